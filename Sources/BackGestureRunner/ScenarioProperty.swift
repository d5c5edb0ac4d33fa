import BackGestureEngine
import BackGestureGenerators
import BackGestureInvariants
import BackGestureModel
import PropertyCore

/// The property every generated scenario must satisfy: `ScenarioCheck.run(_:policy:)`
/// finds no broken invariant. Shared by the property suites and `backgesture check`.
///
/// ```swift
/// let result = Property.check(
///   ScenarioProperty.name(for: .fdFullscreen), Gen.scenarios(preset: .fdFullscreen),
///   describe: ScenarioProperty.describe, ScenarioProperty.body)
/// ```
public enum ScenarioProperty {
  /// The property's name for a preset; it scopes replay tokens and derives the default seed.
  public static func name(for preset: Preset) -> String {
    "check \(preset.rawValue)"
  }

  /// Renders a scenario in the scenario text format, ready to paste into `Corpus/`.
  public static let describe: @Sendable (Scenario) -> String = { $0.scenarioText }

  /// Checks one scenario: counts each of its coverage facts as a label, and throws a
  /// `PropertyFailure` with the `CheckFailure`'s description when an invariant breaks.
  ///
  /// The failure's identity (which keeps shrinking on the same bug) is its origin
  /// (`CheckFailure.origin`): the broken invariant and the first observable that went
  /// wrong. A candidate that breaks a different invariant, or the same one through a
  /// different observable first, shows another bug and is not a smaller example.
  public static func body(_ scenario: Scenario, _ context: PropertyContext) throws {
    try check(scenario, context, policy: nil, faults: [])
  }

  /// The same check on an engine driven by another policy and fault switches (the
  /// mutants and the planted faults); a test hook.
  package static func body(
    policy: (any BackGesturePolicy)?, faults: EngineFaults
  )
    -> (Scenario, PropertyContext) throws -> Void
  {
    { scenario, context in try check(scenario, context, policy: policy, faults: faults) }
  }

  private static func check(
    _ scenario: Scenario, _ context: PropertyContext, policy: (any BackGesturePolicy)?,
    faults: EngineFaults
  ) throws {
    let report = ScenarioCheck.run(scenario, policy: policy, faults: faults)
    for label in report.facts.labels { context.label(label) }
    if let failure = report.failure {
      throw PropertyFailure(
        failure.description, origin: failure.origin,
        explanation: FailureExplanation.text(failure, in: scenario), fileID: "invariant",
        line: failure.invariant.rawValue)
    }
  }
}
