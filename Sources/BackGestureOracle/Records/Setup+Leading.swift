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

  /// Returns the 0-based indices, in declaration order, of the items of a screen under a
  /// point, outermost first ([C1], [C7]): the first of the screen's own items whose frame
  /// holds it (right and bottom edges excluded), then the first of the items that one
  /// holds, and so on. The last is the item hit; an empty list is plain content.
  func items(of screen: Int, under point: Point) -> [Int] {
    let count = itemCount(on: screen)
    var path: [Int] = []
    var index = 0
    while index < count {
      let frame = declaredItem(index, on: screen).frame
      let across = point.x - frame.x
      let down = point.y - frame.y
      let inside = across >= 0 && across < frame.width && down >= 0 && down < frame.height
      if holder(of: index, on: screen) == path.last, inside {
        path.append(index)
      }
      index += 1
    }
    return path
  }

  /// Tells whether a point is on a slider's knob ([C4]): within 24 pt of the knob's
  /// centre before it and less than 24 pt after it, across and down. The centre lies
  /// `value` permille of the width in from the slider's leading end, halfway down.
  func onKnob(_ point: Point, of slider: Control) -> Bool {
    let frame = slider.frame
    let fromLeadingEnd = slider.value * frame.width / 1000
    let leadingEnd = device.direction == .ltr ? frame.x : frame.x + frame.width
    let centre = Point(
      x: device.direction == .ltr ? leadingEnd + fromLeadingEnd : leadingEnd - fromLeadingEnd,
      y: frame.y + frame.height / 2)
    let across = point.x - centre.x
    let down = point.y - centre.y
    return (-24..<24).contains(across) && (-24..<24).contains(down)
  }
}
