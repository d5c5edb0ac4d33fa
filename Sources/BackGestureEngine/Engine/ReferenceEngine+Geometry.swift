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

  /// Returns the 0-based position of the first item whose frame holds a point, the
  /// right and bottom edges excluded (spec [C1]).
  func itemIndex(at point: Point, in content: [ContentItem]) -> Int? {
    content.firstIndex { item in
      let frame = item.frame
      // A planted wrong sign: the vertical test reads the frame upside down.
      if faults.contains(.plantedHitTestSign) {
        return frame.x <= point.x && point.x < frame.x + frame.width
          && frame.y - frame.height < point.y && point.y <= frame.y
      }
      return frame.x <= point.x && point.x < frame.x + frame.width
        && frame.y <= point.y && point.y < frame.y + frame.height
    }
  }
}
