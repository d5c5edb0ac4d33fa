import BackGestureEngine
import BackGestureModel
import Testing

@Suite struct BeginRuleTests {
  private func fd(top settings: ScreenSettings, stack: [String] = ["A", "B"]) -> Driver {
    Driver(world(.fdFullscreen, screens: [screen("A"), screen("B", settings)], stack: stack))
  }

  @Test("A one-screen root refuses with rule root and logs nothing")
  func rootRefuses() throws {
    var d = Driver(world(.fdFullscreen, screens: screens("A", "B"), stack: ["A"]))
    let s = try d.swipe(from: 100, to: 120, at: 0)
    #expect(d.outcomes == ["swipe:refused:root"])
    #expect(d.callbacks == [])
    #expect(s.pan == .failed)
    #expect(s.transition == nil)
  }

  @Test("An opted-out top refuses with rule optOut")
  func optOutRefuses() throws {
    var d = fd(top: ScreenSettings(popDisabled: true))
    try d.swipe(from: 100, to: 120, at: 0)
    #expect(d.outcomes == ["swipe:refused:optOut"])
  }

  @Test("Rules refuse in the preset's order: optOut before veto")
  func ruleOrder() throws {
    var d = fd(top: ScreenSettings(popDisabled: true, veto: true))
    try d.swipe(from: 100, to: 120, at: 0)
    #expect(d.outcomes == ["swipe:refused:optOut"])
  }

  @Test("Max distance reads the current point: exactly at the maximum may begin")
  func maxDistanceExactlyAtMax() throws {
    var d = fd(top: ScreenSettings(maxDistance: 50))
    let s = try d.swipe(from: 39, to: 50, at: 0)
    #expect(s.pan == .began)
    #expect(s.transition?.kind == .interactivePop)
  }

  @Test("Max distance refuses one point past the maximum")
  func maxDistanceOnePast() throws {
    var d = fd(top: ScreenSettings(maxDistance: 50))
    try d.swipe(from: 40, to: 51, at: 0)
    #expect(d.outcomes == ["swipe:refused:maxDistance"])
  }

  @Test("Max distance uses the location at the decision, not the touch-down")
  func maxDistanceAtDecision() throws {
    var d = fd(top: ScreenSettings(maxDistance: 50))
    try d.swipe(from: 45, to: 56, at: 0)
    #expect(d.outcomes == ["swipe:refused:maxDistance"])
  }

  @Test("Max distance 0 is unlimited")
  func maxDistanceZero() throws {
    var d = fd(top: ScreenSettings(maxDistance: 0))
    #expect(try d.swipe(from: 300, to: 320, at: 0).pan == .began)
  }

  @Test("A negative max distance reads as 0, which is unlimited")
  func maxDistanceNegative() throws {
    var d = fd(top: ScreenSettings(maxDistance: -5))
    #expect(try d.swipe(from: 300, to: 320, at: 0).pan == .began)
  }

  @Test("A swipe during an animated push refuses with rule transition")
  func transitionRefuses() throws {
    var e = Driver(world(.fdFullscreen, screens: screens("A", "B", "C"), stack: ["A", "B"]))
    try e.perform(.push("C"), at: 0)
    let s = try e.swipe(from: 100, to: 120, at: 10)
    #expect(e.outcomes == ["push:done", "swipe:refused:transition"])
    #expect(s.transition?.kind == .push)
  }

  @Test("A backward or purely vertical move refuses with rule direction")
  func directionRefuses() throws {
    var back = fd(top: ScreenSettings())
    try back.swipe(from: 100, to: 89, at: 0)
    #expect(back.outcomes == ["swipe:refused:direction"])
    var vertical = fd(top: ScreenSettings())
    try vertical.down(1, 100, 300, at: 0)
    try vertical.move(1, 100, 320, at: 10)
    #expect(vertical.outcomes == ["swipe:refused:direction"])
  }

  @Test("A vetoing top refuses with rule veto")
  func vetoRefuses() throws {
    var d = fd(top: ScreenSettings(veto: true))
    try d.swipe(from: 100, to: 120, at: 0)
    #expect(d.outcomes == ["swipe:refused:veto"])
    #expect(d.stacks == [["A", "B"]])
  }

  @Test("A replacing or hidden back button stops the edge; a supplementing one does not")
  func backButton() throws {
    for (back, outcome) in [
      (ScreenSettings.BackButton.replacing, "swipe:refused:backButton"),
      (.hidden, "swipe:refused:backButton"),
    ] {
      var d = Driver(
        world(
          .delegateInterceptor, screens: [screen("A"), screen("B", ScreenSettings(back: back))],
          stack: ["A", "B"]))
      try d.swipe(from: 5, to: 30, at: 0)
      #expect(d.outcomes == [outcome])
    }
    var d = Driver(
      world(
        .delegateInterceptor,
        screens: [screen("A"), screen("B", ScreenSettings(back: .supplementing))],
        stack: ["A", "B"]))
    #expect(try d.swipe(from: 5, to: 30, at: 0).edge == .began)
  }

  @Test("A policy that keeps UIKit's delegate refuses the edge while the bar is hidden")
  func barHidden() throws {
    // privateHandler's bar policy hides the bar for B; its pan is replaced by the edge
    // with UIKit's gate.
    var policy = GesturePolicy.preset(.privateHandler)
    policy.pan = .off
    policy.edgeEnabled = true
    policy.edgeRules = [.root, .barHidden, .edgeZone, .transition, .direction]
    for (bar, hidden) in [(ScreenSettings.BarPreference.hidden, true), (.visible, false)] {
      var d = Driver(
        world(
          .privateHandler, screens: [screen("A"), screen("B", ScreenSettings(bar: bar))],
          stack: ["A", "B"]), policy: policy)
      let s = try d.swipe(from: 5, to: 30, at: 0)
      #expect(s.containers[0].barHidden == hidden)
      #expect(hidden ? d.outcomes == ["swipe:refused:barHidden"] : s.edge == .began)
    }
  }

  @Test("The edge zone is 20 pt from the touch-down: 20 begins, 21 refuses")
  func edgeZone() throws {
    var inside = Driver(world(.delegateInterceptor, screens: screens("A", "B"), stack: ["A", "B"]))
    #expect(try inside.swipe(from: 20, to: 40, at: 0).edge == .began)
    var outside = Driver(
      world(.delegateInterceptor, screens: screens("A", "B"), stack: ["A", "B"]))
    try outside.swipe(from: 21, to: 40, at: 0)
    #expect(outside.outcomes == ["swipe:refused:edgeZone"])
  }

  @Test("A page flag turned off by an opted-out top refuses with rule pageFlag")
  func pageFlagRefuses() throws {
    var d = Driver(
      world(
        .restoredEdge, screens: [screen("A"), screen("B", ScreenSettings(popDisabled: true))],
        stack: ["A", "B"]))
    #expect(d.snapshot.containers[0].pageFlag == false)
    try d.swipe(from: 5, to: 30, at: 0)
    #expect(d.outcomes == ["swipe:refused:pageFlag"])
  }

  @Test("The root rule of the edge recognizer comes before its edge zone")
  func edgeRootFirst() throws {
    var d = Driver(world(.delegateInterceptor, screens: screens("A"), stack: ["A"]))
    try d.swipe(from: 100, to: 130, at: 0)
    #expect(d.outcomes == ["swipe:refused:root"])
  }
}
