import BackGestureEngine
import BackGestureModel
import Testing

@Suite struct InteractiveTransitionTests {
  /// A over B; A hides the bar with style 1, B shows it with style 2.
  private func barWorld(_ preset: Preset = .fdFullscreen) -> Driver {
    Driver(
      world(
        preset,
        screens: [
          screen("A", ScreenSettings(bar: .hidden, style: 1)),
          screen("B", ScreenSettings(bar: .visible, style: 2)),
        ], stack: ["A", "B"]))
  }

  @Test(
    "The begin logs will-show, will-disappear, load and will-appear and applies the revealed bar")
  func beginSequence() throws {
    var d = barWorld()
    #expect(d.snapshot.containers[0].barHidden == false)
    #expect(d.snapshot.containers[0].barStyle == 2)
    try d.down(1, 100, 300, at: 0)
    let s = try d.move(1, 120, 300, at: 16)
    #expect(d.callbacks == ["willShow(A)", "B.willDisappear", "A.load", "A.willAppear"])
    #expect(
      s.transition
        == TransitionState(
          kind: .interactivePop, container: 0, from: "B", to: "A", phase: .interactive,
          progress: 50, duration: 350, endsAt: nil))
    #expect(s.containers[0].transitioning)
    #expect(s.containers[0].barHidden && s.containers[0].barStyle == 1)
    #expect(s.screen(named: "B")?.beingPopped == true)
    #expect(s.screen(named: "B")?.appearance == .disappearing)
    #expect(s.screen(named: "A")?.appearance == .appearing)
    #expect(s.screen(named: "A")?.loaded == true)
    #expect(s.pan == .began)
    #expect(d.outcomes == [])
  }

  @Test("A move of exactly the slop does not decide; one more point does, at the current location")
  func slop() throws {
    var d = barWorld()
    try d.down(1, 100, 300, at: 0)
    #expect(try d.move(1, 110, 300, at: 10).pan == .possible)
    #expect(try d.move(1, 100, 310, at: 20).pan == .possible)
    #expect(d.callbacks == [] && d.outcomes == [])
    let s = try d.move(1, 111, 300, at: 30)
    #expect(s.pan == .began)
    #expect(s.transition?.progress == 27)
  }

  @Test("A vertical move of 11 pt decides")
  func verticalSlop() throws {
    var d = barWorld()
    try d.down(1, 100, 300, at: 0)
    try d.move(1, 100, 311, at: 10)
    #expect(d.outcomes == ["swipe:refused:direction"])
  }

  @Test("Progress follows the finger, may go down, and is clamped to 0...1000")
  func progressArithmetic() throws {
    var d = barWorld()
    try d.swipe(from: 100, to: 120, at: 0)
    var s = try d.move(1, 150, 300, at: 20)
    #expect(s.pan == .changed)
    #expect(s.transition?.progress == 125)
    s = try d.move(1, 90, 300, at: 30)
    #expect(s.transition?.progress == 0)
    s = try d.move(1, 600, 300, at: 40)
    #expect(s.transition?.progress == 1000)
    s = try d.move(1, 101, 300, at: 50)
    #expect(s.transition?.progress == 2)
  }

  @Test("A half swipe with a resting finger cancels, restores the bar and completes later")
  func halfSwipeCancels() throws {
    var d = barWorld()
    try d.down(1, 100, 300, at: 0)
    try d.move(1, 120, 300, at: 16)
    try d.move(1, 150, 300, at: 32)
    var s = try d.up(at: 200)
    #expect(s.transition?.phase == .cancelling)
    #expect(s.transition?.endsAt == 243)
    #expect(s.containers[0].barHidden == false && s.containers[0].barStyle == 2)
    #expect(s.containers[0].transitioning)
    #expect(s.pan == .possible)
    #expect(
      d.callbacks == [
        "willShow(A)", "B.willDisappear", "A.load", "A.willAppear", "A.willDisappear",
        "B.willAppear",
      ])
    #expect(d.outcomes == [])
    s = try d.wait(at: 242)
    #expect(s.transition?.phase == .cancelling)
    s = try d.wait(at: 243)
    #expect(s.transition == nil)
    #expect(d.outcomes == ["swipe:cancelled"])
    #expect(Array(d.callbacks.suffix(2)) == ["A.didDisappear", "B.didAppear"])
    #expect(d.stacks == [["A", "B"]])
    #expect(!s.containers[0].transitioning)
    #expect(s.screen(named: "B")?.beingPopped == false)
    #expect(s.screen(named: "B")?.appearance == .appeared)
    #expect(s.screen(named: "A")?.appearance == .disappeared)
  }

  @Test("A cancel restores the bar even when the top's preference is unset")
  func cancelRestoresUnsetBar() throws {
    var d = Driver(
      world(
        .fdFullscreen,
        screens: [
          screen("A", ScreenSettings(bar: .hidden, style: 1)),
          screen("B", ScreenSettings(style: 3)),
        ],
        stack: ["A", "B"]))
    try d.swipe(from: 100, to: 120, at: 0)
    #expect(d.snapshot.containers[0].barHidden == true)
    let s = try d.up(at: 200)
    #expect(s.containers[0].barHidden == false)
    #expect(s.containers[0].barStyle == 3)
  }

  @Test("Past 500‰ a release finishes; the pop completes at its end time")
  func finishByDistance() throws {
    var d = barWorld()
    try d.down(1, 100, 300, at: 0)
    try d.move(1, 301, 300, at: 16)
    var s = try d.up(at: 200)
    #expect(s.transition?.phase == .finishing)
    #expect(s.transition?.progress == 502)
    #expect(s.transition?.endsAt == 374)
    #expect(s.containers[0].barHidden == true && s.containers[0].barStyle == 1)
    s = try d.wait(at: 374)
    #expect(s.transition == nil)
    #expect(d.stacks == [["A"]])
    #expect(
      d.callbacks == [
        "willShow(A)", "B.willDisappear", "A.load", "A.willAppear", "B.didDisappear",
        "A.didAppear", "didShow(A)",
      ])
    #expect(d.outcomes == ["swipe:finished"])
    #expect(s.screen(named: "B")?.beingPopped == false)
    #expect(s.screen(named: "B")?.appearance == .disappeared)
    #expect(s.screen(named: "A")?.appearance == .appeared)
  }

  @Test("At rest, 187 pt cancels and 188 pt finishes: UIKit's bar is 187.5 pt on a 400 pt screen")
  func restAtTheBar() throws {
    var d = barWorld()
    try d.down(1, 100, 300, at: 0)
    try d.move(1, 287, 300, at: 16)
    // 187 * 1000 / 400 = 467; 467 * 400 = 186800 <= 187500; 467 * 350 / 1000 = 163.
    let s = try d.up(at: 200)
    #expect(s.transition?.phase == .cancelling)
    #expect(s.transition?.endsAt == 363)
    var e = barWorld()
    try e.down(1, 100, 300, at: 0)
    try e.move(1, 288, 300, at: 16)
    // 470 * 400 = 188000 > 187500; (1000 - 470) * 350 / 1000 = 185.
    let t = try e.up(at: 200)
    #expect(t.transition?.phase == .finishing)
    #expect(t.transition?.endsAt == 385)
  }

  @Test("A fast release finishes: more than 1000 pt/s from the last two samples")
  func finishByVelocity() throws {
    var d = barWorld()
    try d.down(1, 100, 300, at: 0)
    try d.move(1, 120, 300, at: 10)
    try d.move(1, 131, 300, at: 20)
    let s = try d.up(at: 30)
    #expect(s.transition?.phase == .finishing)
    #expect(s.transition?.progress == 77)
    #expect(s.transition?.endsAt == 353)
  }

  @Test("A slow short release cancels, and so does one past halfway that heads back")
  func shortOrBackward() throws {
    var d = barWorld()
    try d.down(1, 100, 300, at: 0)
    try d.move(1, 120, 300, at: 10)
    try d.move(1, 124, 300, at: 20)
    // 400 pt/s at 60 permille: 60 * 400 + 400 * 350 = 164000 <= 187500.
    #expect(try d.up(at: 30).transition?.phase == .cancelling)
    var e = barWorld()
    try e.down(1, 100, 300, at: 0)
    try e.move(1, 350, 300, at: 10)
    try e.move(1, 340, 300, at: 20)
    // -1000 pt/s at 600 permille: 600 * 400 - 1000 * 350 = -110000 <= 187500.
    #expect(try e.up(at: 30).transition?.phase == .cancelling)
  }

  @Test("The velocity counts 100 ms after the last sample and is stale at 101 ms")
  func velocityStaleness() throws {
    for (release, phase) in [(120, TransitionState.Phase.finishing), (121, .cancelling)] {
      var d = barWorld()
      try d.down(1, 100, 300, at: 0)
      try d.move(1, 120, 300, at: 10)
      try d.move(1, 131, 300, at: 20)
      #expect(try d.up(at: release).transition?.phase == phase)
    }
  }

  @Test("Two samples at the same time give no velocity")
  func sameTimeSamples() throws {
    var d = barWorld()
    try d.down(1, 100, 300, at: 0)
    try d.move(1, 120, 300, at: 10)
    try d.move(1, 200, 300, at: 10)
    #expect(try d.up(at: 20).transition?.phase == .cancelling)
  }

  @Test("isolatedContainers finishes above 300 pt/s")
  func lowVelocityThreshold() throws {
    for (x, phase) in [(151, TransitionState.Phase.finishing), (150, .cancelling)] {
      var d = barWorld(.isolatedContainers)
      try d.down(1, 100, 300, at: 0)
      try d.move(1, 120, 300, at: 10)
      try d.move(1, x, 300, at: 110)
      #expect(try d.up(at: 120).transition?.phase == phase)
    }
  }

  @Test("A release at 1000‰ finishes within the same step")
  func zeroRemainingFinishes() throws {
    var d = barWorld()
    try d.swipe(from: 100, to: 500, at: 0)
    let s = try d.up(at: 200)
    #expect(s.transition == nil)
    #expect(d.stacks == [["A"]])
    #expect(d.outcomes == ["swipe:finished"])
    #expect(Array(d.callbacks.suffix(3)) == ["B.didDisappear", "A.didAppear", "didShow(A)"])
  }

  @Test("A release at 0‰ cancels within the same step")
  func zeroProgressCancels() throws {
    var d = barWorld()
    try d.swipe(from: 100, to: 120, at: 0)
    try d.move(1, 100, 300, at: 20)
    let s = try d.up(at: 200)
    #expect(s.transition == nil)
    #expect(d.outcomes == ["swipe:cancelled"])
    #expect(
      Array(d.callbacks.suffix(4)) == [
        "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear",
      ])
  }

  @Test("A system cancel always cancels, even past the threshold")
  func systemCancel() throws {
    var d = barWorld()
    try d.swipe(from: 100, to: 460, at: 0)
    var s = try d.cancel(at: 50)
    #expect(s.transition?.phase == .cancelling)
    #expect(s.transition?.progress == 900)
    #expect(s.transition?.endsAt == 365)
    #expect(s.fingers == [])
    #expect(s.pan == .possible)
    #expect(s.containers[0].barHidden == false && s.containers[0].barStyle == 2)
    s = try d.wait(at: 365)
    #expect(d.outcomes == ["swipe:cancelled"])
    #expect(d.stacks == [["A", "B"]])
  }

  @Test("An animation ending exactly at a step's time completes before the step")
  func completionBeforeStep() throws {
    var d = barWorld()
    try d.down(1, 100, 300, at: 0)
    try d.move(1, 301, 300, at: 16)
    try d.up(at: 200)
    try d.swipe(from: 100, to: 120, at: 374)
    #expect(d.outcomes == ["swipe:finished", "swipe:refused:root"])
  }

  @Test("A cancel restores every observable except logs, recognizers, clock and A's load")
  func cancelRestoresEverything() throws {
    var d = barWorld()
    let before = d.snapshot
    try d.swipe(from: 100, to: 150, at: 0)
    try d.up(at: 200)
    var after = try d.wait(at: 1000)
    #expect(after.screen(named: "A")?.appearance == .disappeared)
    #expect(after.screen(named: "A")?.loaded == true)
    after.time = before.time
    after.callbacks = before.callbacks
    after.outcomes = before.outcomes
    after.screens = before.screens
    #expect(after == before)
  }
}
