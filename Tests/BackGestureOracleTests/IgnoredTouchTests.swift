import BackGestureModel
import BackGestureOracle
import Testing

/// A finger that goes down while a presentation or a dismissal animates is one the
/// window does not hear ([O8]).
@Suite struct IgnoredTouchTests {
  /// `A` (and `B`) at the root; `C D` to present, or presented already.
  private func world(
    _ preset: Preset = .fdFullscreen, stack: [String] = ["A"], presented: Bool = false
  ) -> World {
    Fixtures.world(
      preset, names: ["A", "B", "C", "D"], stack: stack,
      presentations: presented ? [["C", "D"]] : [])
  }

  private func finger(_ id: Int, _ x: Int, _ y: Int, ignored: Bool) -> FingerState {
    FingerState(id: id, point: Point(x: x, y: y), ignored: ignored)
  }

  @Test("A finger down during an animated present is listed as ignored and decides nothing")
  func present() throws {
    let steps = [
      op(.present(["C", "D"]), at: 0), down(1, 100, 400, at: 100), move(1, 150, 400, at: 116),
      move(1, 300, 400, at: 400), up(1, at: 416),
    ]
    // One snapshot after each step.
    let s = try Oracle.run(world(), steps)
    #expect(s[1].fingers == [finger(1, 100, 400, ignored: true)])
    #expect(s[2].pan == .possible)
    #expect(s[2].transition?.kind == .present)
    #expect(s[3].transition == nil)
    #expect(s[3].pan == .possible)
    #expect(s[3].fingers == [finger(1, 300, 400, ignored: true)])
    #expect(s[4].fingers.isEmpty)
    #expect(s[4].outcomes == Fixtures.outcomes("present:done"))
  }

