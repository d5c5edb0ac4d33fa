import BackGestureModel

extension ReferenceEngine {
  /// Lets the scroll view under the touch follow the finger when no recognizer began (spec [K4]).
  ///
  /// Only a scroll view that can scroll in the pan's axis tracks: a horizontal one for a
  /// horizontal pan, a vertical one for a mostly vertical pan.
  mutating func startScrollTracking(_ touch: TrackedTouch, at point: Point) {
    guard case .scrollView(let index) = touch.hit else { return }
    let scroll = scrollViews[index]
    guard scroll.canScroll, scroll.isHorizontal != isMostlyVertical(touch, at: point) else {
      return
    }
    scrollTracking = ScrollTracking(
      index: index, finger: touch.finger, offsetAtDecision: scroll.offset,
      pointAtDecision: point)
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
