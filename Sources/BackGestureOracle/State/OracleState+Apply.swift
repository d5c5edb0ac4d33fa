import BackGestureModel

extension OracleState {
  /// Applies one step in place: the clock advances ([T1]), then the step acts ([T2]).
  mutating func apply(_ step: Step) throws(OracleError) {
    guard step.time >= time else {
      throw .invalidStep("time goes back from @\(time) to @\(step.time)")
    }
    try validate(step.action)
    advanceClock(to: step.time)
    switch step.action {
    case .down(let finger, let point): fingerDown(finger, at: point)
    case .move(let finger, let point): fingerMoved(finger, to: point)
    case .up(let finger): fingerUp(finger)
    case .cancel: cancelTouches()
    case .operation(let operation): perform(operation)
    case .back: tapBackButton()
    case .focus: tapField()
    case .search: tapSearchBar()
    case .wait: break
    }
  }

  /// Completes the transition in flight if it ends at or before a time, then sets the clock.
  ///
  /// At most one transition is ever in flight (operations and gestures are refused while
  /// one is), so "earliest end first" ([T1]) is a single check.
  mutating func advanceClock(to newTime: Int) {
    if let end = transition?.endsAt, end <= newTime {
      completeTransition()
    }
    time = newTime
  }

  /// Completes the transition in flight if it is due now ([T3]).
  mutating func completeIfDue() {
    if let end = transition?.endsAt, end <= time {
      completeTransition()
    }
  }

  private func validate(_ action: Step.Action) throws(OracleError) {
    switch action {
    case .down(let finger, _):
      try checkID(finger)
      if isDown(finger) { throw .invalidStep("finger \(finger) is already down") }
    case .move(let finger, _), .up(let finger):
      try checkID(finger)
      if !isDown(finger) { throw .invalidStep("finger \(finger) is not down") }
    case .cancel, .operation, .back, .focus, .search, .wait:
      break
    }
  }

  private func checkID(_ finger: Int) throws(OracleError) {
    guard (1...9).contains(finger) else {
      throw .invalidStep("finger ids are 1 to 9, not \(finger)")
    }
  }

  private func isDown(_ finger: Int) -> Bool {
    fingers.contains { $0.id == finger }
  }
}
