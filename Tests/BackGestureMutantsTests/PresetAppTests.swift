import BackGestureApps
import BackGestureGenerators
import BackGestureModel
import BackGestureMutants
import BackGestureRunner
import BackGestureSampleApps
import PropertyCore
import Testing

/// The seed systems written as app code agree with the oracle on generated scenarios of
/// their presets: the UIKit-shaped surface runs them as the specification says.
@Suite @MainActor struct PresetAppTests {
  @Test(
    "A preset's app agrees with the oracle and keeps every invariant", arguments: PresetApps.presets
  )
  func agrees(_ preset: Preset) throws {
    try checkAgreement(preset, "app \(preset.rawValue)", Gen.scenarios(preset: preset), cases: 1000)
  }

  @Test(
    "A preset's app agrees with the oracle on taps on the back button too",
    arguments: PresetApps.presets)
  func agreesWithBackButton(_ preset: Preset) throws {
    try checkAgreement(
      preset, "app \(preset.rawValue) with the back button",
      Gen.scenarios(preset: preset, backButton: true), cases: 300)
  }

  @Test(
    "A preset's app agrees with the oracle on page sheets too", arguments: PresetApps.presets)
  func agreesWithSheets(_ preset: Preset) throws {
    try checkAgreement(
      preset, "app \(preset.rawValue) with page sheets",
      Gen.scenarios(preset: preset, sheets: true),
      cases: 300)
  }

  /// Runs a preset's app on generated scenarios against the oracle and the invariants,
  /// recording the property's report as an issue when one fails.
  private func checkAgreement(
    _ preset: Preset, _ name: String, _ scenarios: Generator<Scenario>, cases: Int
  ) throws {
    let app = try #require(PresetApps.app(for: preset))
    let result = Property.check(
      name, scenarios, configuration: PropertyConfiguration(cases: cases), environment: [:],
      describe: \.scenarioText
    ) { scenario in
      if let failure = ScenarioCheck.run(scenario, app: app).failure {
        throw PropertyFailure(failure.description)
      }
    }
    if let message = PropertyReport.message(for: result) {
      Issue.record(Comment(rawValue: message))
    }
  }
}
