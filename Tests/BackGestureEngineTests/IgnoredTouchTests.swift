import BackGestureEngine
import BackGestureModel
import Testing

/// The window ignores a finger that goes down while a presentation or a dismissal
/// animates (spec [O8]).
@Suite struct IgnoredTouchTests {
  /// `A` at the root; `C D` to present, or presented already with `presented`.
  private func driver(
    _ preset: Preset = .fdFullscreen, stack: [String] = ["A"], presented: Bool = false,
    content: [ContentItem] = []
  ) -> Driver {
    Driver(
      world(
        preset,
        screens: [screen("A"), screen("B"), screen("C"), screen("D", content: content)],
        stack: stack, presentations: presented ? [["C", "D"]] : []))
  }

  @Test("A finger that goes down during an animated present reaches nothing, now or later")
  func ignoredDuringPresent() throws {
    var d = driver()
    try d.perform(.present(["C", "D"]), at: 0)
    var s = try d.down(1, 100, 400, at: 100)
    #expect(s.fingers == [FingerState(id: 1, point: Point(x: 100, y: 400), ignored: true)])
    s = try d.move(1, 150, 400, at: 116)
    #expect(s.pan == .possible)
    #expect(s.transition?.kind == .present)
    #expect(s.fingers == [FingerState(id: 1, point: Point(x: 150, y: 400), ignored: true)])
    // The present ends at 350; the finger stays ignored until it lifts.
    s = try d.move(1, 300, 400, at: 400)
    #expect(s.transition == nil)
    #expect(s.pan == .possible)
    s = try d.up(at: 416)
    #expect(s.fingers.isEmpty)
    #expect(d.outcomes == ["present:done"])
    #expect(d.stacks == [["A"], ["C", "D"]])
  }

  @Test("An edge swipe that starts during an animated dismiss reaches nothing")
  func ignoredDuringDismiss() throws {
    var d = driver(.delegateInterceptor, stack: ["A", "B"], presented: true)
    try d.perform(.dismiss, at: 0)
    try d.down(1, 5, 400, at: 0)
    try d.move(1, 40, 400, at: 16)
    var s = try d.move(1, 120, 400, at: 32)
    #expect(s.edge == .possible)
    #expect(s.transition?.kind == .dismiss)
    #expect(s.fingers.map(\.ignored) == [true])
    // Container 1 is gone at 350; the root's two screens do not make the finger a swipe.
    s = try d.move(1, 200, 400, at: 400)
    #expect(s.transition == nil)
    #expect(s.edge == .possible)
    try d.up(at: 416)
    #expect(d.outcomes == ["dismiss:done"])
    #expect(d.stacks == [["A", "B"]])
    #expect(d.callbacks == ["D.willDisappear", "B.willAppear", "D.didDisappear", "B.didAppear"])
  }

  @Test("A finger that goes down at or after the animation's end is delivered")
  func deliveredAfterEnd() throws {
    var d = driver()
    try d.perform(.present(["C", "D"]), at: 0)
    // [T1]: the present ends at 350, before the step at 350.
    var s = try d.down(1, 100, 400, at: 350)
    #expect(s.fingers.map(\.ignored) == [false])
    s = try d.move(1, 150, 400, at: 366)
    #expect(s.transition?.kind == .interactivePop)
    #expect(s.transition?.container == 1)
  }

  @Test("A finger that goes down once the dismiss has ended is delivered: the root pops")
  func deliveredAfterDismiss() throws {
    var d = driver(.delegateInterceptor, stack: ["A", "B"], presented: true)
    try d.perform(.dismiss, at: 0)
    try d.down(2, 200, 600, at: 100)
    try d.down(1, 5, 400, at: 350)
    let s = try d.move(1, 40, 400, at: 366)
    #expect(s.fingers.map(\.ignored) == [false, true])
    #expect(s.transition?.kind == .interactivePop)
    #expect(s.transition?.container == 0)
  }

  @Test("On ios26 an operation that ends the presentation gives the window its touches back")
  func interruptionEndsIgnoring() throws {
    var onIOS26 = world(.delegateInterceptor, screens: screens("A", "B", "C", "D"), stack: ["A"])
    onIOS26.system = .ios26
    var d = Driver(onIOS26)
    try d.perform(.present(["C", "D"]), at: 0)
    #expect(try d.down(1, 5, 400, at: 50).fingers.map(\.ignored) == [true])
    try d.up(at: 60)
    try d.perform(.pop, at: 100)
    #expect(d.outcomes == ["present:done", "interrupted:present", "pop:done"])
    #expect(try d.down(1, 5, 400, at: 110).fingers.map(\.ignored) == [false])
  }

  @Test("An ignored finger still down counts for no rule: a later one is the first finger")
  func ignoredCountsForNoRule() throws {
    var d = driver()
    try d.perform(.present(["C", "D"]), at: 0)
    try d.down(1, 100, 400, at: 100)
    try d.wait(at: 400)
    // fdFullscreen's pan refuses with two fingers down ([R-fingers]); the ignored one
    // is not one of them.
    try d.down(2, 100, 500, at: 400)
    let s = try d.move(2, 150, 500, at: 416)
    #expect(s.transition?.kind == .interactivePop)
    #expect(s.pan == .began)
    #expect(s.fingers.map(\.ignored) == [true, false])
    #expect(d.outcomes == ["present:done"])
  }

