import BackGestureModel
import BackGestureOracle
import Testing

@Suite struct PresentationTests {
  @Test("isolatedContainers dismisses a one-screen presentation by swipe")
  func dismissBySwipe() throws {
    let world = Fixtures.world(
      .isolatedContainers, names: ["A", "P"], stack: ["A"], presentations: [["P"]])
    let steps = swipe(from: 50, through: [61, 300]) + [up(1, at: 200)]
    let s = try Oracle.run(world, steps + [wait(at: 330), wait(at: 331)])
    #expect(s[1].transition?.kind == .interactiveDismiss)
    #expect(s[1].transition?.container == 1)
    #expect(s[1].transition?.from == "P" && s[1].transition?.to == "A")
    #expect(s[1].containers.map(\.transitioning) == [false, true])
    #expect(s[1].callbacks == Fixtures.log("P.willDisappear A.willAppear"))
    #expect(s[1].screen(named: "P")?.beingPopped == false)
    // Progress 625: finishing takes 375 * 350 / 1000 = 131.25, so 131 ms.
    #expect(s[3].transition?.phase == .finishing)
    #expect(s[3].transition?.endsAt == 331)
    #expect(s[4].containers.count == 2)
    #expect(s[5].containers.map(\.stack) == [["A"]])
    #expect(
      s[5].callbacks == Fixtures.log("P.willDisappear A.willAppear P.didDisappear A.didAppear"))
    #expect(s[5].outcomes == Fixtures.outcomes("swipe:finished"))
  }

  @Test("A cancelled swipe dismiss keeps the presentation")
  func cancelledDismiss() throws {
    let world = Fixtures.world(
      .isolatedContainers, names: ["A", "P"], stack: ["A"], presentations: [["P"]])
    let snapshot = try Fixtures.final(
      world, swipe(from: 50, through: [61, 100]) + [up(1, at: 200), wait(at: 1000)])
    #expect(snapshot.containers.map(\.stack) == [["A"], ["P"]])
    #expect(
      snapshot.callbacks
        == Fixtures.log(
          "P.willDisappear A.willAppear A.willDisappear P.willAppear A.didDisappear P.didAppear"))
    #expect(snapshot.outcomes == Fixtures.outcomes("swipe:cancelled"))
  }

  @Test("A swipe on a presentation of two screens pops inside it")
  func popInside() throws {
    let world = Fixtures.world(
      .isolatedContainers, names: ["A", "P", "Q"], stack: ["A"], presentations: [["P", "Q"]])
    let snapshot = try Fixtures.final(world, swipe(from: 50, through: [61]))
    #expect(snapshot.transition?.kind == .interactivePop)
    #expect(snapshot.transition?.container == 1)
    #expect(snapshot.screen(named: "Q")?.beingPopped == true)
    #expect(snapshot.callbacks == Fixtures.log("willShow(P) Q.willDisappear P.load P.willAppear"))
  }

  @Test("Presets that do not dismiss refuse a swipe on a one-screen presentation with root")
  func rootUnderNonDismissingPreset() throws {
    let world = Fixtures.world(
      .fdFullscreen, names: ["A", "P"], stack: ["A"], presentations: [["P"]])
    #expect(
      try Fixtures.final(world, swipe(from: 50, through: [61])).outcomes
        == Fixtures.outcomes("swipe:refused:root"))
  }

  @Test("Touches go to the current container: the top of the top-most presentation")
  func currentScreen() throws {
    let screens = [
      Screen(name: "A"), Screen(name: "B"),
      Screen(name: "P", settings: ScreenSettings(veto: true)), Screen(name: "Q"),
    ]
    let world = Fixtures.world(
      .fdFullscreen, screens: screens, stack: ["A", "B"], presentations: [["Q", "P"]])
    let start = Oracle.start(world).snapshot
    #expect(start.screen(named: "P")?.appearance == .appeared)
    #expect(start.screen(named: "B")?.appearance == .disappeared)
    #expect(start.screen(named: "A")?.appearance == ScreenState.Appearance.none)
    #expect(start.screens.map(\.loaded) == [false, true, true, false])
    #expect(
      try Fixtures.final(world, swipe(from: 50, through: [61])).outcomes
        == Fixtures.outcomes("swipe:refused:veto"))
  }
}
