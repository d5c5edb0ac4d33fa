import BackGestureModel

extension ReferenceEngine {
  /// Lets a scroll view whose pan began follow the finger from a point (spec [K4]).
  mutating func startScrollTracking(_ index: Int, finger: Int, at point: Point) {
    scrollTracking = ScrollTracking(
      index: index, finger: finger, offsetAtDecision: scrollViews[index].offset,
      pointAtDecision: point)
  }

  /// Stops the deceleration of every horizontal scroll view under a touch-down, given
  /// what it hit: the one it lands on and those that hold it (spec [K7], [SV6]).
  mutating func stopDeceleration(under hit: HitItem) {
    for index in hit.scrollViews where scrollViews[index].isDecelerating(at: time) {
      scrollViews[index].stopDecelerating()
    }
  }

  /// Moves the tracking scroll view with its finger (spec [K4]).
  mutating func dragScrollView(_ touch: TrackedTouch, to point: Point) {
    guard let tracking = scrollTracking else { return }
    let travel: Int
    if scrollViews[tracking.index].isHorizontal {
      travel =
        forwardDisplacement(from: touch.touchDown, to: point)
        - forwardDisplacement(from: touch.touchDown, to: tracking.pointAtDecision)
    } else {
      travel = point.y - tracking.pointAtDecision.y
    }
    scrollViews[tracking.index].offset = scrollViews[tracking.index].dragged(
      from: tracking.offsetAtDecision, travel: travel)
  }

  /// Settles the tracking scroll view when its finger lifts (a velocity) or is cancelled (`nil`) ([K5]).
  mutating func releaseScrollView(velocity: Int?) {
    guard let tracking = scrollTracking else { return }
    scrollViews[tracking.index].settle(velocity: velocity, at: time)
    scrollTracking = nil
  }
}
