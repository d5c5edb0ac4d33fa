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
    let engine = Self.engine(.ltr)
    let content: [ContentItem] = [
      .control(Control(kind: .slider, frame: Frame(x: 0, y: 100, width: 390, height: 200))),
      .control(Control(kind: .swipecell, frame: Frame(x: 0, y: 0, width: 390, height: 844))),
    ]
    #expect(engine.itemIndex(at: Point(x: 0, y: 100), in: content) == 0)
    #expect(engine.itemIndex(at: Point(x: 389, y: 299), in: content) == 0)
    #expect(engine.itemIndex(at: Point(x: 10, y: 300), in: content) == 1)
    #expect(engine.itemIndex(at: Point(x: 390, y: 150), in: content) == nil)
  }
}
