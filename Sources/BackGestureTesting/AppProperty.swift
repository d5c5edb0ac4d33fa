import BackGestureApps
import BackGestureCheck
import BackGestureGenerators
import BackGestureModel
import PropertyCore

/// The property an app's own UIKit-shaped code is checked by, in parts: its worlds, name,
/// generator and body.
///
/// ``checkBackGestureApp(_:presets:cases:maximumSteps:systems:sheets:nested:name:function:fileID:filePath:line:column:)``
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
