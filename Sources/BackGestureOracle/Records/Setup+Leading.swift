import BackGestureModel

extension Setup {
  /// Returns a point's horizontal position measured from the leading edge ([D3]).
  ///
  /// The oracle reads every horizontal rule in these leading coordinates: a right-to-left
  /// device is the mirror image of a left-to-right one, so its points are mirrored once
  /// here and every rule after that is written for the left edge only. The leading
  /// distance of a point is this value, and the forward displacement between two points
  /// ([D4]) is the difference of their values.
  func leading(_ point: Point) -> Int {
    switch device.direction {
    case .ltr: point.x
    case .rtl: device.width - point.x
    }
  }

  /// Returns how far a finger moved away from the leading edge between two points ([D4]).
  func forward(from start: Point, to end: Point) -> Int {
    leading(end) - leading(start)
  }

  /// Returns the 0-based index of the first item of a screen whose frame holds a point
  /// ([C1]): right and bottom edges excluded.
  func item(of screen: Int, under point: Point) -> Int? {
    for (index, item) in self.screen(screen).content.enumerated() {
      let frame = item.frame
      let across = point.x - frame.x
      let down = point.y - frame.y
      if across >= 0, across < frame.width, down >= 0, down < frame.height { return index }
    }
    return nil
  }
}
