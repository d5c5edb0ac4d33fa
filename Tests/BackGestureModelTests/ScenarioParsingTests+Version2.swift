import BackGestureModel
import Testing

/// What format version 2 adds, read into the scenario it describes.
extension ScenarioParsingTests {
  static let version2 = """
    backgesture-scenario 2
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
  func version2Parses() throws {
    let parsed = try Scenario.parse(Self.version2, file: "v2.scenario")
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
    #expect(scenario.requiredFormatVersion == 2)
  }

  @Test("A version 1 title is free text: quotes and backslashes are themselves")
  func version1TitleIsLiteral() throws {
    let text =
      "backgesture-scenario 1\ntitle: \"a\\n\" # note\n"
      + ScenarioErrorTests.header
      .drop { $0 != "\n" }.dropFirst()
    let scenario = try Scenario.parse(text, file: "t.scenario").scenario
    #expect(scenario.title == "\"a\\n\"")
  }

  @Test("A point at the far corner of the device is on it")
  func corner() throws {
    let text = ScenarioErrorTests.header + "@0 down 1 at 389,843\n@1 move 1 to 0,0\n"
    let steps = try Scenario.parse(text, file: "c.scenario").scenario.steps
    #expect(steps.last == Step(time: 1, action: .move(finger: 1, to: Point(x: 0, y: 0))))
  }
}
