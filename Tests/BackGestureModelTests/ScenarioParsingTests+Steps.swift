import BackGestureModel
import Testing

/// Steps and checkpoints, read into the scenario they describe.
extension ScenarioParsingTests {
  /// Checkpoints among the steps, relative times, a tap on the back button, and the
  /// expectations of a part of the log.
  static let checkpoints = """
    backgesture-scenario 4
    title: "Two lines:\\nthe # is no comment, \\"quoted\\", \\u{1F600}" # a comment
    device: phone 390x844 ltr
    preset: fdFullscreen
    screen A
    screen B veto
    stack: A B
    steps:
    @0 expect gesture: none
    @100 down 1 at 10,400
    @+16 move 1 to 40,400
    @+0 expect callbacks: none
    @+4 up 1
    @+80 back
    @+1 expect outcomes include: back:refused:veto
    expect callbacks of B: none
    expect gesture: none
    """

  @Test("Relative times count from the last step or checkpoint; checkpoints sit between steps")
  func checkpoints() throws {
    let parsed = try Scenario.parse(Self.checkpoints, file: "c.scenario")
    let scenario = parsed.scenario
    #expect(scenario.title == "Two lines:\nthe # is no comment, \"quoted\", \u{1F600}")
    #expect(
      scenario.steps == [
        Step(time: 100, action: .down(finger: 1, at: Point(x: 10, y: 400))),
        Step(time: 116, action: .move(finger: 1, to: Point(x: 40, y: 400))),
        Step(time: 120, action: .up(finger: 1)),
        Step(time: 200, action: .back),
      ])
    #expect(
      scenario.checkpoints == [
        Checkpoint(time: 0, stepsBefore: 0, expectation: .noGesture),
        Checkpoint(time: 116, stepsBefore: 2, expectation: .callbacks([])),
        Checkpoint(
          time: 201, stepsBefore: 4,
          expectation: .outcomesInclude([.operation(keyword: "back", refusal: .veto)])),
      ])
    let expectations: [BackGestureModel.Expectation] = [
      .screenCallbacks(screen: "B", []), .noGesture,
    ]
    #expect(scenario.expectations == expectations)
    #expect(parsed.stepLines == [10, 11, 13, 14])
    #expect(parsed.checkpointLines == [9, 12, 15])
    #expect(parsed.expectationLines == [16, 17])
    #expect(try Scenario.parse(scenario.scenarioText, file: "again.scenario").scenario == scenario)
  }

  @Test("A cancel lifts every finger, so they may touch down again")
  func cancelLiftsFingers() throws {
    let text =
      ScenarioErrorTests.header + """
        @0 down 1 at 10,10
        @1 down 2 at 20,20
        @2 cancel
        @3 down 1 at 10,10
        @4 up 1
        """
    let steps = try Scenario.parse(text, file: "c.scenario").scenario.steps
    #expect(
      steps.map(\.action) == [
        .down(finger: 1, at: Point(x: 10, y: 10)), .down(finger: 2, at: Point(x: 20, y: 20)),
        .cancel, .down(finger: 1, at: Point(x: 10, y: 10)), .up(finger: 1),
      ])
  }

  @Test("Operations may name undeclared screens: the engine refuses them as unknown")
  func operationsNameAnyScreen() throws {
    let text =
      ScenarioErrorTests.header + """
        @0 push Z
        @1 present Y X instant
        @2 set-stack instant
        """
    let steps = try Scenario.parse(text, file: "o.scenario").scenario.steps
    #expect(
      steps.map(\.action) == [
        .operation(Operation(.push("Z"))),
        .operation(Operation(.present(["Y", "X"]), animated: false)),
        .operation(Operation(.setStack([]), animated: false)),
      ])
  }

  @Test("Steps at the same time are allowed")
  func sameTime() throws {
    let text = ScenarioErrorTests.header + "@5 wait\n@5 wait\n"
    #expect(try Scenario.parse(text, file: "t.scenario").scenario.steps.count == 2)
  }

  @Test("A point at the far corner of the device is on it")
  func corner() throws {
    let text = ScenarioErrorTests.header + "@0 down 1 at 389,843\n@1 move 1 to 0,0\n"
    let steps = try Scenario.parse(text, file: "c.scenario").scenario.steps
    #expect(steps.last == Step(time: 1, action: .move(finger: 1, to: Point(x: 0, y: 0))))
  }
}
