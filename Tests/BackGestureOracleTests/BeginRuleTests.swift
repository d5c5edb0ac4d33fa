import BackGestureModel
import BackGestureOracle
import Testing

@Suite struct BeginRuleTests {
  private func outcome(_ world: World, _ steps: [Step]) throws -> EventLog<Outcome> {
    try Fixtures.final(world, steps).outcomes
  }

  private func twoScreens(_ preset: Preset = .fdFullscreen, top: ScreenSettings) -> World {
    Fixtures.world(
      preset, screens: [Screen(name: "A"), Screen(name: "B", settings: top)], stack: ["A", "B"])
  }

  @Test("A swipe on a one-screen root is refused by the root rule")
  func rootRefuses() throws {
    let world = Fixtures.world(.fdFullscreen, names: ["A"], stack: ["A"])
    #expect(
      try outcome(world, swipe(from: 100, through: [130]))
        == Fixtures.outcomes("swipe:refused:root"))
  }

  @Test("A swipe on a two-screen stack begins an interactive pop")
  func rootAllows() throws {
    let world = Fixtures.world(.fdFullscreen, names: ["A", "B"], stack: ["A", "B"])
    let snapshot = try Fixtures.final(world, swipe(from: 100, through: [130]))
    #expect(snapshot.pan == .began)
    #expect(snapshot.transition?.kind == .interactivePop)
    #expect(snapshot.transition?.phase == .interactive)
    #expect(snapshot.outcomes.isEmpty)
  }

  @Test("An opted-out top refuses; the screen below opting out does not")
  func optOut() throws {
    #expect(
      try outcome(
        twoScreens(top: ScreenSettings(popDisabled: true)), swipe(from: 100, through: [130]))
        == Fixtures.outcomes("swipe:refused:optOut"))
    let below = Fixtures.world(
      .fdFullscreen,
      screens: [Screen(name: "A", settings: ScreenSettings(popDisabled: true)), Screen(name: "B")],
      stack: ["A", "B"])
    #expect(try Fixtures.final(below, swipe(from: 100, through: [130])).pan == .began)
  }

  @Test("Max distance compares the point at the decision, strictly, and 0 or less is unlimited")
  func maxDistance() throws {
    let limited = twoScreens(top: ScreenSettings(maxDistance: 100))
    // Touch-down at 90 is inside, but the decision point 101 is beyond 100.
    #expect(
      try outcome(limited, swipe(from: 90, through: [101]))
        == Fixtures.outcomes("swipe:refused:maxDistance"))
    // The decision point 100 is exactly at the limit: it may begin.
    #expect(try Fixtures.final(limited, swipe(from: 89, through: [100])).pan == .began)
    for unlimited in [0, -5] {
      let world = twoScreens(top: ScreenSettings(maxDistance: unlimited))
      #expect(try Fixtures.final(world, swipe(from: 300, through: [350])).pan == .began)
    }
  }

  @Test("A swipe during an animated push is refused by the transition rule")
  func transition() throws {
    let world = Fixtures.world(.fdFullscreen, names: ["A", "B", "C"], stack: ["A", "B"])
    let steps = [op(.push("C"), at: 0)] + swipe(from: 100, through: [130], at: 10)
    #expect(try outcome(world, steps) == Fixtures.outcomes("push:done swipe:refused:transition"))
  }

  @Test("Backward or zero forward movement is refused by the direction rule")
  func direction() throws {
    let world = twoScreens(top: ScreenSettings())
    #expect(
      try outcome(world, swipe(from: 100, through: [89]))
        == Fixtures.outcomes("swipe:refused:direction"))
    let straightDown = [down(1, 100, 400, at: 0), move(1, 100, 411, at: 10)]
    #expect(try outcome(world, straightDown) == Fixtures.outcomes("swipe:refused:direction"))
    let barelyForward = [down(1, 100, 400, at: 0), move(1, 101, 411, at: 10)]
    #expect(try Fixtures.final(world, barelyForward).pan == .began)
  }

  @Test("A second finger before the decision fails the pan at once with the fingers rule")
  func fingers() throws {
    let world = twoScreens(top: ScreenSettings())
    let steps = [down(1, 100, 400, at: 0), down(2, 200, 400, at: 5)]
    let snapshot = try Fixtures.final(world, steps)
    #expect(snapshot.pan == .failed)
    #expect(snapshot.outcomes == Fixtures.outcomes("swipe:refused:fingers"))
    let later = try Fixtures.final(world, steps + [move(1, 150, 400, at: 10), up(1, at: 20)])
    #expect(later.transition == nil)
    #expect(later.pan == .failed)
    #expect(later.outcomes == Fixtures.outcomes("swipe:refused:fingers"))
    let allUp = try Fixtures.final(world, steps + [up(1, at: 20), up(2, at: 30)])
    #expect(allUp.pan == .possible)
  }

  @Test("A vetoing top refuses the swipe")
  func veto() throws {
    #expect(
      try outcome(twoScreens(top: ScreenSettings(veto: true)), swipe(from: 100, through: [130]))
        == Fixtures.outcomes("swipe:refused:veto"))
  }

  @Test("The rules are checked in the preset's order")
  func order() throws {
    // optOut comes before veto and direction.
    let world = twoScreens(top: ScreenSettings(popDisabled: true, veto: true))
    #expect(
      try outcome(world, swipe(from: 100, through: [89]))
        == Fixtures.outcomes("swipe:refused:optOut"))
    // isolatedContainers has no maxDistance rule.
    let isolated = twoScreens(.isolatedContainers, top: ScreenSettings(maxDistance: 50))
    #expect(try Fixtures.final(isolated, swipe(from: 100, through: [130])).pan == .began)
  }

  @Test("The edge zone admits a touch-down at 20 pt and refuses one at 21 pt")
  func edgeZone() throws {
    let world = Fixtures.world(.restoredEdge, names: ["A", "B"], stack: ["A", "B"])
    let refused = try Fixtures.final(world, swipe(from: 21, through: [40]))
    #expect(refused.outcomes == Fixtures.outcomes("swipe:refused:edgeZone"))
    #expect(refused.pan == .disabled)
    let began = try Fixtures.final(world, swipe(from: 20, through: [40]))
    #expect(began.edge == .began)
  }

  @Test("A replacing or hidden back button refuses the edge gesture; a supplementing one does not")
  func backButton() throws {
    for (back, refused) in [
      (ScreenSettings.BackButton.replacing, true), (.hidden, true), (.supplementing, false),
      (.system, false),
    ] {
      let world = twoScreens(.delegateInterceptor, top: ScreenSettings(back: back))
      let snapshot = try Fixtures.final(world, swipe(from: 5, through: [30]))
      if refused {
        #expect(snapshot.outcomes == Fixtures.outcomes("swipe:refused:backButton"))
      } else {
        #expect(snapshot.edge == .began)
      }
    }
  }

  @Test("The page flag rule refuses when the top's did-appear turned the flag off")
  func pageFlag() throws {
    let world = twoScreens(.restoredEdge, top: ScreenSettings(popDisabled: true))
    let snapshot = try Fixtures.final(world, swipe(from: 5, through: [30]))
    #expect(snapshot.current.pageFlag == false)
    #expect(snapshot.outcomes == Fixtures.outcomes("swipe:refused:pageFlag"))
  }

  @Test("A touch that begins on a slider's knob is lost to it before any rule; its track is not")
  func control() throws {
    let slider = ContentItem.control(
      Control(kind: .slider, frame: Frame(x: 0, y: 380, width: 400, height: 40)))
    let world = Fixtures.world(
      .fdFullscreen,
      screens: [
        Screen(name: "A"),
        Screen(name: "B", settings: ScreenSettings(veto: true), content: [slider]),
      ],
      stack: ["A", "B"])
    // The knob: centre 0 + 500*400/1000 = 200, 400, so 176 <= x < 224 ([C4]).
    let snapshot = try Fixtures.final(world, swipe(from: 200, through: [230, 300]))
    #expect(snapshot.outcomes == Fixtures.outcomes("swipe:lost:control"))
    #expect(snapshot.trackingItem == nil)
    let track = try Fixtures.final(world, swipe(from: 100, through: [130, 200]))
    #expect(track.outcomes == Fixtures.outcomes("swipe:refused:veto"))
    let beside = try Fixtures.final(world, [down(1, 100, 420, at: 0), move(1, 130, 420, at: 10)])
    #expect(beside.outcomes == Fixtures.outcomes("swipe:refused:veto"))
  }
}
