import BackGestureEngine
import BackGestureGenerators
import BackGestureInvariants
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
  /// Runs engine and oracle in lockstep over the scenario's steps, checking every
  /// invariant after every step and the quiescence checks after the last; stops at the
  /// first failure.
  ///
  /// The engine is judged against a preset: the world's when `policy` is `nil` or a
  /// plain `GesturePolicy` value, otherwise the preset the policy follows
  /// (`BackGesturePolicy.follows`).
  /// The oracle runs the world under that preset, and invariants 1, 5 and 7 read its row
  /// of table 2.2. A policy that follows no preset is checked without the oracle: the
  /// differential (invariant 10) is skipped, and so are the parts of the others that
  /// need the table (invariant 7's recognizer availability, `optOut`, `pageFlag`,
  /// `backButton`, `maxDistance` and horizontal scroll rule; invariant 5's bar; the
  /// preset's dismiss of one-screen presentations in invariant 1). Every other check
  /// runs.
  ///
  /// - Parameters:
  ///   - scenario: The scenario; its expectations are not consulted.
  ///   - policy: The policy that drives the engine; `nil` for the preset's.
  /// - Returns: The first failure, if any, the coverage facts of the steps that ran,
  ///   and how many steps ran.
  public static func run(
    _ scenario: Scenario, policy: (any BackGesturePolicy)? = nil
  )
    -> CheckReport
  {
    run(scenario, policy: policy, faults: [])
  }

  /// Runs the check on an engine with fault switches that break it on purpose (the
  /// mutants and the planted faults); a test hook.
  package static func run(
    _ scenario: Scenario, policy: (any BackGesturePolicy)?, faults: EngineFaults
  ) -> CheckReport {
    Lockstep.check(
      scenario, policy: policy ?? GesturePolicy.preset(scenario.world.preset),
      judgedBy: judgingPreset(of: policy, in: scenario.world), faults: faults)
  }

  /// Runs the check with a plain policy value, judged against the world's preset.
  public static func run(_ scenario: Scenario, policy: GesturePolicy) -> CheckReport {
    run(scenario, policy: policy as any BackGesturePolicy, faults: [])
  }

  /// The preset a policy is judged by: the world's for none or a plain policy value,
  /// otherwise the one it follows.
  static func judgingPreset(of policy: (any BackGesturePolicy)?, in world: World) -> Preset? {
    guard let policy, !(policy is GesturePolicy) else { return world.preset }
    return policy.follows
  }
}
