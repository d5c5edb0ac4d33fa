import BackGestureApps
import BackGestureGenerators
import BackGestureModel
import BackGestureRunner
import PropertyCore

/// The property an app's own UIKit-shaped code is checked by, in parts: its worlds, name,
/// generator and body.
///
/// ``checkBackGestureApp(_:options:name:function:fileID:filePath:line:column:)``
/// runs it and reports the result.
public enum AppProperty {
  /// Returns the presets whose worlds are drawn to check an app by default: the one it
  /// `BackGestureApp.follows`, or every preset's.
  @MainActor
  public static func presets(for app: some BackGestureApp) -> [Preset] {
    app.follows.map { [$0] } ?? Preset.allCases
  }

  /// Returns the property's name: what the check holds the app to.
  ///
  /// `"MyApp keeps every invariant and follows fdFullscreen"`, or `"MyApp keeps every
  /// invariant"` for an app that follows no preset.
  @MainActor
  public static func name(of app: some BackGestureApp) -> String {
    let type = String(describing: type(of: app))
    guard let preset = app.follows else { return "\(type) keeps every invariant" }
    return "\(type) keeps every invariant and follows \(preset.rawValue)"
  }

  /// Returns the generator of an app's scenarios: the worlds of the options' presets, or
  /// of ``presets(for:)`` when they name none, in the space of the options, carrying only
  /// what the app `BackGestureApp.honours`.
  @MainActor
  public static func generator(
    for app: some BackGestureApp, options: CheckOptions
  )
    -> Generator<Scenario>
  {
    Gen.scenarios(in: options, defaults: presets(for: app), honours: app.honours)
  }

  /// Checks an app on the scenarios of the options and returns the result, reporting
  /// nothing: what ``checkBackGestureApp(_:options:name:function:fileID:filePath:line:column:)``
  /// runs before it reports.
  ///
  /// - Parameters:
  ///   - app: The app's factories.
  ///   - options: The space of scenarios, the cases and the seed.
  ///   - name: The property's name; ``name(of:)`` by default.
  @MainActor
  public static func check(
    _ app: some BackGestureApp, options: CheckOptions = CheckOptions(), name: String? = nil
  ) -> PropertyResult<Scenario> {
    Property.check(
      name ?? self.name(of: app), generator(for: app, options: options),
      configuration: PropertyConfiguration(cases: options.cases, seed: options.seed),
      describe: PolicyProperty.describe, body(app))
  }

  /// Returns the property's body for an app: `ScenarioCheck.run(_:app:)` finds no
  /// broken invariant. It runs on the main actor, as UIKit code does.
  @MainActor
  public static func body(_ app: some BackGestureApp) -> (Scenario, PropertyContext) throws -> Void
  {
    { scenario, context in
      let report = MainActor.assumeIsolated { ScenarioCheck.run(scenario, app: app) }
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
