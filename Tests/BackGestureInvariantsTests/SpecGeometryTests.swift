import BackGestureModel
import Testing

@testable import BackGestureInvariants

/// The invariants' own reading of spec [D3], [D4] and [C1].
@Suite struct SpecGeometryTests {
  static let ltr = Device(idiom: .phone, width: 390, height: 844, direction: .ltr)
  static let rtl = Device(idiom: .phone, width: 390, height: 844, direction: .rtl)

  @Test("The leading edge is the left one in LTR and the right one in RTL")
  func leadingDistance() {
    #expect(SpecGeometry.leadingDistance(ofX: 30, on: Self.ltr) == 30)
    #expect(SpecGeometry.leadingDistance(ofX: 30, on: Self.rtl) == 360)
  }

  @Test("A forward swipe moves right in LTR and left in RTL")
  func forward() {
    let a = Point(x: 200, y: 10)
    let b = Point(x: 220, y: 40)
    #expect(SpecGeometry.forward(from: a, to: b, on: Self.ltr) == 20)
    #expect(SpecGeometry.forward(from: a, to: b, on: Self.rtl) == -20)
  }

  @Test("The hit test takes the first item and excludes right and bottom edges")
  func hitTest() {
    let content: [ContentItem] = [
      .control(Control(kind: .slider, frame: Frame(x: 0, y: 100, width: 390, height: 200))),
      .control(Control(kind: .swipecell, frame: Frame(x: 0, y: 0, width: 390, height: 844))),
    ]
    #expect(SpecGeometry.hit(Point(x: 0, y: 100), in: content)?.index == 1)
    #expect(SpecGeometry.hit(Point(x: 389, y: 299), in: content)?.index == 1)
    #expect(SpecGeometry.hit(Point(x: 10, y: 300), in: content)?.index == 2)
    #expect(SpecGeometry.hit(Point(x: 390, y: 150), in: content) == nil)
  }
}
