import BackGestureEngine
import BackGestureGenerators
import BackGestureInvariants
import BackGestureModel
import BackGestureRunner
import PropertyCore

/// One hunt for a mutant: the property suite's own run (same name, generator and case
/// budget) on `ios18` worlds, with the engine driven by the mutant's policy and faults,
/// stopped at the first failure, which is then shrunk.
///
/// The mutants break rules that both systems share, and their hand-written
/// counterexamples run on `ios18`; the hunt draws no system (`ios18` alone), so its
/// seeds give the scenarios they gave before worlds had one.
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
    /// The parts of the shrunk scenario that play no role: taking out any one of them
    /// leaves a valid scenario that still fails the same way (the same invariant and the
    /// same first wrong observable). Empty when the scenario is 1-minimal.
    package var idleParts: [ScenarioPart]
    /// The parts whose removal leaves a valid scenario that fails another way: another
    /// invariant, or another observable first. The shrinker keeps them, since without
    /// them the scenario shows a different failure from the one found.
    package var switchingParts: [ScenarioPart]
    /// The numbers of the shrunk scenario's steps (times, leading distances, heights)
    /// that still fail the same way one lower: empty when each is the smallest that
    /// still fails, given the others.
    package var lowerableValues: [ScenarioValue]

    /// The screens the shrunk scenario declares.
    package var shrunkScreens: Int { minimal.world.screens.count }
    /// The parts of the shrunk scenario (``Scenario/parts``).
    package var shrunkParts: Int { minimal.parts.count }
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
      name, Gen.scenarios(preset: preset, maximumSteps: maximumSteps, systems: [.ios18]),
      configuration: PropertyConfiguration(cases: cases, seed: seed), environment: [:],
      describe: ScenarioProperty.describe
    ) { scenario, _ in
      guard let failure = ScenarioCheck.run(scenario, policy: policy, faults: faults).failure
      else { return }
      if caughtAt == nil { caughtAt = clock.now }
      throw PropertyFailure(
        failure.description, origin: failure.origin, fileID: "invariant",
        line: failure.invariant.rawValue)
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
      let minimal = failure.minimal.value
      let broken = ScenarioCheck.run(minimal, policy: policy, faults: faults).failure
      let roles = partRoles(of: minimal, origin: broken?.origin, policy: policy, faults: faults)
      let lowerable = minimal.loweredByOne.filter { _, lowered in
        failsTheSameWay(lowered, origin: broken?.origin, policy: policy, faults: faults)
      }
      hunt.finding = Finding(
        invariant: broken?.invariant ?? .determinism,
        originalSteps: failure.original.value.steps.count,
        shrunkSteps: minimal.steps.count, evaluations: failure.evaluations, minimal: minimal,
        idleParts: roles.idle, switchingParts: roles.switching,
        lowerableValues: lowerable.map(\.0))
    }
    return hunt
  }

  /// Whether a scenario is valid (its text parses and neither model refuses a step) and
  /// fails with a given origin.
  static func failsTheSameWay(
    _ scenario: Scenario, origin: String?, policy: (any BackGesturePolicy)?,
    faults: EngineFaults
  ) -> Bool {
    guard (try? Scenario.parse(scenario.scenarioText, file: "value")) != nil,
      let failure = ScenarioCheck.run(scenario, policy: policy, faults: faults).failure,
      !failure.invalidScenario
    else { return false }
    return failure.origin == origin
  }

  /// Takes out each part of a failing scenario in turn: the parts whose removal leaves a
  /// valid scenario that fails with the same origin (idle), and those whose removal
  /// leaves one that fails with another (switching). A scenario is valid when its text
  /// parses and neither model refuses a step.
  static func partRoles(
    of scenario: Scenario, origin: String?, policy: (any BackGesturePolicy)?,
    faults: EngineFaults
  ) -> (idle: [ScenarioPart], switching: [ScenarioPart]) {
    var idle: [ScenarioPart] = []
    var switching: [ScenarioPart] = []
    for part in scenario.parts {
      let smaller = scenario.removing(part)
      guard (try? Scenario.parse(smaller.scenarioText, file: "part")) != nil,
        let failure = ScenarioCheck.run(smaller, policy: policy, faults: faults).failure,
        !failure.invalidScenario
      else { continue }
      if failure.origin == origin {
        idle.append(part)
      } else {
        switching.append(part)
      }
    }
    return (idle, switching)
  }
}