  @Test("A finger tracked when a present begins is cancelled, then ignored until it lifts")
  func downBeforePresentCancelled() throws {
    var d = driver()
    try d.down(1, 100, 400, at: 0)
    var s = try d.perform(.present(["C", "D"]), at: 10)
    // The pan, still possible, fails with no outcome and returns to possible ([G6], [G9]).
    #expect(s.fingers == [FingerState(id: 1, point: Point(x: 100, y: 400), ignored: true)])
    #expect(s.pan == .possible)
    #expect(d.outcomes == ["present:done"])
    s = try d.move(1, 150, 400, at: 26)
    #expect(s.pan == .possible)
    #expect(s.transition?.kind == .present)
    // The present ends at 360; the finger stays ignored until it lifts.
    s = try d.move(1, 300, 400, at: 400)
    #expect(s.transition == nil)
    #expect(s.fingers.map(\.ignored) == [true])
    s = try d.up(at: 416)
    #expect(s.fingers.isEmpty)
    #expect(d.outcomes == ["present:done"])
    #expect(
      d.callbacks == ["A.willDisappear", "D.load", "D.willAppear", "A.didDisappear", "D.didAppear"])
  }

  @Test("A finger tracked when a dismiss begins is cancelled: its edge swipe begins nothing")
  func downBeforeDismissCancelled() throws {
    var d = driver(.delegateInterceptor, presented: true)
    try d.down(1, 0, 0, at: 0)
    var s = try d.perform(.dismiss, at: 0)
    #expect(s.fingers.map(\.ignored) == [true])
    #expect(s.edge == .possible)
    s = try d.move(1, 11, 0, at: 0)
    #expect(s.edge == .possible)
    #expect(s.transition?.kind == .dismiss)
    #expect(d.outcomes == ["dismiss:done"])
    #expect(d.stacks == [["A"], ["C", "D"]])
    try d.up(at: 16)
    try d.wait(at: 400)
    #expect(d.outcomes == ["dismiss:done"])
    #expect(d.stacks == [["A"]])
  }

  @Test("A scroll view that follows a finger when a dismiss begins settles without a fling")
  func trackingScrollViewCancelled() throws {
    var d = driver(presented: true, content: [hscroll(offset: 10, bounces: true)])
    try d.swipe(from: 100, to: 120, y: 150, at: 0)
    var s = try d.move(1, 151, 150, at: 20)
    #expect(s.trackingItem != nil)
    s = try d.perform(.dismiss, at: 25)
    #expect(s.trackingItem == nil)
    #expect(s.scrollViews[0].offset == 0)
    #expect(s.scrollViews[0].decelerating == false)
    #expect(s.fingers == [FingerState(id: 1, point: Point(x: 151, y: 150), ignored: true)])
    s = try d.move(1, 200, 150, at: 40)
    #expect(s.scrollViews[0].offset == 0)
    #expect(d.outcomes == ["swipe:lost:scroll", "dismiss:done"])
  }

  @Test("A back gesture in flight refuses the present, so its finger is not cancelled")
  func recognizingGestureRefusesPresent() throws {
    var d = driver(stack: ["A", "B"])
    try d.swipe(from: 100, to: 150, y: 400, at: 0)
    let s = try d.perform(.present(["C", "D"]), at: 20)
    #expect(s.pan == .began)
    #expect(s.fingers.map(\.ignored) == [false])
    #expect(s.transition?.kind == .interactivePop)
    #expect(d.outcomes == ["present:refused:transition"])
  }

  @Test("An ignored touch-down does not stop a deceleration under it")
  func decelerationGoesOn() throws {
    let decelerating = hscroll(
      Frame(x: 0, y: 100, width: 400, height: 200), offset: 100, decelerating: 1000)
    var d = driver(presented: true, content: [decelerating])
    try d.perform(.dismiss, at: 0)
    var s = try d.down(1, 200, 150, at: 10)
    #expect(s.scrollViews[0].decelerating)
    s = try d.up(at: 20)
    #expect(s.scrollViews[0].decelerating)
  }

  @Test("A system cancel lifts an ignored finger; its id is down until then")
  func cancelLiftsIgnored() throws {
    var d = driver()
    try d.perform(.present(["C", "D"]), at: 0)
    try d.down(1, 100, 400, at: 100)
    #expect(throws: EngineError.invalidStep("finger 1 is already down")) {
      try d.down(1, 120, 400, at: 110)
    }
    let s = try d.cancel(at: 120)
    #expect(s.fingers.isEmpty)
    #expect(d.outcomes == ["present:done"])
  }

  @Test("An instant present leaves touches on; an interactive dismissal does too")
  func onlyAnimatedChangesIgnore() throws {
    var d = driver()
    try d.perform(.present(["C", "D"]), instant: true, at: 0)
    #expect(try d.down(1, 100, 400, at: 10).fingers.map(\.ignored) == [false])
    var swipe = Driver(
      world(
        .isolatedContainers, screens: screens("A", "P"), stack: ["A"], presentations: [["P"]]))
    try swipe.swipe(from: 100, to: 120, at: 0)
    let s = try swipe.down(2, 200, 500, at: 20)
    #expect(s.transition?.kind == .interactiveDismiss)
    #expect(s.fingers.map(\.ignored) == [false, false])
  }
}
