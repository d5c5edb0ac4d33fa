import BackGestureCheck
import BackGestureEngine
import BackGestureGenerators
import BackGestureInvariants
import BackGestureModel
import PropertyCore

/// The property a policy is checked by, in parts: its worlds, name, generator and body.
///
/// ``checkBackGesturePolicy(_:presets:cases:maximumSteps:systems:sheets:nested:name:function:fileID:filePath:line:column:)``
/// runs it and reports the result. The parts are pure and print nothing, for a runner
/// of your own:
///
/// ```swift
/// let policy = MyPolicy()
/// let result = Property.check(
///   PolicyProperty.name(of: policy),
///   PolicyProperty.generator(presets: PolicyProperty.presets(for: policy)),
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

  /// Returns a generator of scenarios in the worlds of the presets, each preset as likely.
  ///
  /// - Parameters:
  ///   - presets: The presets whose worlds are drawn; earlier ones are simpler.
  ///   - maximumSteps: The most steps a scenario has.
  ///   - systems: The systems the worlds run on; both by default.
  ///   - sheets: Whether presentations may be page sheets that a finger pulls down
  ///     (spec [N6], [N7]); off by default.
  ///   - nested: Whether screens may hold nested content: scroll views that hold items,
  ///     pagers, cells with swipe actions, and scroll views that answer the back
  ///     recognizers either way (spec [C5] to [C7]); off by default.
  /// - Returns: The generator; with no preset given, one whose every draw throws a
  ///   `GeneratorMisuse` that says so, which a property run reports as its result.
  public static func generator(
    presets: [Preset], maximumSteps: Int = 12,
    systems: [OperatingSystem] = OperatingSystem.allCases, sheets: Bool = false,
    nested: Bool = false
  ) -> Generator<Scenario> {
    guard !presets.isEmpty else {
      let misuse = GeneratorMisuse(
        "presets is empty: pass at least one preset whose worlds are drawn, or nil for the default")
      return Generator { _ in throw misuse }
    }
    let worlds = { @Sendable (preset: Preset) in
      Gen.scenarios(
        preset: preset, maximumSteps: maximumSteps, sheets: sheets, systems: systems,
        nested: nested)
    }
    if presets.count == 1 { return worlds(presets[0]) }
    return Gen.element(of: presets).flatMap(worlds)
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
