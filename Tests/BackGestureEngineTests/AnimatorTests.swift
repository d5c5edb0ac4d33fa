import BackGestureEngine
import BackGestureModel
import Testing

@Suite struct AnimatorTests {
  private func driver(_ preset: Preset = .delegateInterceptor, stack: [String]) -> Driver {
    Driver(
      world(
        preset,
        screens: [
          screen("A", ScreenSettings(animator: 200)), screen("B", ScreenSettings(animator: 500)),
          screen("C"), screen("P"),
        ], stack: stack))
  }

  @Test("A push uses the from-screen's animator")
  func pushUsesFrom() throws {
    var d = driver(stack: ["A"])
    #expect(try d.perform(.push("B"), at: 0).transition?.duration == 200)
    let s = try d.perform(.push("C"), at: 200)
    #expect(s.transition?.duration == 500)
    #expect(s.transition?.endsAt == 700)
  }

  @Test("A pop and a pop-to-root use the to-screen's animator")
  func popUsesTo() throws {
    var pop = driver(stack: ["A", "B", "C"])
    #expect(try pop.perform(.pop, at: 0).transition?.duration == 500)
    var root = driver(stack: ["A", "B", "C"])
    #expect(try root.perform(.popToRoot, at: 0).transition?.duration == 200)
  }

  @Test("A screen without an animator gets the default")
  func defaultAnimator() throws {
    var d = driver(stack: ["A", "C"])
    #expect(try d.perform(.push("B"), at: 0).transition?.duration == 350)
  }

  @Test("An interactive pop runs UIKit's 350 ms, not the revealed screen's animator")
  func interactivePop() throws {
    var d = driver(stack: ["A", "B"])
    var s = try d.swipe(from: 5, to: 105, at: 0)
    // [I2]: UIKit's handler ignores the animators; A's 200 ms would end the cancel @250.
    #expect(s.transition?.duration == 350)
    s = try d.up(at: 200)
    #expect(s.transition?.phase == .cancelling)
    // 100 pt of 400: 250 permille; 250 * 350 / 1000 = 87 ms (truncated).
    #expect(s.transition?.endsAt == 287)
    s = try d.wait(at: 287)
    #expect(d.callbacks.contains("didShow(A)") == false)
    #expect(d.outcomes == ["swipe:cancelled"])
  }

  @Test("Set-stack, present and dismiss always use the default")
  func defaultKinds() throws {
    var d = driver(stack: ["A"])
    #expect(try d.perform(.setStack(["B"]), at: 0).transition?.duration == 350)
    #expect(try d.perform(.present(["P"]), at: 350).transition?.duration == 350)
    #expect(try d.perform(.dismiss, at: 700).transition?.duration == 350)
  }

  @Test("Presets without per-screen animators ignore them")
  func fdIgnoresAnimators() throws {
    var d = driver(.fdFullscreen, stack: ["A"])
    #expect(try d.perform(.push("B"), at: 0).transition?.duration == 350)
  }

  @Test("Every delegate call still reaches the app: will-show and did-show are logged")
  func delegateCallsForwarded() throws {
    var d = driver(stack: ["A", "B"])
    try d.perform(.pop, at: 0)
    try d.wait(at: 200)
    #expect(
      d.callbacks == [
        "willShow(A)", "B.willDisappear", "A.load", "A.willAppear", "B.didDisappear",
        "A.didAppear", "didShow(A)",
      ])
  }
}
