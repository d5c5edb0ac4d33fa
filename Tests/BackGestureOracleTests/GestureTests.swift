import BackGestureModel
import BackGestureOracle
import Testing

@Suite struct GestureTests {
  private let world = Fixtures.world(.fdFullscreen, names: ["A", "B"], stack: ["A", "B"])

  @Test("A move of exactly the slop does not decide; one point more does, at the current point")
  func slop() throws {
    let ten = try Fixtures.final(world, swipe(from: 50, through: [60]))
    #expect(ten.pan == .possible)
    #expect(ten.transition == nil)
    #expect(ten.outcomes.isEmpty)
    let eleven = try Fixtures.final(world, swipe(from: 50, through: [60, 61]))
    #expect(eleven.pan == .began)
    // 11 * 1000 / 400 = 27.5, truncated.
    #expect(eleven.transition?.progress == 27)
    let vertical = try Fixtures.final(world, [down(1, 50, 400, at: 0), move(1, 55, 411, at: 10)])
    #expect(vertical.pan == .began)
  }

  @Test("Progress follows the forward displacement, clamped to 0 through 1000, and may go down")
  func progress() throws {
    let steps = swipe(from: 50, through: [61, 250, 500, 40])
    let snapshots = try Oracle.run(world, steps)
    #expect(snapshots.map { $0.transition?.progress } == [nil, 27, 500, 1000, 0])
    #expect(snapshots.map(\.pan) == [.possible, .began, .changed, .changed, .changed])
    #expect(snapshots[1].transition?.endsAt == nil)
    #expect(snapshots[1].transition?.duration == 350)
  }

