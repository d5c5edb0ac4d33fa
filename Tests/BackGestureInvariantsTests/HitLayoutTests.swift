import BackGestureModel
import Testing

@testable import BackGestureInvariants

/// The items arranged for many hit tests answer as the invariants' hit test of the
/// whole screen does ([C1], [C7]).
@Suite struct HitLayoutTests {
  /// A generator of whole numbers from a seed, the same on every run.
  struct Numbers {
    var state: UInt64

    /// The next number in `0..<bound`.
    mutating func next(_ bound: Int) -> Int {
      state = state &* 2_862_933_555_777_941_757 &+ 3_037_000_493
      return Int((state >> 33) % UInt64(bound))
    }
  }

  /// A frame of any size, empty ones included, around the screen.
  static func frame(_ numbers: inout Numbers) -> Frame {
    let large = numbers.next(8) == 0
    return Frame(
      x: numbers.next(420) - 20, y: numbers.next(880) - 20,
      width: large ? numbers.next(400) : numbers.next(40),
      height: large ? numbers.next(860) : numbers.next(40))
  }

  /// A list of items, some scroll views holding lists of their own, some repeated.
  static func items(_ count: Int, depth: Int, _ numbers: inout Numbers) -> [ContentItem] {
    var items: [ContentItem] = []
    for _ in 0..<count {
      let frame = Self.frame(&numbers)
      switch numbers.next(6) {
      case 0 where depth > 0:
        let held = Self.items(numbers.next(12), depth: depth - 1, &numbers)
        items.append(
          .horizontalScroll(HorizontalScrollView(frame: frame, content: 800, items: held)))
      case 1 where depth > 0:
        let held = Self.items(numbers.next(12), depth: depth - 1, &numbers)
        items.append(.verticalScroll(VerticalScrollView(frame: frame, content: 1600, items: held)))
      case 2 where !items.isEmpty: items.append(items[numbers.next(items.count)])
      case 3: items.append(.cell(SwipeActionsCell(frame: frame)))
      default: items.append(.control(Control(kind: .slider, frame: frame)))
      }
    }
    return items
  }

  @Test("The layout answers as the hit test of the whole screen", arguments: [1, 2, 3])
  func answersAsWholeScreen(seed: UInt64) {
    var numbers = Numbers(state: seed)
    // A few hundred items, so that the whole-screen scan each point is checked against
    // stays well under a second in a debug build.
    let content = Self.items(60, depth: 2, &numbers)
    let layout = HitLayout(content)
    #expect(layout.placed.count == SpecGeometry.placed(content).count)
    #expect(layout.placed.count >= 200, "long enough lists that the layout builds grids")
    var points = (0..<2000).map { _ in Point(x: numbers.next(460) - 40, y: numbers.next(940) - 40) }
    for entry in layout.placed {
      let f = entry.item.frame
      points += [
        Point(x: f.x, y: f.y), Point(x: f.x + f.width - 1, y: f.y + f.height - 1),
        Point(x: f.x + f.width, y: f.y), Point(x: f.x, y: f.y + f.height),
      ]
    }
    for point in points {
      let expected = SpecGeometry.hit(point, in: content)
      let found = layout.hit(point)
      #expect(found?.index == expected?.index && found?.item == expected?.item, "\(point)")
    }
  }

  @Test("Many small items are read about once a point")
  func readsFew() {
    let content = (0..<1000).map { i in
      ContentItem.control(
        Control(kind: .slider, frame: Frame(x: (i % 97) * 4, y: (i / 97) * 4, width: 4, height: 4)))
    }
    let layout = HitLayout(content)
    let counter = WorkCounter()
    counter.counting {
      for (offset, item) in content.enumerated() {
        let frame = item.frame
        #expect(layout.hit(Point(x: frame.x + 2, y: frame.y + 2))?.index == offset + 1)
      }
    }
    // A bucket is about as large as an item, so it meets at most 4 of them; a scan would
    // read 500 a point on average.
    #expect(counter.units >= 1000 && counter.units <= 4000)
  }
}
