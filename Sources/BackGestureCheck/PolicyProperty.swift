import BackGestureEngine
import BackGestureGenerators
import BackGestureInvariants
import BackGestureModel
import BackGestureRunner
import PropertyCore

/// The property a policy is checked by, in parts: its worlds, name, generator and body.
///
/// ``checkBackGesturePolicy(_:options:name:function:fileID:filePath:line:column:)``
/// runs it and reports the result. The parts are pure and print nothing, for a runner
/// of your own:
///
/// ```swift
/// let policy = MyPolicy()
/// let result = Property.check(
///   PolicyProperty.name(of: policy),
///   PolicyProperty.generator(for: policy, options: CheckOptions(cases: 200)),
///   describe: PolicyProperty.describe, PolicyProperty.body(policy))
/// ```
public enum PolicyProperty {
  /// Returns the presets whose worlds are drawn to check a policy by default.
  ///
  /// - A policy that follows a preset (`BackGesturePolicy.follows`): that preset's worlds, and
  ///   the oracle runs that preset beside the engine.
  /// - Otherwise, when its `BackGesturePolicy.base` is a preset's policy unchanged:
  ///   that preset's worlds, checked against the invariants alone.
  /// - Otherwise (a base changed by hand): the worlds of every preset, checked against
  ///   the invariants alone.
  public static func presets(for policy: some BackGesturePolicy) -> [Preset] {
    if let preset = policy.follows { return [preset] }
    if let preset = Preset.allCases.first(where: { GesturePolicy.preset($0) == policy.base }) {
      return [preset]
    }
    return Preset.allCases
  }

  /// Returns the property's name: what the check holds the policy to.
  ///
  /// `"MyPolicy keeps every invariant and follows fdFullscreen"`, or
  /// `"MyPolicy keeps every invariant"` for a policy that follows no preset. The name
  /// heads the failure message, derives the default seed and scopes replay tokens.
  public static func name(of policy: some BackGesturePolicy) -> String {
    let type = String(describing: type(of: policy))
    guard let preset = policy.follows else { return "\(type) keeps every invariant" }
    return "\(type) keeps every invariant and follows \(preset.rawValue)"
  }

  /// Returns the generator of a policy's scenarios: the worlds of the options' presets, or
  /// of ``presets(for:)`` when they name none, each preset as likely, in the space of the
  /// options.
  ///
  /// - Returns: The generator; with an empty list of presets, one whose every draw throws
  ///   a `GeneratorMisuse` that says so, which a property run reports as its result.
  public static func generator(
    for policy: some BackGesturePolicy, options: CheckOptions
  )
    -> Generator<Scenario>
  {
    Gen.scenarios(in: options, defaults: presets(for: policy))
  }

  /// Checks a policy on the scenarios of the options and returns the result, reporting
  /// nothing: what ``checkBackGesturePolicy(_:options:name:function:fileID:filePath:line:column:)``
  /// runs before it reports.
  ///
  /// - Parameters:
  ///   - policy: The policy.
  ///   - options: The space of scenarios, the cases and the seed.
  ///   - name: The property's name; ``name(of:)`` by default.
  public static func check(
    _ policy: some BackGesturePolicy, options: CheckOptions = CheckOptions(), name: String? = nil
  ) -> PropertyResult<Scenario> {
    Property.check(
      name ?? self.name(of: policy), generator(for: policy, options: options),
      configuration: PropertyConfiguration(cases: options.cases, seed: options.seed),
      describe: describe, body(policy))
  }

  /// Renders a scenario in the scenario text format, ready to paste into a `.scenario` file.
  public static let describe: @Sendable (Scenario) -> String = ScenarioProperty.describe

  /// Returns the property's body for a policy: `ScenarioCheck.run(_:policy:)`
  /// finds no broken invariant.
  ///
  /// The body counts each coverage fact of the scenario as a label, and throws a
  /// `PropertyFailure` whose description is the `CheckFailure`'s: the broken invariant,
  /// the step, and the state that shows it, with an explanation that a report shows
  /// first (`FailureExplanation`). The failure's identity is its origin, the invariant
  /// and the first observable that went wrong, so shrinking stays on the same bug.
  public static func body(
    _ policy: some BackGesturePolicy
  ) -> @Sendable (Scenario, PropertyContext) throws -> Void {
    { scenario, context in
      let report = ScenarioCheck.run(scenario, policy: policy)
      for label in report.facts.labels { context.label(label) }
      if let failure = report.failure {
        throw PropertyFailure(
          failure.description, origin: failure.origin,
          explanation: FailureExplanation.text(failure, in: scenario), fileID: "invariant",
          line: failure.invariant.rawValue)
      }
    }
  }
}
