import BackGestureCheck
import BackGestureGenerators
import BackGestureInvariants
import BackGestureModel
import PropertyCore

/// One hunt for a mutant: the property suite's own run (same name, generator and case
/// budget) with the engine driven by the mutant's policy and faults, stopped at the first
/// failure, which is then shrunk.
///
/// ```swift
/// let hunt = MutantHunt.run(.m1, preset: .fdFullscreen, cases: 2500)
/// print(hunt.caught, hunt.cases, hunt.shrunkSteps)  // true 3 2
/// ```
package struct MutantHunt: Sendable, Hashable {
  /// The mutant hunted.
  package var mutant: Mutant
  /// The preset whose generator made the scenarios.
  package var preset: Preset
  /// The seed of the property run.
  package var seed: UInt64
  /// The scenarios checked: the number of the first failing one, or the whole budget.
  package var cases: Int
  /// What caught the mutant, or `nil` when every scenario passed.
  package var finding: Finding?
  /// Nanoseconds from the start of the run to the first failure (generation and checks,
  /// not shrinking); the whole run when nothing was caught. Not deterministic.
  package var nanoseconds: Int64

  /// What caught a mutant: the invariant and the counterexample, as found and shrunk.
  package struct Finding: Sendable, Hashable {
    /// The invariant that broke on the shrunk scenario.
    package var invariant: InvariantID
    /// The steps of the scenario as first found.
    package var originalSteps: Int
    /// The steps of the shrunk scenario.
    package var shrunkSteps: Int
    /// The property runs shrinking spent.
    package var evaluations: Int
    /// The shrunk scenario.
    package var minimal: Scenario
  }

  /// Whether the hunt found a failing scenario.
  package var caught: Bool { finding != nil }

  /// Runs a preset's property against a mutant.
  ///
  /// - Parameters:
  ///   - mutant: The mutant.
  ///   - preset: The preset whose scenarios are generated; one of `mutant.presets`.
  ///   - cases: The case budget.
  ///   - seed: The seed; `nil` for the property's default, the one its suite uses.
  ///   - maximumSteps: The most steps per scenario.
  package static func run(
    _ mutant: Mutant, preset: Preset, cases: Int, seed: UInt64? = nil, maximumSteps: Int = 12
  ) -> MutantHunt {
    let policy = mutant.policy(for: preset)
    let faults = mutant.faults
    let name = ScenarioProperty.name(for: preset)
    let clock = ContinuousClock()
    let started = clock.now
    var caughtAt: ContinuousClock.Instant?
    let result = Property.check(
      name, Gen.scenarios(preset: preset, maximumSteps: maximumSteps),
      configuration: PropertyConfiguration(cases: cases, seed: seed), environment: [:],
      describe: ScenarioProperty.describe
    ) { scenario, _ in
      guard let failure = ScenarioCheck.run(scenario, policy: policy, faults: faults).failure
      else { return }
      if caughtAt == nil { caughtAt = clock.now }
      throw PropertyFailure(
        failure.description, fileID: "invariant", line: failure.invariant.rawValue)
    }
    let elapsed = (caughtAt ?? clock.now) - started
    let nanoseconds =
      elapsed.components.seconds * 1_000_000_000
      + elapsed.components.attoseconds / 1_000_000_000
    var hunt = MutantHunt(
      mutant: mutant, preset: preset, seed: result.seed, cases: result.statistics.cases,
      finding: nil, nanoseconds: nanoseconds)
    if let failure = result.failure {
      hunt.cases = failure.caseNumber
      let broken = ScenarioCheck.run(failure.minimal.value, policy: policy, faults: faults)
      hunt.finding = Finding(
        invariant: broken.failure?.invariant ?? .determinism,
        originalSteps: failure.original.value.steps.count,
        shrunkSteps: failure.minimal.value.steps.count, evaluations: failure.evaluations,
        minimal: failure.minimal.value)
    }
    return hunt
  }
}
