import BackGestureInvariants
import BackGestureModel

extension Expectation {
  /// Checks the expectation against a final snapshot.
  ///
  /// - Returns: `nil` when it holds; otherwise what was expected and what was found,
  ///   such as `expected 'hidden style=1', found 'visible style=2'`. Lists name the
  ///   first differing position and show a few items around it:
  ///
  ///   ```text
  ///   at #3, expected 'A.willAppear', found 'A.didAppear'
  ///     expected: ... B.willDisappear A.load [A.willAppear] A.willDisappear B.willAppear ...
  ///     found:    ... B.willDisappear A.load [A.didAppear] didShow(A)
  ///   ```
  public func verify(_ snapshot: Snapshot) -> String? {
    switch self {
    case .stacks(let stacks):
      return Self.compare(
        Expectation.stacksText(stacks),
        Expectation.stacksText(snapshot.containers.map(\.stack)))
    case .bar(let hidden, let style):
      let current = snapshot.current
      return Self.compare(
        Expectation.barText(hidden: hidden, style: style),
        Expectation.barText(hidden: current.barHidden, style: current.barStyle))
    case .outcomes(let outcomes):
      return ListDifference(
        expected: outcomes.map(\.description), found: snapshot.outcomes.map(\.description)
      )?.message
    case .callbacks(let callbacks):
      return ListDifference(
        expected: callbacks.map(\.description), found: snapshot.callbacks.map(\.description)
      )?.message
    case .screenCallbacks(let screen, let callbacks):
      let found = snapshot.callbacks.filter { $0.screen == screen }
      return ListDifference(
        expected: callbacks.map(\.description), found: found.map(\.description)
      )?.message
    case .callbacksInclude(let callbacks):
      return Self.inclusion(callbacks.map(\.description), in: snapshot.callbacks.map(\.description))
    case .outcomesInclude(let outcomes):
      return Self.inclusion(outcomes.map(\.description), in: snapshot.outcomes.map(\.description))
    case .noGesture:
      let swipe = snapshot.outcomes.firstIndex {
        $0 == .swipe(.finished) || $0 == .swipe(.cancelled)
      }
      if let swipe {
        return "expected 'none', found '\(snapshot.outcomes[swipe])' (outcome #\(swipe + 1))"
      }
      if let transition = snapshot.transition,
        transition.kind == .interactivePop || transition.kind == .interactiveDismiss
      {
        let text = "\(transition.kind.rawValue) \(transition.from) -> \(transition.to)"
        return "expected 'none', found '\(text)' in flight"
      }
      return nil
    case .transition, .noTransition:
      let found = snapshot.transition.map { "\($0.kind.rawValue) \($0.phase.rawValue)" }
      return Self.compare(claimText, found ?? "none")
    case .scroll(let item, let offset, let decelerating):
      let expected = Expectation.scrollText(offset: offset, decelerating: decelerating)
      guard let state = snapshot.scrollViews.first(where: { $0.item == item }) else {
        return "expected \(item) '\(expected)', found no scroll view \(item)"
      }
      let found = Expectation.scrollText(offset: state.offset, decelerating: state.decelerating)
      return Self.compare(expected, found, subject: "\(item) ")
    case .flags(let screen, let appearance, let beingPopped, let loaded):
      let expected = Expectation.flagsText(
        appearance: appearance, beingPopped: beingPopped, loaded: loaded)
      guard let state = snapshot.screen(named: screen) else {
        return "expected \(screen) '\(expected)', found no screen \(screen)"
      }
      let found = Expectation.flagsText(
        appearance: state.appearance, beingPopped: state.beingPopped, loaded: state.loaded)
      return Self.compare(expected, found, subject: "\(screen) ")
    case .keyboard(let owner):
      return Self.compare(
        Expectation.keyboardText(owner), Expectation.keyboardText(snapshot.system.keyboard))
    case .search(let screens):
      return Self.compare(
        Expectation.listText(screens), Expectation.listText(snapshot.system.searching))
    case .tabBar(let hidden):
      guard let found = snapshot.system.tabBarHidden else {
        return "expected '\(hidden ? "hidden" : "visible")', found no tab bar"
      }
      return Self.compare(hidden ? "hidden" : "visible", found ? "hidden" : "visible")
    }
  }

  /// Whether a list holds some words in their order, not necessarily next to each other;
  /// `nil` when it does, else the first word missing after the ones found.
  static func inclusion(_ expected: [String], in list: [String]) -> String? {
    var position = 0
    var previous: (word: String, position: Int)?
    for word in expected {
      guard let found = list[position...].firstIndex(of: word) else {
        let head = "expected to include '\(expected.joined(separator: " "))' in this order"
        guard let previous else { return head + ", found no '\(word)'" }
        return head + ", found no '\(word)' after '\(previous.word)' (#\(previous.position + 1))"
      }
      previous = (word, found)
      position = found + 1
    }
    return nil
  }

  private static func compare(
    _ expected: String, _ found: String, subject: String = ""
  )
    -> String?
  {
    expected == found ? nil : "expected \(subject)'\(expected)', found '\(found)'"
  }
}
