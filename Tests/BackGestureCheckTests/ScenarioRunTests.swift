import BackGestureCheck
import BackGestureModel
import Testing
import _TestSupport

@Suite struct ScenarioRunTests {
  static let text = """
    backgesture-scenario 1
    device: phone 390x844 ltr
    preset: fdFullscreen
    screen A bar=hidden style=1
    screen B bar=visible style=2
      hscroll frame=0,100,390,200 content=800
    stack: A B
    steps:
    @0 wait
    @5 wait
    expect stacks: A B
    expect transition: none
    """

  @Test("The verdict of a passing run counts its expectations")
  func passingVerdicts() throws {
    let parsed = try Scenario.parse(Self.text, file: "p.scenario")
    let initial = TestSupport.restingSnapshot
    let run = ScenarioRun(parsed: parsed, initial: initial, trace: [initial, initial], stepFailure: nil)
    #expect(run.passed)
    #expect(run.verdict == "PASS: all 2 expectations hold\n")
    var one = parsed
    one.scenario.expectations.removeLast()
    one.expectationLines.removeLast()
    #expect(ScenarioRun(parsed: one, initial: initial, trace: [], stepFailure: nil).verdict ==
      "PASS: the expectation holds\n")
    one.scenario.expectations = []
    one.expectationLines = []
    #expect(ScenarioRun(parsed: one, initial: initial, trace: [], stepFailure: nil).verdict ==
      "PASS: no expectations to check\n")
  }

  @Test("A refused step stops the run, names its line, and skips the expectations")
  func refusedStep() throws {
    let parsed = try Scenario.parse(Self.text, file: "p.scenario")
    let failure = StepFailure(
      file: "p.scenario", line: 10, step: parsed.scenario.steps[1],
      reason: "no such thing")
    let run = ScenarioRun(
      parsed: parsed, initial: TestSupport.restingSnapshot, trace: [TestSupport.restingSnapshot],
      stepFailure: failure)
    #expect(!run.passed)
    #expect(run.expectationFailures.isEmpty)
    #expect(failure.description == "p.scenario:10: the engine refused '@5 wait': no such thing")
    #expect(run.verdict == "STOPPED: \(failure)\n")
  }

  @Test("Running collects one snapshot per step")
  func runsEveryStep() throws {
    let run = ScenarioRun(try Scenario.parse(Self.text, file: "p.scenario"))
    #expect(run.stepFailure == nil)
    #expect(run.trace.map(\.time) == [0, 5])
    #expect(run.final == run.trace.last)
  }
}
