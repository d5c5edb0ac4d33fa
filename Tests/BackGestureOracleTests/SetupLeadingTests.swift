import BackGestureModel
import Testing

@testable import BackGestureOracle

/// The oracle's own reading of spec [D3], [D4] and [C1], in leading coordinates.
@Suite struct SetupLeadingTests {
  static func setup(_ direction: Device.Direction, content: [ContentItem] = []) -> Setup {
    Setup(
      World(
        device: Device(idiom: .phone, width: 390, height: 844, direction: direction),
        preset: .fdFullscreen, screens: [Screen(name: "A", content: content)], stack: ["A"]))
  }

  @Test("The leading edge is the left one in LTR and the right one in RTL")
  func leading() {
    #expect(Self.setup(.ltr).leading(Point(x: 30, y: 0)) == 30)
    #expect(Self.setup(.rtl).leading(Point(x: 30, y: 0)) == 360)
  }

  @Test("A forward swipe moves right in LTR and left in RTL")
  func forward() {
    let a = Point(x: 200, y: 10)
    let b = Point(x: 220, y: 40)
    #expect(Self.setup(.ltr).forward(from: a, to: b) == 20)
    #expect(Self.setup(.rtl).forward(from: a, to: b) == -20)
  }

  @Test("The hit test takes the first item and excludes right and bottom edges")
  func hitTest() {
    let setup = Self.setup(
      .ltr,
      content: [
        .control(Control(kind: .slider, frame: Frame(x: 0, y: 100, width: 390, height: 200))),
        .control(Control(kind: .swipecell, frame: Frame(x: 0, y: 0, width: 390, height: 844))),
      ])
    #expect(setup.items(of: 0, under: Point(x: 0, y: 100)) == [0])
    #expect(setup.items(of: 0, under: Point(x: 389, y: 299)) == [0])
    #expect(setup.items(of: 0, under: Point(x: 10, y: 300)) == [1])
    #expect(setup.items(of: 0, under: Point(x: 390, y: 150)) == [])
  }

  @Test("The hit test goes into the items a scroll view holds, down to the deepest")
  func nestedHitTest() {
    let carousel = HorizontalScrollView(
      frame: Frame(x: 0, y: 150, width: 390, height: 100), content: 800)
    let pager = HorizontalScrollView(
      frame: Frame(x: 0, y: 100, width: 390, height: 400), content: 1170, paging: true,
      items: [
        .control(Control(kind: .slider, frame: Frame(x: 0, y: 120, width: 390, height: 20))),
        .horizontalScroll(carousel),
      ])
    let setup = Self.setup(
      .ltr,
      content: [
        .horizontalScroll(pager),
        .cell(SwipeActionsCell(frame: Frame(x: 0, y: 0, width: 390, height: 844))),
      ])
    // Declaration order: 0 the pager, 1 its slider, 2 its carousel, 3 the cell.
    #expect(setup.items(of: 0, under: Point(x: 10, y: 130)) == [0, 1])
    #expect(setup.items(of: 0, under: Point(x: 10, y: 200)) == [0, 2])
    #expect(setup.items(of: 0, under: Point(x: 10, y: 400)) == [0])
    #expect(setup.items(of: 0, under: Point(x: 10, y: 600)) == [3])
  }
}
