import BackGestureEngine
import BackGestureModel
import Testing

@Suite struct LayoutDirectionTests {
  private func rtl(
    _ preset: Preset = .fdFullscreen, top: ScreenSettings = ScreenSettings()
  ) -> Driver {
    Driver(
      world(preset, device: rtlPhone, screens: [screen("A"), screen("B", top)], stack: ["A", "B"]))
  }

  @Test("In RTL a leftward swipe is forward")
  func leftwardIsForward() throws {
    var d = rtl()
    let s = try d.swipe(from: 300, to: 280, at: 0)
    #expect(s.pan == .began)
    #expect(s.transition?.progress == 50)
  }

  @Test("In RTL a rightward swipe is refused by direction")
  func rightwardRefused() throws {
    var d = rtl()
    try d.swipe(from: 300, to: 320, at: 0)
    #expect(d.outcomes == ["swipe:refused:direction"])
  }

  @Test("In RTL max distance is measured from the right edge")
  func rtlMaxDistance() throws {
    var far = rtl(top: ScreenSettings(maxDistance: 50))
    try far.swipe(from: 360, to: 349, at: 0)
    #expect(far.outcomes == ["swipe:refused:maxDistance"])
    var near = rtl(top: ScreenSettings(maxDistance: 50))
    #expect(try near.swipe(from: 361, to: 350, at: 0).pan == .began)
  }

  @Test("In RTL the edge zone is at the right edge")
  func rtlEdgeZone() throws {
    var inside = rtl(.delegateInterceptor)
    #expect(try inside.swipe(from: 380, to: 350, at: 0).edge == .began)
    var outside = rtl(.delegateInterceptor)
    try outside.swipe(from: 379, to: 350, at: 0)
    #expect(outside.outcomes == ["swipe:refused:edgeZone"])
  }

  @Test("In RTL a fast leftward release finishes")
  func rtlVelocity() throws {
    var d = rtl()
    try d.down(1, 300, 300, at: 0)
    try d.move(1, 280, 300, at: 10)
    try d.move(1, 260, 300, at: 20)
    #expect(try d.up(at: 30).transition?.phase == .finishing)
  }
}
