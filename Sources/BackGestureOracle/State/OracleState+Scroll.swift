import BackGestureModel

extension OracleState {
  /// Scroll views decelerate after a release at this speed or faster, in pt/s ([K5]).
  static let flingVelocity = 200
  /// How long a deceleration lasts, in ms ([K5]).
  static let decelerationDuration = 300

  /// Tells whether a pan is mostly vertical: `|dy| > |dx|` from the touch-down ([K2]).
  private func isMostlyVertical(_ point: Point) -> Bool {
    guard let attempt else { return false }
    return abs(point.y - attempt.touchDown.y) > abs(point.x - attempt.touchDown.x)
  }

  /// Tells whether the scroll view that takes part wins the pan ([K3], [C7]).
  func scrollViewWins(against recognizer: Recognizer, at point: Point) -> Bool {
    guard let attempt, let slot = contendingSlot(at: point) else { return false }
    let view = setup.scrollViews[slot]
    guard view.canScroll else { return false }
    let vertical = isMostlyVertical(point)
    if view.vertical { return vertical }
    guard !vertical else { return false }
    guard let rule = table.scrollRule(for: recognizer) else { return true }
    let record = scrolls[slot]
    let resting = record.offset + view.inset <= 0 && !record.isDecelerating(at: time)
    return !rule.holds(
      resting: resting, bounces: view.bounces,
      touchDownLeading: setup.leading(attempt.touchDown),
      forward: setup.forward(from: attempt.touchDown, to: point))
  }

  /// Moves a tracking scroll view with its finger ([K4]).
  mutating func drag(_ tracking: Attempt.ScrollTracking, to point: Point) {
    let view = setup.scrollViews[tracking.slot]
    if view.vertical {
      scrolls[tracking.slot].offset = view.clamped(
        tracking.offsetAtDecision - (point.y - tracking.pointAtDecision.y))
    } else {
      let moved = setup.forward(from: tracking.pointAtDecision, to: point)
      scrolls[tracking.slot].offset = view.dragged(tracking.offsetAtDecision - moved)
    }
  }

  /// Settles a scroll view whose finger lifted (with its velocity) or was cancelled (`nil`)
  /// ([K5]).
  mutating func settle(_ tracking: Attempt.ScrollTracking, velocity: Int?) {
    let view = setup.scrollViews[tracking.slot]
    scrolls[tracking.slot].offset = view.settled(scrolls[tracking.slot].offset)
    // Only horizontal scroll views decelerate (spec [Q4]).
    if let velocity, !view.vertical, abs(velocity) >= Self.flingVelocity {
      scrolls[tracking.slot].deceleratingUntil = time + Self.decelerationDuration
    }
  }
}
