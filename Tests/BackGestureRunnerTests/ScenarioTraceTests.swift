import BackGestureModel
import BackGestureRunner
import Testing
import _TestSupport

@Suite struct ScenarioTraceTests {
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
    let run = ScenarioTrace(
      parsed: parsed, initial: initial, snapshots: [initial, initial], refusedStep: nil)
    #expect(run.passed)
    #expect(run.verdict == "PASS: all 2 expectations hold\n")
    var one = parsed
    one.scenario.expectations.removeLast()
    one.expectationLines.removeLast()
    #expect(
      ScenarioTrace(parsed: one, initial: initial, snapshots: [], refusedStep: nil).verdict
        == "PASS: the expectation holds\n")
    one.scenario.expectations = []
    one.expectationLines = []
    #expect(
      ScenarioTrace(parsed: one, initial: initial, snapshots: [], refusedStep: nil).verdict
        == "PASS: no expectations to check\n")
  }

  @Test("A refused step stops the run, names its line, and skips the expectations")
  func refusedStep() throws {
    let parsed = try Scenario.parse(Self.text, file: "p.scenario")
    let failure = TraceFailure(
      file: "p.scenario", line: 10,
      kind: .refusedStep(parsed.scenario.steps[1], by: .engine, reason: "no such thing"))
    let run = ScenarioTrace(
      parsed: parsed, initial: TestSupport.restingSnapshot,
      snapshots: [TestSupport.restingSnapshot],
      refusedStep: failure)
    #expect(!run.passed)
    #expect(run.expectationFailures.isEmpty)
    #expect(failure.description == "p.scenario:10: the engine refused '@5 wait': no such thing")
    #expect(run.verdict == "STOPPED: \(failure)\n")
  }

  @Test("Running collects one snapshot per step")
  func runsEveryStep() throws {
    let run = ScenarioTrace(try Scenario.parse(Self.text, file: "p.scenario"))
    #expect(run.refusedStep == nil)
    #expect(run.snapshots.map(\.time) == [0, 5])
    #expect(run.final == run.snapshots.last)
  }
}
