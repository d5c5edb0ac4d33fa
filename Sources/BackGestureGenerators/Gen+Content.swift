import BackGestureModel
import PropertyCore

extension Gen {
  /// Returns a generator of a screen's content: zero to three items among horizontal and
  /// vertical scroll views, sliders and swipe cells (spec section 1.3), and, when
  /// `nested`, cells with swipe actions ([C6]) and scroll views that hold items ([C7]),
  /// page through them, and answer the recognizer graph's questions ([C5]).
  ///
  /// Frames are mostly full-width bands, so that touches near the leading edge hit them;
  /// some are narrower strips anywhere on the screen. Horizontal scroll views sit at,
  /// next to (±1 pt) or away from their leading edge, with and without insets (offset
  /// exactly `-inset` is "at the edge"), bounce, page, and decelerate until a time before,
  /// at or after typical touch times.
  ///
  /// Without `nested` the draws are those of the generator before nested content
  /// existed, so every seed, replay token and fuzz input gives the scenario it gave.
  ///
  /// - Parameters:
  ///   - device: The device whose screen the frames lie on.
  ///   - nested: Whether scroll views hold items, page and answer, and cells with swipe
  ///     actions are drawn.
  public static func content(on device: Device, nested: Bool = false) -> Generator<[ContentItem]> {
    Generator { source in
      // The chances of one more, in twelfths, give zero to three items about 3:4:2:1.
      // Each item is drawn on its own, in its own span, so the shrinker takes out any
      // one of them; three items still draw a last choice (always no) to end the list.
      // An item's answers and held items are drawn inside its span, so taking the item
      // out takes them out too.
      var items: [ContentItem] = []
      for chance in [8, 5, 4, 0] {
        source.beginSpan("item")
        defer { source.endSpan() }
        guard try source.oneMore(chance) else { break }
        let frame = try frameDrawn(from: source, on: device)
        switch try source.weighted(nested ? [5, 2, 1, 1, 3] : [5, 2, 1, 1]) {
        case 0:
          var view = try horizontalScroll(in: frame, from: source)
          if nested {
            view.answers = try answers(horizontal: true, from: source)
            view.items = try heldItems(in: frame, from: source)
            if !view.items.isEmpty, try source.chance(1, in: 2) {
              try makePager(&view, from: source)
            }
          }
          items.append(.horizontalScroll(view))
        case 1:
          var view = try verticalScroll(in: frame, from: source)
          if nested {
            view.answers = try answers(horizontal: false, from: source)
            view.items = try heldItems(in: frame, from: source)
          }
          items.append(.verticalScroll(view))
        case 2: items.append(.control(try slider(in: frame, from: source)))
        case 3: items.append(.control(Control(kind: .swipecell, frame: frame)))
        default: items.append(.cell(SwipeActionsCell(frame: frame)))
        }
      }
      return items
    }
  }

  /// Draws what the app answers about a scroll view's pan and the back recognizers
  /// ([C5]): mostly nothing; else a failure requirement one way or the other, never
  /// both (a cycle, in which nothing begins), and simultaneity or not. A horizontal view
  /// never waits for the back recognizers: its pan would then lose every forward drag,
  /// which invariant 8's probe of its pan makes when the view cannot go further back.
  static func answers(horizontal: Bool, from source: ChoiceSource) throws -> RecognizerAnswers {
    var answers = RecognizerAnswers()
    guard try source.chance(1, in: 4) else { return answers }
    switch try source.weighted(horizontal ? [2, 1] : [2, 2, 1]) {
    case 0: answers.backWaits = true
    case 1 where !horizontal: answers.waitsForBack = true
    default: break
    }
    answers.simultaneous = try source.chance(1, in: 2)
    return answers
  }

  /// Draws a slider in a frame, its knob in the middle mostly, else at either end or a
  /// quarter in ([C4]): a touch aimed at the middle of the frame then lands on the knob
  /// or on the track.
  static func slider(in frame: Frame, from source: ChoiceSource) throws -> Control {
    Control(kind: .slider, frame: frame, value: try source.pick([500, 0, 250, 1000]))
  }

  /// Draws the items a scroll view holds ([C7]): none mostly, else one or two bands
  /// inside its frame, each in its own span: a scroll view of either axis (a carousel in
  /// a page, a table), a cell with swipe actions or a slider. Held items hold nothing.
  static func heldItems(in frame: Frame, from source: ChoiceSource) throws -> [ContentItem] {
    var items: [ContentItem] = []
    for chance in [3, 4, 0] {
      source.beginSpan("held")
      defer { source.endSpan() }
      guard try source.oneMore(chance) else { break }
      let top = frame.y + (try source.pick([0, frame.height / 4, frame.height / 2]))
      let room = frame.y + frame.height - top
      let height = min(room, try source.pick([room, 60, 44, 100]))
      let band = Frame(x: frame.x, y: top, width: frame.width, height: height)
      switch try source.weighted([2, 1, 2, 1]) {
      case 0:
        var view = try horizontalScroll(in: band, from: source)
        view.answers = try answers(horizontal: true, from: source)
        items.append(.horizontalScroll(view))
      case 1:
        var view = try verticalScroll(in: band, from: source)
        view.answers = try answers(horizontal: false, from: source)
        items.append(.verticalScroll(view))
      case 2: items.append(.cell(SwipeActionsCell(frame: band)))
      default: items.append(.control(try slider(in: band, from: source)))
      }
    }
    return items
  }

  /// Makes a horizontal scroll view that holds items a pager: it pages, its content is
  /// two or three pages wide, and it rests on its first or second page ([C2], [K5]).
  static func makePager(_ view: inout HorizontalScrollView, from source: ChoiceSource) throws {
    let w = view.frame.width
    view.paging = true
    view.content = w * (try source.pick([3, 2]))
    view.offset = -view.inset + w * (try source.pick([1, 0]))
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
