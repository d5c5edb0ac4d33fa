import BackGestureEngine
import BackGestureModel
import Testing

@Suite struct ControlTests {
  private let slider = ContentItem.control(
    Control(kind: .slider, frame: Frame(x: 0, y: 400, width: 400, height: 40)))

  @Test("A touch that begins on a control is lost to it")
  func controlOwnsTouch() throws {
    var d = Driver(
      world(
        .fdFullscreen, screens: [screen("A"), screen("B", content: [slider])], stack: ["A", "B"]))
    let s = try d.swipe(from: 100, to: 150, y: 420, at: 0)
    #expect(d.outcomes == ["swipe:lost:control"])
    #expect(s.trackingItem == nil)
    #expect(s.transition == nil)
  }

  @Test("The control rule comes before every begin rule, even root")
  func controlBeforeRoot() throws {
    var d = Driver(world(.fdFullscreen, screens: [screen("A", content: [slider])], stack: ["A"]))
    try d.swipe(from: 100, to: 150, y: 420, at: 0)
    #expect(d.outcomes == ["swipe:lost:control"])
  }

  @Test("The first item in declaration order wins the hit test")
  func hitTestOrder() throws {
    let cell = ContentItem.control(
      Control(kind: .swipecell, frame: Frame(x: 0, y: 100, width: 400, height: 50)))
    var d = Driver(
      world(
        .fdFullscreen, screens: [screen("A"), screen("B", content: [cell, hscroll(offset: 0)])],
        stack: ["A", "B"]))
    try d.swipe(from: 100, to: 150, y: 120, at: 0)
    #expect(d.outcomes == ["swipe:lost:control"])
    try d.up(at: 20)
    // Below the cell, the scroll view at its edge yields.
    #expect(try d.swipe(from: 100, to: 150, y: 160, at: 30).pan == .began)
  }

  @Test("The edge recognizer loses to a control too")
  func edgeLosesToControl() throws {
    let edgeSlider = ContentItem.control(
      Control(kind: .slider, frame: Frame(x: 0, y: 400, width: 400, height: 40)))
    var d = Driver(
      world(
        .delegateInterceptor, screens: [screen("A"), screen("B", content: [edgeSlider])],
        stack: ["A", "B"]))
    try d.swipe(from: 5, to: 40, y: 420, at: 0)
    #expect(d.outcomes == ["swipe:lost:control"])
  }
}
