import BackGestureEngine
import BackGestureModel
import Testing

@Suite struct EngineErrorTests {
  private func engine() -> ReferenceEngine {
    ReferenceEngine(world: world(.fdFullscreen, screens: screens("A", "B"), stack: ["A", "B"]))
  }

  @Test("Invalid steps are rejected with a message and change nothing")
  func invalidSteps() throws {
    var e = engine()
    try e.apply(Step(time: 50, action: .down(finger: 1, at: Point(x: 100, y: 100))))
    let before = e.snapshot
    let cases: [(Step, String)] = [
      (Step(time: 40, action: .wait), "time goes backwards: 40 after 50"),
      (Step(time: 60, action: .move(finger: 2, to: Point(x: 0, y: 0))), "finger 2 is not down"),
      (Step(time: 60, action: .up(finger: 2)), "finger 2 is not down"),
      (Step(time: 60, action: .down(finger: 1, at: Point(x: 0, y: 0))), "finger 1 is already down"),
      (
        Step(time: 60, action: .down(finger: 10, at: Point(x: 0, y: 0))),
        "finger 10 is out of range 1...9"
      ),
      (
        Step(time: 60, action: .down(finger: 0, at: Point(x: 0, y: 0))),
        "finger 0 is out of range 1...9"
      ),
    ]
    for (step, message) in cases {
      #expect(throws: EngineError.invalidStep(message)) { try e.apply(step) }
      #expect(e.snapshot == before)
    }
    #expect(
      EngineError.invalidStep("finger 2 is not down").description
        == "invalid step: finger 2 is not down")
  }

  @Test("Steps at the same time are allowed, and cancel and wait need no finger")
  func sameTime() throws {
    var e = engine()
    try e.apply(Step(time: 0, action: .cancel))
    try e.apply(Step(time: 0, action: .wait))
    #expect(e.snapshot.time == 0)
  }

  @Test("The initial snapshot shows the world before any step")
  func initialSnapshot() {
    let s = engine().snapshot
    #expect(s.time == 0)
    #expect(
      s.containers == [
        ContainerState(
          stack: ["A", "B"], transitioning: false, barHidden: false, barStyle: 0, pageFlag: true)
      ])
    #expect(s.screens.map(\.appearance) == [ScreenState.Appearance.none, .appeared])
    #expect(s.screens.map(\.loaded) == [false, true])
    #expect(s.pan == .possible && s.edge == .disabled)
    #expect(s.callbacks == [] && s.outcomes == [] && s.fingers == [])
  }
}
