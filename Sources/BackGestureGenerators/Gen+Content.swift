import BackGestureModel
import PropertyCore

extension Gen {
  /// Returns a generator of a screen's content: zero to three items among horizontal and
  /// vertical scroll views, sliders and swipe cells (spec section 1.3).
  ///
  /// Frames are mostly full-width bands, so that touches near the leading edge hit them;
  /// some are narrower strips anywhere on the screen. Horizontal scroll views sit at,
  /// next to (±1 pt) or away from their leading edge, with and without insets (offset
  /// exactly `-inset` is "at the edge"), bounce, page, and decelerate until a time before,
  /// at or after typical touch times.
  ///
  /// - Parameter device: The device whose screen the frames lie on.
  public static func content(on device: Device) -> Generator<[ContentItem]> {
    Generator { source in
      // The chances of one more, in twelfths, give zero to three items about 3:4:2:1.
      // Each item is drawn on its own, in its own span, so the shrinker takes out any
      // one of them; three items still draw a last choice (always no) to end the list.
      var items: [ContentItem] = []
      for chance in [8, 5, 4, 0] {
        source.beginSpan("item")
        defer { source.endSpan() }
        guard try source.oneMore(chance) else { break }
        let frame = try frameDrawn(from: source, on: device)
        switch try source.weighted([5, 2, 1, 1]) {
        case 0: items.append(.horizontalScroll(try horizontalScroll(in: frame, from: source)))
        case 1: items.append(.verticalScroll(try verticalScroll(in: frame, from: source)))
        case 2: items.append(.control(Control(kind: .slider, frame: frame)))
        default: items.append(.control(Control(kind: .swipecell, frame: frame)))
        }
      }
      return items
    }
  }

  /// Draws an item's frame: a full-width band (mostly) or a strip, at a band position.
  static func frameDrawn(from source: ChoiceSource, on device: Device) throws -> Frame {
    let height = device.height
    let y = try source.pick([100, 0, height / 4, height / 2, (3 * height) / 4, 44])
    let h = try source.pick([200, 44, 100, 300, 40, height - y, 1])
    if try source.chance(3, in: 4) {
      return Frame(x: 0, y: y, width: device.width, height: h)
    }
    let x = try source.pick([0, 1, 20, 21, 40, 41, device.width / 2, device.width - 40])
    let w = try source.pick([device.width - x, 40, 100, 20, 1, 0])
    return Frame(x: x, y: y, width: w, height: h)
  }

  /// Draws a horizontal scroll view for a frame ([C2]).
  static func horizontalScroll(
    in frame: Frame, from source: ChoiceSource
  ) throws
    -> HorizontalScrollView
  {
    let w = frame.width
    let content: Int
    switch try source.weighted([5, 1, 1, 1]) {
    case 0: content = w + (try source.int(1...2000, towards: w))
    case 1: content = w
    case 2: content = w + 1
    default: content = try source.int(0...max(0, w - 1))
    }
    let inset = try source.chance(1, in: 3) ? source.pick([20, 1, 16, 44, 60]) : 0
    let minimum = -inset
    let maximum = max(minimum, content - w)
    let offset: Int
    switch try source.weighted([4, 2, 3, 1]) {
    case 0: offset = minimum
    case 1: offset = try source.pick([minimum + 1, minimum - 1])
    case 2: offset = try source.int(minimum...max(minimum, maximum), towards: minimum + 1)
    default: offset = try source.pick([maximum + 1, minimum - 20, maximum + 40, 0])
    }
    var view = HorizontalScrollView(frame: frame, content: content, offset: offset, inset: inset)
    view.bounces = try source.chance(1, in: 3)
    view.alwaysBounce = view.bounces
    view.paging = try source.chance(1, in: 4)
    if try source.chance(1, in: 4) {
      view.deceleratingUntil = try source.pick([16, 0, 1, 15, 17, 32, 33, 100, 101, 300, 500])
    }
    return view
  }

  /// Draws a vertical scroll view for a frame ([C3]).
  static func verticalScroll(
    in frame: Frame, from source: ChoiceSource
  ) throws
    -> VerticalScrollView
  {
    let h = frame.height
    let content =
      try source.chance(3, in: 4)
      ? h + (try source.int(1...2000, towards: h)) : try source.int(0...h)
    let offset = try source.chance(1, in: 3) ? source.int(0...max(0, content - h)) : 0
    return VerticalScrollView(frame: frame, content: content, offset: offset)
  }
}
