import BackGestureModel

extension InvariantMonitor {
  /// Invariants 3 and 4, at the completion of the interactive transition in flight.
  ///
  /// The completion is the step whose new outcomes include `swipe:finished` or
  /// `swipe:cancelled`. It is judged on the state right after it: the clock advance of
  /// the step when the transition ended there, or else the step's own snapshot. Scroll
  /// views that track a finger while the transition is in flight are remembered for
  /// invariant 3's exception ([Q17]). A gesture during which the app's deferred work
  /// changed an observable is not judged.
  mutating func checkCompletion(_ context: StepContext) -> CheckFailure? {
    if let item = context.decision.trackingItem { gesture?.trackedItems.insert(item) }
    if let item = context.after.trackingItem { gesture?.trackedItems.insert(item) }
    let completedEarly = Self.swipeCompletion(from: context.before, to: context.decision)
    guard
      let completion = completedEarly
        ?? Self.swipeCompletion(from: context.before, to: context.after),
      let gesture
    else { return nil }
    self.gesture = nil
    // Work the app's code deferred changed the state while the gesture was in flight:
    // what the completion must leave is no longer the begin's state less the top, and
    // the change is the app's, for invariants 1, 5 and 12 to judge ([U26]).
    if gesture.appActed { return nil }
    let judged = !completedEarly.isNone ? context.decision : context.after
    switch completion {
    case .finished where gesture.transition.kind == .pullDismiss:
      return checkFinishRemovesTop(gesture, judged, context.place)
        ?? checkPresenterUntouched(gesture, judged, context.place)
    case .finished: return checkFinishRemovesTop(gesture, judged, context.place)
    case .cancelled: return checkCancelRestores(gesture, judged, context.place)
    default: return nil
    }
  }

  /// The first `swipe:finished` or `swipe:cancelled` among the outcomes added between
  /// two snapshots.
  static func swipeCompletion(from old: Snapshot, to new: Snapshot) -> Outcome.Swipe? {
    guard new.outcomes.count > old.outcomes.count else { return nil }
    for outcome in new.outcomes[old.outcomes.count...] {
      if case .swipe(let swipe) = outcome, swipe == .finished || swipe == .cancelled {
        return swipe
      }
      // A pull ends as a gesture does: its sheet dismissed, or back in place ([N7]).
      if outcome == .pull(.dismissed) { return .finished }
      if outcome == .pull(.cancelled) { return .cancelled }
    }
    return nil
  }

  /// Invariant 4: a finished pop removes exactly the top of its container, a finished
  /// dismiss exactly the top presentation; every other stack is unchanged.
  func checkFinishRemovesTop(
    _ gesture: Gesture, _ now: Snapshot, _ place: CheckFailure.Place
  )
    -> CheckFailure?
  {
    let transition = gesture.transition
    var expected = gesture.start.containers.map(\.stack)
    switch transition.kind {
    case .interactiveDismiss, .pullDismiss:
      if transition.container == expected.count - 1 { expected.removeLast() }
    default:
      if expected.indices.contains(transition.container) {
        expected[transition.container].removeLast()
      }
    }
    let found = now.containers.map(\.stack)
    guard found != expected else { return nil }
    let text = { (stacks: [[String]]) in stacks.map(Self.stackText).joined(separator: " | ") }
    return CheckFailure(
      .finishRemovesTop, place,
      "the finished \(transition.headline) left the wrong stacks\n"
        + "at the begin: \(Self.stacksText(gesture.start))\n"
        + "expected:     \(text(expected))\n"
        + "now:          \(text(found))")
  }
}
