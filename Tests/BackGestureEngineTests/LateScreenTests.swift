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
    var d = Driver(world(.fdFullscreen, screens: [screen("A"), screen("B", late)], stack: ["A", "B"]))
    #expect(d.snapshot.screen(named: "B")?.loaded == true)
    #expect(d.callbacks == [])
    try d.swipe(from: 100, to: 120, at: 0)
    #expect(d.outcomes == ["swipe:refused:optOut"])
  }

  @Test("Before it loads, a late screen reads popDisabled no: a new presentation's flag starts on")
  func effectiveBeforeLoad() throws {
    var lateWorld = Driver(
      world(.restoredEdge, screens: [screen("A"), screen("P", late)], stack: ["A"]))
    var s = try lateWorld.perform(.present(["P"]), at: 0)
    #expect(s.containers[1].pageFlag == true)
    s = try lateWorld.wait(at: 350)
    #expect(s.containers[1].pageFlag == false)
    var eager = Driver(
      world(.restoredEdge, screens: [screen("A"), screen("P", ScreenSettings(popDisabled: true))], stack: ["A"]))
    s = try eager.perform(.present(["P"]), at: 0)
    #expect(s.containers[1].pageFlag == false)
  }

  @Test("The snapshot shows the configured settings, not the effective ones")
  func snapshotShowsConfigured() throws {
    let d = Driver(world(.fdFullscreen, screens: [screen("A"), screen("B", late)], stack: ["A"]))
    #expect(d.snapshot.screen(named: "B")?.settings == late)
  }
}
