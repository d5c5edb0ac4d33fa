import BackGestureModel
import BackGestureOracle
import Testing

@Suite struct AppearanceTests {
  @Test("Per-screen animators: a push uses the from-screen's, a pop the to-screen's")
  func animators() throws {
    let screens = [
      Screen(name: "A", settings: ScreenSettings(animator: 500)),
      Screen(name: "B", settings: ScreenSettings(animator: 200)),
      Screen(name: "C"),
    ]
    func duration(_ preset: Preset, _ stack: [String], _ kind: Operation.Kind) throws -> Int? {
      let world = Fixtures.world(preset, screens: screens, stack: stack)
      return try Fixtures.final(world, [op(kind, at: 0)]).transition?.duration
    }
    #expect(try duration(.delegateInterceptor, ["A"], .push("B")) == 500)
    #expect(try duration(.delegateInterceptor, ["A", "B"], .push("C")) == 200)
    #expect(try duration(.delegateInterceptor, ["A", "B"], .pop) == 500)
    #expect(try duration(.delegateInterceptor, ["A", "C"], .pop) == 500)
    #expect(try duration(.delegateInterceptor, ["C", "A"], .pop) == 350)
    #expect(try duration(.delegateInterceptor, ["A", "B", "C"], .popToRoot) == 500)
    #expect(try duration(.delegateInterceptor, ["A", "B"], .setStack(["B", "C"])) == 350)
    #expect(try duration(.delegateInterceptor, ["A"], .present(["C"])) == 350)
    #expect(try duration(.fdFullscreen, ["A"], .push("B")) == 350)
    let animated = try Fixtures.final(
      Fixtures.world(.delegateInterceptor, screens: screens, stack: ["A"]),
      [op(.push("B"), at: 0)])
    #expect(animated.transition?.endsAt == 500)
  }

  @Test("An interactive pop runs UIKit's 350 ms, not the revealed screen's animator")
  func interactiveAnimator() throws {
    let screens = [Screen(name: "A", settings: ScreenSettings(animator: 600)), Screen(name: "B")]
    let world = Fixtures.world(.delegateInterceptor, screens: screens, stack: ["A", "B"])
    // [I2]: UIKit's handler ignores the animators. Forward 100 pt: 250 permille;
    // cancelling takes 250 * 350 / 1000 = 87 ms (truncated), ends @287 (with A's 600: @350).
    let snapshot = try Fixtures.final(world, swipe(from: 5, through: [105]) + [up(1, at: 200)])
    #expect(snapshot.transition?.duration == 350)
    #expect(snapshot.transition?.endsAt == 287)
  }

  @Test("A late screen's settings hold once it has loaded")
  func lateSettings() throws {
    let screens = [
      Screen(name: "A"), Screen(name: "B", settings: ScreenSettings(popDisabled: true, late: true)),
    ]
    let pushed = Fixtures.world(.fdFullscreen, screens: screens, stack: ["A"])
    let steps = [op(.push("B"), animated: false, at: 0)] + swipe(from: 50, through: [61], at: 10)
    let snapshot = try Fixtures.final(pushed, steps)
    #expect(snapshot.screen(named: "B")?.loaded == true)
    #expect(snapshot.outcomes == Fixtures.outcomes("push:done swipe:refused:optOut"))
    let initial = Fixtures.world(.fdFullscreen, screens: screens, stack: ["A", "B"])
    #expect(
      try Fixtures.final(initial, swipe(from: 50, through: [61])).outcomes
        == Fixtures.outcomes("swipe:refused:optOut"))
  }

  @Test("The will-appear bar policy applies style always and hidden only when set")
  func barPolicy() throws {
    let screens = [
      Screen(name: "A", settings: ScreenSettings(bar: .hidden, style: 1)),
      Screen(name: "B", settings: ScreenSettings(style: 5)),
      Screen(name: "C", settings: ScreenSettings(bar: .visible, style: 6)),
    ]
    let world = Fixtures.world(.privateHandler, screens: screens, stack: ["A"])
    let start = Oracle.start(world).snapshot
    #expect(start.current.barHidden && start.current.barStyle == 1)
    let s = try Oracle.run(
      world, [op(.push("B"), animated: false, at: 0), op(.push("C"), animated: false, at: 1)])
    #expect(s[0].current.barHidden && s[0].current.barStyle == 5)
    #expect(!s[1].current.barHidden && s[1].current.barStyle == 6)
    let unmanaged = Fixtures.world(.restoredEdge, screens: screens, stack: ["A"])
    let none = try Fixtures.final(unmanaged, [op(.push("B"), animated: false, at: 0)])
    #expect(!none.current.barHidden && none.current.barStyle == 0)
  }

  @Test("A finished swipe leaves the revealed screen's bar; the initial bar follows the top")
  func barAfterFinish() throws {
    let screens = [
      Screen(name: "A", settings: ScreenSettings(bar: .hidden, style: 1)),
      Screen(name: "B", settings: ScreenSettings(bar: .visible, style: 2)),
    ]
    let world = Fixtures.world(.fdFullscreen, screens: screens, stack: ["A", "B"])
    let snapshot = try Fixtures.final(
      world, swipe(from: 50, through: [61, 300]) + [up(1, at: 200), wait(at: 1000)])
    #expect(snapshot.current.barHidden && snapshot.current.barStyle == 1)
  }

  @Test("Page flag hooks: did-appear sets it from the screen, will-disappear turns it on")
  func pageFlagHooks() throws {
    let screens = [
      Screen(name: "A", settings: ScreenSettings(popDisabled: true)), Screen(name: "B"),
    ]
    let world = Fixtures.world(.restoredEdge, screens: screens, stack: ["A"])
    #expect(Oracle.start(world).snapshot.current.pageFlag == false)
    let s = try Oracle.run(world, [op(.push("B"), at: 0), wait(at: 350)])
    #expect(s[0].current.pageFlag == true)
    #expect(s[1].current.pageFlag == true)
    // Swiping back to A: B's will-disappear turns it on, A's did-appear turns it off.
    let back = try Oracle.run(
      world,
      [op(.push("B"), animated: false, at: 0)] + swipe(from: 5, through: [300], at: 10) + [
        up(1, at: 200), wait(at: 1000),
      ])
    #expect(back[2].current.pageFlag == true)
    #expect(back[4].current.pageFlag == false)
    #expect(back[4].outcomes == Fixtures.outcomes("push:done swipe:finished"))
    // Without the hooks the flag stays on.
    let plain = Fixtures.world(.fdFullscreen, screens: screens, stack: ["A"])
    #expect(Oracle.start(plain).snapshot.current.pageFlag == true)
  }
}
