import BackGestureModel
import BackGestureRunner
import Testing

/// Checkpoints and the transitions that end while the clock advances, on the engine and
/// on the oracle.
extension ScenarioTraceTests {
  /// A push, a tap on the back button, and checkpoints in the animations.
  static let checkpoints = """
    backgesture-scenario 2
    device: phone 390x844 ltr
    preset: fdFullscreen
    screen A
    screen B
    stack: A
    steps:
    @0 push B                            # animated: ends @350 [A1]
    @350 expect transition: none         # the push ends at 350, before the state is read [T1]
    @400 back                            # B shows the system button, no veto: a pop, ends @750 [O6]
    @500 expect transition: pop animating
    @500 expect stacks: A B              # fails: the stack changed at once [O4]
    @800 wait
    expect stacks: A
    expect outcomes: push:done back:done
    """

  @Test(
    "A checkpoint reads the state at its time; a failing one names its line and time",
    arguments: Simulator.allCases)
  func checkpointVerdicts(_ simulator: Simulator) throws {
    let parsed = try Scenario.parse(Self.checkpoints, file: "c.scenario")
    let run = ScenarioTrace(parsed, on: simulator)
    #expect(run.refusedStep == nil)
    #expect(run.snapshots.count == 3)
    #expect(run.checkpointStates.map(\.time) == [350, 500, 500])
    #expect(
      run.verdict == """
        FAIL: 1 of 5 expectations failed
        c.scenario:12: @500 expect stacks failed: expected 'A B', found 'A'

        """)
    #expect(
      run.completions.map { "\($0.stepIndex) \($0.transition.kind.rawValue) @\($0.snapshot.time)" }
        == ["1 push @350", "2 pop @750"])
  }
}
