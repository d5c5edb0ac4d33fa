import BackGestureModel

extension OracleState {
  /// How one recognizer decides at the decision moment (spec section 5).
  enum Verdict: Sendable, Hashable {
    case begin
    case fail(Outcome.Swipe)
  }

  /// The decision moment of the tracked finger ([G3], [G5], [K4]).
  ///
  /// The edge recognizer decides first; if it begins, the pan fails silently; otherwise the
  /// pan decides. The attempt's outcome is the last failure's, recorded now, or, when a
  /// recognizer began, the transition's, recorded at its completion.
  mutating func decide(at point: Point) {
    attempt?.decided = true
    var began = false
    var failure: Outcome.Swipe?
    for recognizer in [Recognizer.edge, .pan] where state(of: recognizer) == .possible {
      if began {
        set(recognizer, .failed)
        continue
      }
      switch verdict(of: recognizer, at: point) {
      case .begin:
        set(recognizer, .began)
        beginTransition(at: point)
        began = true
      case .fail(let outcome):
        set(recognizer, .failed)
        failure = outcome
      }
    }
    guard !began else { return }
    if let failure {
      outcomes.append(.swipe(failure))
    }
    startScrollTracking(at: point)
  }

  /// Returns one recognizer's verdict: control, begin rules, scroll arbitration, begin.
  func verdict(of recognizer: Recognizer, at point: Point) -> Verdict {
    guard let attempt else { preconditionFailure("a decision needs an attempt") }
    let item = attempt.hitItem.map { setup.screen(attempt.screen).content[$0] }
    if case .control = item, table.controlsOwnTouches {
      return .fail(.lostToControl)
    }
    let context = decisionContext(for: recognizer, at: point)
    if let rule = RuleBook.firstRefusal(of: table.beginRules, context) {
      return .fail(.refused(rule))
    }
    if scrollViewWins(against: recognizer, at: point) {
      return .fail(.lostToScroll)
    }
    return .begin
  }

  /// Gathers the facts the begin rules read.
  func decisionContext(for recognizer: Recognizer, at point: Point) -> DecisionContext {
    let container = containers[current]
    let top = currentScreen
    return DecisionContext(
      recognizer: recognizer,
      screenCount: container.stack.count,
      isPresentation: current > 0,
      dismissesOneScreenPresentations: table.dismissesOneScreenPresentations,
      top: setup.screen(top).settings,
      topPopDisabled: popDisabled(top),
      topMaxDistance: maxDistance(top),
      pageFlag: container.pageFlag,
      transitionInFlight: transition != nil,
      touchDownLeading: setup.leading(attempt?.touchDown ?? point),
      currentLeading: setup.leading(point),
      fingersDown: fingers.count)
  }
}