  @Test("An edge swipe down during an animated dismiss decides nothing, before or after its end")
  func dismiss() throws {
    let steps = [
      op(.dismiss, at: 0), down(1, 5, 400, at: 0), move(1, 40, 400, at: 16),
      move(1, 120, 400, at: 32), move(1, 200, 400, at: 400), up(1, at: 416),
    ]
    let s = try Oracle.run(world(.delegateInterceptor, stack: ["A", "B"], presented: true), steps)
    #expect(s[3].edge == .possible)
    #expect(s[3].transition?.kind == .dismiss)
    #expect(s[4].containers.map(\.stack) == [["A", "B"]])
    #expect(s[4].edge == .possible)
    #expect(s[4].transition == nil)
    #expect(s[5].outcomes == Fixtures.outcomes("dismiss:done"))
    #expect(
      s[5].callbacks == Fixtures.log("D.willDisappear B.willAppear D.didDisappear B.didAppear"))
  }

  @Test("Touches are heard again from the animation's end, an ignored finger still down")
  func heardAfterEnd() throws {
    let steps = [
      op(.present(["C", "D"]), at: 0), down(1, 100, 400, at: 100),
      down(2, 100, 500, at: 350), move(2, 150, 500, at: 366),
    ]
    let s = try Oracle.run(world(), steps)
    #expect(s[2].fingers.map(\.ignored) == [true, false])
    // The ignored finger is no second finger: fdFullscreen's `fingers` rule passes.
    #expect(s[3].transition?.kind == .interactivePop)
    #expect(s[3].pan == .began)
  }

  @Test("Touches are heard again once the dismiss has ended: an edge swipe pops the root")
  func heardAfterDismiss() throws {
    let steps = [
      op(.dismiss, at: 0), down(2, 200, 600, at: 100), down(1, 5, 400, at: 350),
      move(1, 40, 400, at: 366),
    ]
    let s = try Fixtures.final(
      world(.delegateInterceptor, stack: ["A", "B"], presented: true), steps)
    #expect(s.fingers.map(\.ignored) == [false, true])
    #expect(s.transition?.kind == .interactivePop)
    #expect(s.transition?.container == 0)
  }

  @Test("A finger heard when a present begins is cancelled, then ignored until it lifts")
  func downBeforePresent() throws {
    let steps = [
      down(1, 100, 400, at: 0), op(.present(["C", "D"]), at: 10), move(1, 150, 400, at: 26),
      move(1, 300, 400, at: 400), up(1, at: 416),
    ]
    let s = try Oracle.run(world(), steps)
    // The pan, still possible, fails with no outcome and returns to possible ([G6], [G9]).
    #expect(s[1].fingers == [finger(1, 100, 400, ignored: true)])
    #expect(s[1].pan == .possible)
    #expect(s[2].pan == .possible)
    #expect(s[2].transition?.kind == .present)
    #expect(s[3].transition == nil)
    #expect(s[3].fingers == [finger(1, 300, 400, ignored: true)])
    #expect(s[4].fingers.isEmpty)
    #expect(s[4].outcomes == Fixtures.outcomes("present:done"))
  }

  @Test("A finger heard when a dismiss begins is cancelled: its edge swipe begins nothing")
  func downBeforeDismiss() throws {
    let steps = [
      down(1, 0, 0, at: 0), op(.dismiss, at: 0), move(1, 11, 0, at: 0), up(1, at: 16),
      wait(at: 400),
    ]
    let s = try Oracle.run(world(.delegateInterceptor, presented: true), steps)
    #expect(s[1].fingers == [finger(1, 0, 0, ignored: true)])
    #expect(s[2].edge == .possible)
    #expect(s[2].transition?.kind == .dismiss)
    #expect(s[4].containers.map(\.stack) == [["A"]])
    #expect(s[4].outcomes == Fixtures.outcomes("dismiss:done"))
  }

  @Test("A scroll view that follows a finger when a dismiss begins settles without a fling")
  func trackingScrollView() throws {
    let scroll = ContentItem.horizontalScroll(
      HorizontalScrollView(
        frame: Frame(x: 0, y: 100, width: 390, height: 200), content: 800, offset: 10, inset: 0,
        bounces: true, paging: false, deceleratingUntil: nil))
    let screens = ["A", "B", "C"].map { Screen(name: $0) } + [Screen(name: "D", content: [scroll])]
    let world = Fixtures.world(
      .fdFullscreen, screens: screens, stack: ["A"], presentations: [["C", "D"]])
    let steps = [
      down(1, 100, 150, at: 0), move(1, 120, 150, at: 10), move(1, 151, 150, at: 20),
      op(.dismiss, at: 25), move(1, 200, 150, at: 40),
    ]
    let s = try Oracle.run(world, steps)
    #expect(s[2].trackingItem != nil)
    #expect(s[3].trackingItem == nil)
    #expect(s[3].scrollViews[0].offset == 0)
    #expect(s[3].scrollViews[0].decelerating == false)
    #expect(s[3].fingers == [finger(1, 151, 150, ignored: true)])
    #expect(s[4].scrollViews[0].offset == 0)
    #expect(s[4].outcomes == Fixtures.outcomes("swipe:lost:scroll dismiss:done"))
  }

  @Test("A back gesture in flight refuses the present, so its finger is not cancelled")
  func recognizingGestureRefusesPresent() throws {
    let steps = [
      down(1, 100, 400, at: 0), move(1, 150, 400, at: 10), op(.present(["C", "D"]), at: 20),
    ]
    let s = try Fixtures.final(world(stack: ["A", "B"]), steps)
    #expect(s.pan == .began)
    #expect(s.fingers == [finger(1, 150, 400, ignored: false)])
    #expect(s.transition?.kind == .interactivePop)
    #expect(s.outcomes == Fixtures.outcomes("present:refused:transition"))
  }

  @Test("On ios26 an operation that ends the presentation gives the window its touches back")
  func interruptionEndsDeafness() throws {
    var onIOS26 = world(.delegateInterceptor)
    onIOS26.system = .ios26
    let steps = [
      op(.present(["C", "D"]), at: 0), down(1, 5, 400, at: 50), up(1, at: 60),
      op(.pop, at: 100), down(1, 5, 400, at: 110),
    ]
    let s = try Oracle.run(onIOS26, steps)
    #expect(s[1].fingers.map(\.ignored) == [true])
    #expect(s[3].outcomes == Fixtures.outcomes("present:done interrupted:present pop:done"))
    #expect(s[4].fingers.map(\.ignored) == [false])
  }

  @Test("A system cancel lifts the ignored fingers with the others")
  func cancelLifts() throws {
    let s = try Fixtures.final(
      world(), [op(.present(["C", "D"]), at: 0), down(1, 100, 400, at: 100), cancel(at: 120)])
    #expect(s.fingers.isEmpty)
    #expect(s.outcomes == Fixtures.outcomes("present:done"))
  }
}
