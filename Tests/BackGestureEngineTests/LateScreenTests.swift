import BackGestureEngine
import BackGestureModel
import Testing

@Suite struct LateScreenTests {
  private let late = ScreenSettings(popDisabled: true, maxDistance: 30, late: true)

  @Test("A late screen pushed without animation is loaded by its will-appear, so its opt-out holds")
  func instantPushLoads() throws {
    var d = Driver(world(.fdFullscreen, screens: [screen("A"), screen("B", late)], stack: ["A"]))
    #expect(d.snapshot.screen(named: "B")?.loaded == false)
    try d.perform(.push("B"), instant: true, at: 0)
    #expect(d.snapshot.screen(named: "B")?.loaded == true)
    try d.swipe(from: 100, to: 120, at: 10)
    #expect(d.outcomes == ["push:done", "swipe:refused:optOut"])
  }

  @Test("A late top of the initial world is loaded at time 0 and its settings hold")
  func initialTopLoaded() throws {
    var d = Driver(
      world(.fdFullscreen, screens: [screen("A"), screen("B", late)], stack: ["A", "B"]))
    #expect(d.snapshot.screen(named: "B")?.loaded == true)
    #expect(d.callbacks == [])
    try d.swipe(from: 100, to: 120, at: 0)
    #expect(d.outcomes == ["swipe:refused:optOut"])
  }

  @Test("A new presentation's page flag starts on and its top's did-appear sets it, late or not")
  func presentationPageFlag() throws {
    for settings in [late, ScreenSettings(popDisabled: true)] {
      var d = Driver(
        world(.restoredEdge, screens: [screen("A"), screen("P", settings)], stack: ["A"]))
      var s = try d.perform(.present(["P"]), at: 0)
      #expect(s.containers[1].pageFlag == true)
      s = try d.wait(at: 350)
      #expect(s.containers[1].pageFlag == false)
    }
  }

  @Test("The snapshot shows the configured settings, not the effective ones")
  func snapshotShowsConfigured() throws {
    let d = Driver(world(.fdFullscreen, screens: [screen("A"), screen("B", late)], stack: ["A"]))
    #expect(d.snapshot.screen(named: "B")?.settings == late)
  }
}
