import BackGestureEngine
import BackGestureModel
import Testing

@Suite struct PageFlagTests {
  private func driver(_ preset: Preset = .restoredEdge, stack: [String]) -> Driver {
    Driver(
      world(
        preset,
        screens: [screen("A"), screen("B", ScreenSettings(popDisabled: true)), screen("C")],
        stack: stack))
  }

  @Test("Did-appear of a screen that allows the gesture turns the flag back on")
  func pushTurnsFlagOn() throws {
    var d = driver(stack: ["A", "B"])
    #expect(d.snapshot.containers[0].pageFlag == false)
    try d.perform(.push("C"), instant: true, at: 0)
    #expect(d.snapshot.containers[0].pageFlag == true)
    #expect(try d.swipe(from: 5, to: 30, at: 10).edge == .began)
  }

  @Test("Will-disappear turns the flag on; did-appear of an opted-out screen turns it off")
  func flagFollowsHooks() throws {
    var d = driver(stack: ["A", "B", "C"])
    var s = try d.perform(.pop, at: 0)
    #expect(s.containers[0].pageFlag == true)
    s = try d.wait(at: 350)
    #expect(s.containers[0].pageFlag == false)
  }

  @Test(
    "A finished swipe revealing an opted-out screen turns the flag off; a cancelled one keeps it on"
  )
  func swipeHooks() throws {
    var finished = driver(stack: ["A", "B", "C"])
    try finished.swipe(from: 5, to: 305, at: 0)
    try finished.up(at: 200)
    #expect(try finished.wait(at: 1000).containers[0].pageFlag == false)
    var cancelled = driver(stack: ["A", "B", "C"])
    try cancelled.swipe(from: 5, to: 30, at: 0)
    try cancelled.up(at: 200)
    #expect(try cancelled.wait(at: 1000).containers[0].pageFlag == true)
  }

  @Test("Without the hooks the flag stays on")
  func noHooks() throws {
    var d = driver(.fdFullscreen, stack: ["A", "B"])
    #expect(d.snapshot.containers[0].pageFlag == true)
    try d.perform(.push("C"), instant: true, at: 0)
    try d.perform(.pop, instant: true, at: 1)
    #expect(d.snapshot.containers[0].pageFlag == true)
  }
}
