import BackGestureEngine
import BackGestureModel
import BackGestureOracle

/// Checks scenarios: the reference engine and the oracle in lockstep, with the
/// invariants of spec section 12 after every step.
///
/// ```swift
/// let report = ScenarioCheck.run(scenario)
/// if let failure = report.failure { print(failure) }
/// ```
///
/// ```text
/// invariant 10 (the engine and the oracle agree on every observable) broken after step 3 '@200 up 1'
///   transition.phase: engine finishing | oracle cancelling
/// ```
public enum ScenarioCheck {
  /// How far past the last step the quiescence check waits, in milliseconds; longer
  /// than any animation (an animator lasts at most 5000 ms).
  static let quiescenceWait = 10_000

  /// Runs engine and oracle in lockstep over the scenario's steps, checking every
  /// invariant after every step and the quiescence checks after the last; stops at the
  /// first failure.
  ///
  /// - Parameters:
  ///   - scenario: The scenario; its expectations are not consulted.
  ///   - policy: The policy that drives the engine; `nil` for the preset's. The oracle
  ///     and the invariants always follow the specification for the world's preset.
  /// - Returns: The first failure, if any, the coverage facts of the steps that ran,
  ///   and how many steps ran.
  public static func run(_ scenario: Scenario, policy: GesturePolicy? = nil) -> CheckReport {
    var lockstep = Lockstep(scenario, policy: policy ?? .preset(scenario.world.preset))
    if let diff = SnapshotDiff.diff(
      lockstep.engineSnapshot, lockstep.oracle.snapshot, labels: ("engine", "oracle"))
    {
      let failure = CheckFailure(.differential, .start, diff)
      return CheckReport(failure: failure, facts: lockstep.coverage.facts, stepsRun: 0)
    }
    for (index, step) in scenario.steps.enumerated() {
      if let failure = lockstep.advance(step, at: .step(index, step), recording: true) {
        return CheckReport(failure: failure, facts: lockstep.coverage.facts, stepsRun: index + 1)
      }
    }
    let failure = lockstep.settle(after: scenario.steps.count)
    return CheckReport(
      failure: failure, facts: lockstep.coverage.facts, stepsRun: scenario.steps.count)
  }
}
