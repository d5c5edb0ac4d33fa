import BackGestureEngine
import BackGestureModel
import Testing

@Suite struct ControlTests {
  /// A slider whose knob rests in the middle: centre 200, 420, so 176 <= x < 224 ([C4]).
  private let slider = ContentItem.control(
    Control(kind: .slider, frame: Frame(x: 0, y: 400, width: 400, height: 40)))

  @Test("A touch that begins on a slider's knob is lost to it")
  func controlOwnsTouch() throws {
    var d = Driver(
      world(
        .fdFullscreen, screens: [screen("A"), screen("B", content: [slider])], stack: ["A", "B"]))
    let s = try d.swipe(from: 176, to: 226, y: 420, at: 0)
    #expect(d.outcomes == ["swipe:lost:control"])
    #expect(s.trackingItem == nil)
    #expect(s.transition == nil)
  }

  @Test("The control rule comes before every begin rule, even root")
  func controlBeforeRoot() throws {
    var d = Driver(world(.fdFullscreen, screens: [screen("A", content: [slider])], stack: ["A"]))
    try d.swipe(from: 200, to: 250, y: 420, at: 0)
    #expect(d.outcomes == ["swipe:lost:control"])
  }

  @Test("A slider's track leaves the drag to the pan, one point left of the knob or right of it")
  func trackLeavesDrag() throws {
    for (from, to) in [(175, 225), (224, 274)] {
      var d = Driver(
        world(
          .fdFullscreen, screens: [screen("A"), screen("B", content: [slider])],
          stack: ["A", "B"]))
      // From 175 the decision point 225 is past the knob; from 224 the finger never meets it.
      #expect(try d.swipe(from: from, to: to, y: 420, at: 0).pan == .began, "from \(from)")
    }
  }

  @Test("A drag from the track that reaches the knob by the decision is the slider's when sideways")
  func trackIntoKnob() throws {
    var sideways = Driver(
      world(
        .fdFullscreen, screens: [screen("A"), screen("B", content: [slider])], stack: ["A", "B"]))
    try sideways.swipe(from: 160, to: 180, y: 420, at: 0)
    #expect(sideways.outcomes == ["swipe:lost:control"])
    var steep = Driver(
      world(
        .fdFullscreen, screens: [screen("A"), screen("B", content: [slider])], stack: ["A", "B"]))
    try steep.down(1, 170, 400, at: 0)
    // |dx| 11 is not more than |dy| 11.
    #expect(try steep.move(1, 181, 411, at: 16).pan == .began)
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
    // The knob at the leading end: centre 0, 420, so -24 <= x < 24 ([C4]).
    let edgeSlider = ContentItem.control(
      Control(kind: .slider, frame: Frame(x: 0, y: 400, width: 400, height: 40), value: 0))
    var d = Driver(
      world(
        .delegateInterceptor, screens: [screen("A"), screen("B", content: [edgeSlider])],
        stack: ["A", "B"]))
    try d.swipe(from: 5, to: 40, y: 420, at: 0)
    #expect(d.outcomes == ["swipe:lost:control"])
  }
}