  @Test("A release past 500 permille finishes in (1000 - P) * 350 / 1000 ms")
  func finishByDistance() throws {
    // Forward 201 pt: 502 permille; the release is stale, so the velocity is 0.
    let steps = swipe(from: 50, through: [61, 251]) + [up(1, at: 200)]
    let released = try Fixtures.final(world, steps)
    #expect(released.transition?.phase == .finishing)
    #expect(released.transition?.endsAt == 200 + 174)
    #expect(released.pan == .possible)
    let done = try Fixtures.final(world, steps + [wait(at: 374)])
    #expect(done.transition == nil)
    #expect(done.containers[0].stack == ["A"])
    #expect(done.outcomes == Fixtures.outcomes("swipe:finished"))
    #expect(
      done.callbacks
        == Fixtures.log(
          "willShow(A) B.willDisappear A.load A.willAppear B.didDisappear A.didAppear didShow(A)"))
    #expect(done.screen(named: "B")?.appearance == .disappeared)
    #expect(done.screen(named: "A")?.appearance == .appeared)
  }

  @Test("A release at rest cancels up to 187.5 pt and finishes past it (UIKit's projection)")
  func restAtTheBar() throws {
    // 187 pt: 187 * 1000 / 400 = 467; 467 * 400 = 186800, not above 187500.
    let short = try Fixtures.final(world, swipe(from: 50, through: [61, 237]) + [up(1, at: 200)])
    #expect(short.transition?.phase == .cancelling)
    #expect(short.transition?.endsAt == 200 + 163)
    // 188 pt: 470 permille; 470 * 400 = 188000 > 187500; (1000 - 470) * 350 / 1000 = 185.5.
    let past = try Fixtures.final(world, swipe(from: 50, through: [61, 238]) + [up(1, at: 200)])
    #expect(past.transition?.phase == .finishing)
    #expect(past.transition?.endsAt == 200 + 185)
  }

  @Test("A fast release finishes; a slow short one cancels, which isolatedContainers finishes")
  func finishByVelocity() throws {
    // Last two samples: 61 at 10 and 80 at 20: 19 * 1000 / 10 = 1900 pt/s.
    let fast = try Fixtures.final(world, swipe(from: 50, through: [61, 80]) + [up(1, at: 20)])
    #expect(fast.transition?.phase == .finishing)
    // Progress 30 * 1000 / 400 = 75; (1000 - 75) * 350 / 1000 = 323.75, truncated.
    #expect(fast.transition?.endsAt == 20 + 323)
    // 4 pt in 10 ms is 400 pt/s at 15 * 1000 / 400 = 37 permille: the reach
    // 37 * 400 + 400 * 350 = 154800 stays short of 187500, so fdFullscreen cancels.
    let short = try Fixtures.final(world, swipe(from: 50, through: [61, 65]) + [up(1, at: 20)])
    #expect(short.transition?.phase == .cancelling)
    // isolatedContainers finishes above 300 pt/s: the same 400 pt/s finishes there.
    let isolated = Fixtures.world(.isolatedContainers, names: ["A", "B"], stack: ["A", "B"])
    let slow = try Fixtures.final(isolated, swipe(from: 50, through: [61, 65]) + [up(1, at: 20)])
    #expect(slow.transition?.phase == .finishing)
  }

  @Test("A release more than 100 ms after the last sample has no velocity")
  func staleness() throws {
    let moves = swipe(from: 50, through: [61, 80])
    #expect(try Fixtures.final(world, moves + [up(1, at: 120)]).transition?.phase == .finishing)
    #expect(try Fixtures.final(world, moves + [up(1, at: 121)]).transition?.phase == .cancelling)
  }

  @Test("Two samples at the same time give no velocity")
  func sameTimeSamples() throws {
    let steps = [
      down(1, 50, 400, at: 0), move(1, 61, 400, at: 10), move(1, 150, 400, at: 10), up(1, at: 10),
    ]
    #expect(try Fixtures.final(world, steps).transition?.phase == .cancelling)
  }

  @Test(
    "A cancelled swipe logs will-callbacks at the release and did-callbacks at the end, without did-show"
  )
  func cancelOrderAndTiming() throws {
    let screens = [
      Screen(name: "A", settings: ScreenSettings(bar: .hidden, style: 1)),
      Screen(name: "B", settings: ScreenSettings(bar: .visible, style: 2)),
    ]
    let world = Fixtures.world(.fdFullscreen, screens: screens, stack: ["A", "B"])
    let steps = [
      down(1, 100, 300, at: 0), move(1, 120, 300, at: 16), move(1, 150, 300, at: 32),
      up(1, at: 200), wait(at: 242), wait(at: 243),
    ]
    let s = try Oracle.run(world, steps)
    #expect(s[0].current.barHidden == false && s[0].current.barStyle == 2)
    #expect(s[1].callbacks == Fixtures.log("willShow(A) B.willDisappear A.load A.willAppear"))
    #expect(s[1].current.barHidden == true && s[1].current.barStyle == 1)
    #expect(s[1].screen(named: "B")?.beingPopped == true)
    #expect(s[1].current.transitioning)
    #expect(s[2].transition?.progress == 125)
    // Progress 125: cancelling takes 125 * 350 / 1000 = 43.75, so 43 ms.
    #expect(s[3].transition?.phase == .cancelling)
    #expect(s[3].transition?.endsAt == 243)
    #expect(
      s[3].callbacks
        == Fixtures.log(
          "willShow(A) B.willDisappear A.load A.willAppear A.willDisappear B.willAppear"))
    #expect(s[3].current.barHidden == false && s[3].current.barStyle == 2)
    #expect(s[3].outcomes.isEmpty)
    #expect(s[4].transition != nil)
    #expect(s[5].transition == nil)
    #expect(
      s[5].callbacks
        == Fixtures.log(
          "willShow(A) B.willDisappear A.load A.willAppear A.willDisappear B.willAppear A.didDisappear B.didAppear"
        ))
    #expect(s[5].outcomes == Fixtures.outcomes("swipe:cancelled"))
    #expect(s[5].screen(named: "B")?.beingPopped == false)
    #expect(s[5].screen(named: "A")?.appearance == .disappeared)
    #expect(s[5].screen(named: "A")?.loaded == true)
  }

  @Test(
    "After a cancel every observable is as before the begin, but logs, recognizers, clock and A")
  func cancelRestoresEverything() throws {
    let screens = [
      Screen(name: "A", settings: ScreenSettings(bar: .hidden, style: 4)),
      Screen(name: "B", settings: ScreenSettings(style: 2)),
    ]
    let world = Fixtures.world(.privateHandler, screens: screens, stack: ["A", "B"])
    let steps = [
      down(1, 100, 400, at: 0), move(1, 180, 400, at: 10), cancel(at: 20), wait(at: 1000),
    ]
    let s = try Oracle.run(world, steps)
    var before = Oracle.start(world).snapshot
    var after = s[3]
    before.time = after.time
    before.callbacks = after.callbacks
    before.outcomes = after.outcomes
    before.screens[0].loaded = true
    before.screens[0].appearance = .disappeared
    after.pan = before.pan
    #expect(before == after)
  }

  @Test("A system cancel always cancels, even past the finish threshold")
  func systemCancel() throws {
    let steps = swipe(from: 50, through: [61, 350]) + [cancel(at: 30)]
    let snapshot = try Fixtures.final(world, steps)
    // Progress 750: cancelling takes 750 * 350 / 1000 = 262.5, so 262 ms.
    #expect(snapshot.transition?.phase == .cancelling)
    #expect(snapshot.transition?.endsAt == 30 + 262)
    #expect(snapshot.fingers.isEmpty)
    #expect(snapshot.pan == .possible)
    #expect(
      try Fixtures.final(world, steps + [wait(at: 292)]).outcomes
        == Fixtures.outcomes("swipe:cancelled"))
  }

  @Test("A cancel or a lift before the decision fails with no outcome")
  func tapAndEarlyCancel() throws {
    let tap = try Oracle.run(
      world, [down(1, 50, 400, at: 0), down(2, 300, 400, at: 1), up(2, at: 2), up(1, at: 3)])
    #expect(tap.last?.outcomes == Fixtures.outcomes("swipe:refused:fingers"))
    let restored = Fixtures.world(.restoredEdge, names: ["A", "B"], stack: ["A", "B"])
    let lifted = try Oracle.run(
      restored, [down(1, 5, 400, at: 0), down(2, 300, 400, at: 1), up(1, at: 2), up(2, at: 3)])
    #expect(lifted[2].edge == .failed)
    #expect(lifted[3].edge == .possible)
    #expect(lifted[3].outcomes.isEmpty)
    let cancelled = try Fixtures.final(
      world, [down(1, 50, 400, at: 0), move(1, 55, 400, at: 5), cancel(at: 10)])
    #expect(cancelled.outcomes.isEmpty)
    #expect(cancelled.pan == .possible)
  }

  @Test("After the pan began, other fingers neither move the progress nor end the gesture")
  func secondFingerAfterBegin() throws {
    let steps =
      swipe(from: 50, through: [61, 150]) + [
        down(2, 200, 400, at: 30), move(2, 390, 400, at: 40), up(2, at: 50),
      ]
    let s = try Oracle.run(world, steps)
    #expect(s[3].fingers.map(\.id) == [1, 2])
    #expect(
      s.suffix(3).allSatisfy {
        $0.transition?.progress == 250 && $0.transition?.phase == .interactive
      })
    #expect(s[5].pan == .changed)
    let lifted = try Oracle.run(world, steps.prefix(4) + [up(1, at: 60), up(2, at: 70)])
    #expect(lifted[4].pan == .ended)
    #expect(lifted[5].pan == .possible)
  }

  @Test("In right-to-left, the leading edge is the right one and forward is leftwards")
  func rightToLeft() throws {
    let screens = [
      Screen(name: "A"), Screen(name: "B", settings: ScreenSettings(maxDistance: 100)),
    ]
    let world = Fixtures.world(
      .fdFullscreen, device: Fixtures.rtlPhone, screens: screens, stack: ["A", "B"])
    let began = try Fixtures.final(world, swipe(from: 350, through: [339, 300]))
    #expect(began.transition?.progress == 125)
    #expect(
      try Fixtures.final(world, swipe(from: 350, through: [361])).outcomes
        == Fixtures.outcomes("swipe:refused:direction"))
    // Leading distance of x = 299 is 101: beyond 100.
    #expect(
      try Fixtures.final(world, swipe(from: 310, through: [299])).outcomes
        == Fixtures.outcomes("swipe:refused:maxDistance"))
    let edge = Fixtures.world(
      .restoredEdge, device: Fixtures.rtlPhone, names: ["A", "B"], stack: ["A", "B"])
    #expect(try Fixtures.final(edge, swipe(from: 380, through: [360])).edge == .began)
    #expect(
      try Fixtures.final(edge, swipe(from: 379, through: [360])).outcomes
        == Fixtures.outcomes("swipe:refused:edgeZone"))
  }

  @Test("restoredEdge uses the full-screen pan on pads only, after the edge recognizer")
  func pads() throws {
    let phone = Fixtures.world(.restoredEdge, names: ["A", "B"], stack: ["A", "B"])
    #expect(Oracle.start(phone).snapshot.pan == .disabled)
    let pad = Fixtures.world(
      .restoredEdge, device: Fixtures.pad, names: ["A", "B"], stack: ["A", "B"])
    #expect(Oracle.start(pad).snapshot.pan == .possible)
    let middle = try Fixtures.final(pad, swipe(from: 300, through: [320]))
    #expect(middle.edge == .failed)
    #expect(middle.pan == .began)
    #expect(middle.outcomes.isEmpty)
    let atEdge = try Fixtures.final(pad, swipe(from: 10, through: [30]))
    #expect(atEdge.edge == .began)
    #expect(atEdge.pan == .failed)
    // A second finger fails the pan silently while the edge still tracks: the edge's outcome counts.
    let twoFingers = [
      down(1, 300, 400, at: 0), down(2, 500, 400, at: 5), move(1, 320, 400, at: 10),
    ]
    let s = try Oracle.run(pad, twoFingers)
    #expect(s[1].pan == .failed)
    #expect(s[1].outcomes.isEmpty)
    #expect(s[2].outcomes == Fixtures.outcomes("swipe:refused:edgeZone"))
  }
}
