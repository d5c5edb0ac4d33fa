import BackGestureModel
import Testing

@testable import BackGestureEngine

/// The engine's own reading of spec [D3], [D4] and [C1].
@Suite struct ReferenceEngineGeometryTests {
  static func engine(_ direction: Device.Direction, width: Int = 390) -> ReferenceEngine {
    let world = World(
      device: Device(idiom: .phone, width: width, height: 844, direction: direction),
      preset: .fdFullscreen, screens: [Screen(name: "A")], stack: ["A"])
    return ReferenceEngine(world: world, policy: GesturePolicy.preset(.fdFullscreen))
  }

  @Test("The leading edge is the left one in LTR and the right one in RTL")
  func leadingDistance() {
    #expect(Self.engine(.ltr).leadingDistance(ofX: 30) == 30)
    #expect(Self.engine(.rtl).leadingDistance(ofX: 30) == 360)
  }

  @Test("A forward swipe moves right in LTR and left in RTL")
  func forwardDisplacement() {
    let a = Point(x: 200, y: 10)
    let b = Point(x: 220, y: 40)
    #expect(Self.engine(.ltr).forwardDisplacement(from: a, to: b) == 20)
    #expect(Self.engine(.rtl).forwardDisplacement(from: a, to: b) == -20)
  }

  @Test("The hit test takes the first item and excludes right and bottom edges")
  func hitTest() {
    let content: [ContentItem] = [
      .control(Control(kind: .slider, frame: Frame(x: 0, y: 100, width: 390, height: 200))),
      .control(Control(kind: .swipecell, frame: Frame(x: 0, y: 0, width: 390, height: 844))),
    ]
    let items = ScreenItems(content, faults: [], firstScrollView: 0)
    #expect(items.item(at: Point(x: 0, y: 100), in: 0).number == 0)
    #expect(items.item(at: Point(x: 389, y: 299), in: 0).number == 0)
    #expect(items.item(at: Point(x: 10, y: 300), in: 0).number == 1)
    #expect(items.item(at: Point(x: 390, y: 150), in: 0).number == nil)
  }

  @Test("The planted hit-test fault reads a frame upside down")
  func plantedHitTestSign() {
    let frame = Frame(x: 0, y: 100, width: 390, height: 200)
    let area = ReferenceEngine.hitArea(of: frame, faults: .plantedHitTestSign)
    // y - height < py <= y: from -99 to 100.
    #expect(area.contains(Point(x: 0, y: 100)))
    #expect(area.contains(Point(x: 0, y: -99)))
    #expect(!area.contains(Point(x: 0, y: -100)))
    #expect(!area.contains(Point(x: 0, y: 101)))
    #expect(!area.contains(Point(x: 390, y: 0)))
  }
  @Test("The hit test of long lists finds the item, its kind and the scroll views holding it")
  func hitTestLongLists() {
    // B.1 to B.40: cells in rows of 10, 39 by 50 pt; B.41: a scroll view holding B.42 to
    // B.81, swipe cells 39 by 25 pt in rows of 10; B.82: a scroll view holding nothing.
    // A's scroll view comes first among the engine's, so B.41's index is 1 and B.82's 2.
    let cells = (0..<40).map { i in
      ContentItem.cell(
        SwipeActionsCell(frame: Frame(x: (i % 10) * 39, y: (i / 10) * 50, width: 39, height: 50)))
    }
    let swipeCells = (0..<40).map { k in
      ContentItem.control(
        Control(
          kind: .swipecell,
          frame: Frame(x: (k % 10) * 39, y: 300 + (k / 10) * 25, width: 39, height: 25)))
    }
    let content =
      cells + [
        .horizontalScroll(
          HorizontalScrollView(
            frame: Frame(x: 0, y: 300, width: 390, height: 100), content: 800, items: swipeCells)),
        .horizontalScroll(
          HorizontalScrollView(frame: Frame(x: 0, y: 500, width: 390, height: 100), content: 800)),
      ]
    let first = ContentItem.horizontalScroll(
      HorizontalScrollView(frame: Frame(x: 0, y: 0, width: 10, height: 10), content: 800))
    let world = World(
      device: Device(idiom: .phone, width: 390, height: 844, direction: .ltr),
      preset: .fdFullscreen,
      screens: [Screen(name: "A", content: [first]), Screen(name: "B", content: content)],
      stack: ["A", "B"])
    var engine = ReferenceEngine(world: world, policy: GesturePolicy.preset(.fdFullscreen))
    #expect(engine.scrollViews.map(\.item.description) == ["A.1", "B.41", "B.82"])
    // The cell in the third row, fourth column.
    #expect(engine.hitTest(Point(x: 118, y: 101)) == HitItem(kind: .cell))
    // The swipe cells in the fourth row, eighth and last column, inside B.41.
    #expect(engine.hitTest(Point(x: 278, y: 380)) == HitItem(kind: .control, scrollViews: [1]))
    #expect(engine.hitTest(Point(x: 389, y: 399)) == HitItem(kind: .control, scrollViews: [1]))
    #expect(engine.hitTest(Point(x: 10, y: 550)) == HitItem(kind: .scrollView, scrollViews: [2]))
    #expect(engine.hitTest(Point(x: 0, y: 250)) == .plain)
    #expect(engine.hitTest(Point(x: 390, y: 350)) == .plain)
  }
}
