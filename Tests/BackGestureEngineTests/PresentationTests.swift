import BackGestureEngine
import BackGestureModel
import Testing

@Suite struct PresentationTests {
  private func driver(_ preset: Preset, presented: [String]) -> Driver {
    Driver(
      world(
        preset,
        screens: [
          screen("A", ScreenSettings(bar: .hidden, style: 1)),
          screen("P", ScreenSettings(style: 2)),
          screen("Q", ScreenSettings(style: 3)),
        ], stack: ["A"], presentations: [presented]))
  }

  @Test("isolatedContainers: a swipe on a one-screen presentation dismisses it")
  func swipeDismisses() throws {
    var d = driver(.isolatedContainers, presented: ["P"])
    #expect(d.snapshot.containers.map(\.barStyle) == [1, 2])
    #expect(d.snapshot.screen(named: "A")?.appearance == .disappeared)
    try d.down(1, 100, 300, at: 0)
    var s = try d.move(1, 120, 300, at: 16)
    #expect(
      s.transition
        == TransitionState(
          kind: .interactiveDismiss, container: 1, from: "P", to: "A", phase: .interactive,
          progress: 50, duration: 350, endsAt: nil))
    #expect(d.callbacks == ["P.willDisappear", "A.willAppear"])
    #expect(s.containers.map(\.transitioning) == [false, true])
    #expect(s.screen(named: "P")?.beingPopped == false)
    try d.move(1, 301, 300, at: 20)
    s = try d.up(at: 200)
    #expect(s.transition?.endsAt == 374)
    s = try d.wait(at: 374)
    #expect(d.stacks == [["A"]])
    #expect(d.callbacks == ["P.willDisappear", "A.willAppear", "P.didDisappear", "A.didAppear"])
    #expect(d.outcomes == ["swipe:finished"])
    #expect(s.screen(named: "A")?.appearance == .appeared)
    #expect(s.screen(named: "P")?.appearance == .disappeared)
  }

  @Test("A cancelled dismiss swipe logs the reverse callbacks and keeps the presentation")
  func cancelledDismiss() throws {
    var d = driver(.isolatedContainers, presented: ["P"])
    let before = d.snapshot
    try d.swipe(from: 100, to: 120, at: 0)
    try d.up(at: 200)
    let s = try d.wait(at: 300)
    #expect(
      d.callbacks == [
        "P.willDisappear", "A.willAppear", "A.willDisappear", "P.willAppear", "A.didDisappear",
        "P.didAppear",
      ])
    #expect(d.outcomes == ["swipe:cancelled"])
    #expect(s.containers == before.containers)
  }

  @Test("With two screens the swipe pops inside the presentation")
  func popInsidePresentation() throws {
    var d = driver(.isolatedContainers, presented: ["P", "Q"])
    let s = try d.swipe(from: 100, to: 120, at: 0)
    #expect(s.transition?.kind == .interactivePop)
    #expect(s.transition?.container == 1)
    #expect(d.callbacks == ["willShow(P)", "Q.willDisappear", "P.load", "P.willAppear"])
    #expect(s.containers[1].barStyle == 2)
    #expect(s.containers[0].barStyle == 1)
  }

  @Test("Other presets refuse a one-screen presentation with rule root")
  func otherPresetsRefuse() throws {
    var d = driver(.fdFullscreen, presented: ["P"])
    try d.swipe(from: 100, to: 120, at: 0)
    #expect(d.outcomes == ["swipe:refused:root"])
  }

  @Test("The root container is never dismissed by a swipe")
  func rootNeverDismissed() throws {
    var d = Driver(world(.isolatedContainers, screens: screens("A"), stack: ["A"]))
    try d.swipe(from: 100, to: 120, at: 0)
    #expect(d.outcomes == ["swipe:refused:root"])
  }

  @Test("Touches hit the current screen of the top-most presentation")
  func touchesGoToCurrent() throws {
    let slider = ContentItem.control(
      Control(kind: .slider, frame: Frame(x: 0, y: 250, width: 400, height: 100)))
    var d = Driver(
      world(
        .isolatedContainers, screens: [screen("A"), screen("P", content: [slider])], stack: ["A"],
        presentations: [["P"]]))
    // On the slider's knob: centre 200, 300 ([C4]).
    try d.swipe(from: 200, to: 220, at: 0)
    #expect(d.outcomes == ["swipe:lost:control"])
  }
}
