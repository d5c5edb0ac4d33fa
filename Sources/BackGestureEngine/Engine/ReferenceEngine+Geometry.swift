import BackGestureModel

extension ReferenceEngine {
  /// Returns how far a horizontal position lies from the leading edge (spec [D3]).
  func leadingDistance(ofX x: Int) -> Int {
    switch device.direction {
    case .ltr:
      return x
    case .rtl:
      // A planted wrong sign, for the test that proves the checker catches it.
      if faults.contains(.plantedLeadingDistanceSign) { return x - device.width }
      return device.width - x
    }
  }

  /// Returns the displacement away from the leading edge between two points (spec [D4]).
  func forwardDisplacement(from start: Point, to end: Point) -> Int {
    switch device.direction {
    case .ltr:
      return end.x - start.x
    case .rtl:
      // A planted wrong sign, for the test that proves the checker catches it.
      if faults.contains(.plantedDirectionSign) { return end.x - start.x }
      return start.x - end.x
    }
  }

  /// Returns the points of a frame that the hit test finds it at, the right and bottom
  /// edges excluded (spec [C1]).
  static func hitArea(of frame: Frame, faults: EngineFaults) -> HitArea {
    // A planted wrong sign: the vertical test reads the frame upside down
    // (`y - height < py <= y`).
    if faults.contains(.plantedHitTestSign) {
      return HitArea(
        minX: frame.x, maxX: frame.x + frame.width, minY: frame.y - frame.height + 1,
        maxY: frame.y + 1)
    }
    return HitArea(
      minX: frame.x, maxX: frame.x + frame.width, minY: frame.y, maxY: frame.y + frame.height)
  }

  /// Tells whether a point lies in a slider's knob: the 48 pt square around the knob's
  /// centre, which rests `value` permille of the slider's width from its leading end, at
  /// half its height (spec [C4]).
  func knobHolds(_ point: Point, of slider: Control) -> Bool {
    // A planted rule of the model before the knob: the whole frame is the knob's.
    if faults.contains(.plantedWholeSlider) { return true }
    let frame = slider.frame
    let travel = slider.value * frame.width / 1000
    let centreX =
      device.direction == .ltr ? frame.x + travel : frame.x + frame.width - travel
    let centreY = frame.y + frame.height / 2
    return centreX - 24 <= point.x && point.x < centreX + 24
      && centreY - 24 <= point.y && point.y < centreY + 24
  }

  /// Tells whether the control under a touch keeps it from every recognizer that is not
  /// its own at the decision ([C4], [R-control]): a swipe cell or a slider's knob hit at
  /// the touch-down, or a slider's knob that the drag reached by the decision while it
  /// went more sideways than up or down.
  func controlKeeps(_ touch: TrackedTouch, at point: Point) -> Bool {
    if touch.hit.kind == .control { return true }
    guard let slider = touch.hit.track, knobHolds(point, of: slider) else { return false }
    return abs(point.x - touch.touchDown.x) > abs(point.y - touch.touchDown.y)
  }
}
