import BackGestureEngine
import BackGestureModel
import Testing

@Suite struct RecognizerTests {
  private func fd() -> Driver {
    Driver(world(.fdFullscreen, screens: screens("A", "B"), stack: ["A", "B"]))
  }

  @Test("A tap fails with no outcome and the pan is possible again once the finger is up")
  func tap() throws {
    var d = fd()
    try d.down(1, 100, 300, at: 0)
    let s = try d.up(at: 50)
    #expect(s.pan == .possible)
    #expect(d.outcomes == [] && d.callbacks == [])
  }

  @Test("A second finger before the decision fails the pan at once with rule fingers")
  func secondFingerBeforeDecision() throws {
    var d = fd()
    try d.down(1, 100, 300, at: 0)
    var s = try d.down(2, 200, 300, at: 5)
    #expect(s.pan == .failed)
    #expect(d.outcomes == ["swipe:refused:fingers"])
    s = try d.move(1, 150, 300, at: 10)
    #expect(s.transition == nil)
    #expect(d.outcomes == ["swipe:refused:fingers"])
    try d.up(1, at: 20)
    #expect(try d.up(2, at: 30).pan == .possible)
  }

  @Test("A second finger after the begin neither moves the progress nor ends the gesture")
  func secondFingerAfterBegin() throws {
    var d = fd()
    try d.swipe(from: 100, to: 120, at: 0)
    try d.down(2, 200, 300, at: 20)
    var s = try d.move(2, 390, 300, at: 30)
    #expect(s.transition?.progress == 50)
    #expect(s.pan == .began)
    s = try d.up(2, at: 40)
    #expect(s.transition?.phase == .interactive)
    s = try d.move(1, 140, 300, at: 50)
    #expect(s.pan == .changed)
    #expect(s.transition?.progress == 100)
  }

  @Test("The tracked finger lifting with another finger down leaves the pan ended until all are up")
  func endedUntilAllUp() throws {
    var d = fd()
    try d.swipe(from: 100, to: 120, at: 0)
    try d.down(2, 200, 300, at: 20)
    var s = try d.up(1, at: 200)
    #expect(s.pan == .ended)
    #expect(s.transition?.phase == .cancelling)
    s = try d.up(2, at: 210)
    #expect(s.pan == .possible)
  }

  @Test("A finger that goes down while another is down is never tracked")
  func untrackedFinger() throws {
    var d = fd()
    try d.down(1, 100, 300, at: 0)
    try d.down(2, 100, 400, at: 5)
    try d.up(1, at: 10)
    try d.down(3, 100, 300, at: 20)
    let s = try d.move(3, 200, 300, at: 30)
    #expect(s.transition == nil)
    #expect(d.outcomes == ["swipe:refused:fingers"])
    #expect(s.fingers.map(\.id) == [2, 3])
  }

  @Test("The edge recognizer ignores a second finger")
  func edgeIgnoresSecondFinger() throws {
    var d = Driver(world(.delegateInterceptor, screens: screens("A", "B"), stack: ["A", "B"]))
    try d.down(1, 5, 300, at: 0)
    try d.down(2, 200, 300, at: 5)
    try d.move(2, 300, 300, at: 8)
    let s = try d.move(1, 30, 300, at: 10)
    #expect(s.edge == .began)
    #expect(s.pan == .disabled)
    #expect(s.transition?.progress == 62)
  }

  @Test("On a pad the failed pan defers to the edge still tracking the finger")
  func padPanDefersToEdge() throws {
    var d = Driver(
      world(.restoredEdge, device: pad, screens: screens("A", "B"), stack: ["A", "B"]))
    try d.down(1, 5, 300, at: 0)
    var s = try d.down(2, 500, 300, at: 5)
    #expect(s.pan == .failed)
    #expect(s.edge == .possible)
    #expect(d.outcomes == [])
    s = try d.move(1, 30, 300, at: 10)
    #expect(s.edge == .began)
    #expect(s.pan == .failed)
  }

  @Test("When the edge then refuses, its refusal is the attempt's only outcome")
  func padEdgeRefusalIsTheOutcome() throws {
    var d = Driver(
      world(.restoredEdge, device: pad, screens: screens("A", "B"), stack: ["A", "B"]))
    try d.down(1, 100, 300, at: 0)
    try d.down(2, 500, 300, at: 5)
    try d.move(1, 130, 300, at: 10)
    #expect(d.outcomes == ["swipe:refused:edgeZone"])
  }

  @Test("restoredEdge has no pan on phones: the edge's refusal is the outcome")
  func phoneHasNoPan() throws {
    var d = Driver(world(.restoredEdge, screens: screens("A", "B"), stack: ["A", "B"]))
    #expect(d.snapshot.pan == .disabled)
    try d.swipe(from: 100, to: 130, at: 0)
    #expect(d.outcomes == ["swipe:refused:edgeZone"])
    #expect(d.snapshot.transition == nil)
  }

  @Test("restoredEdge on a pad: the pan begins after the edge refuses its zone")
  func padPanBegins() throws {
    var d = Driver(
      world(.restoredEdge, device: pad, screens: screens("A", "B"), stack: ["A", "B"]))
    let s = try d.swipe(from: 100, to: 130, at: 0)
    #expect(s.edge == .failed)
    #expect(s.pan == .began)
    #expect(s.transition?.progress == 30)
    try d.up(at: 500)
    try d.wait(at: 1000)
    #expect(d.outcomes == ["swipe:cancelled"])
  }

  @Test("When the edge begins the pan fails silently")
  func edgeWinsSilently() throws {
    var d = Driver(
      world(.restoredEdge, device: pad, screens: screens("A", "B"), stack: ["A", "B"]))
    let s = try d.swipe(from: 5, to: 30, at: 0)
    #expect(s.edge == .began)
    #expect(s.pan == .failed)
    #expect(d.outcomes == [])
  }
}

@Suite struct LiftedTouchTests {
  @Test(
    "A finger id touching down again while another finger is down is a new, untracked touch ([G2], [G9])"
  )
  func sameIdAfterLiftIsUntracked() throws {
    let scrolling = screen(
      "C", content: [hscroll(Frame(x: 0, y: 0, width: 390, height: 200), content: 780)])
    var d = Driver(
      world(
        .delegateInterceptor, screens: [screen("A"), scrolling, screen("D")], stack: ["A", "C"]))
    try d.down(1, 5, 0, at: 0)  // the edge tracks finger 1, on C.1
    try d.down(2, 5, 422, at: 10)  // ignored by the edge
    try d.up(1, at: 20)  // a tap: the edge fails, finger 2 is still down
    try d.perform(.push("D"), instant: true, at: 30)
    try d.down(1, 5, 0, at: 40)  // a new touch on D: nothing tracks it
    let s = try d.move(1, 16, 0, at: 50)
    #expect(s.trackingItem == nil)
    #expect(s.edge == .failed)
    #expect(d.outcomes == ["push:done"])
  }
}
