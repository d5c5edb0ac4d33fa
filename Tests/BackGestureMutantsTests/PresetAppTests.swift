import BackGestureApps
import BackGestureCheck
import BackGestureGenerators
import BackGestureModel
import BackGestureMutants
import PropertyCore
import Testing

/// The seed systems written as app code agree with the oracle on generated scenarios of
/// their presets: the UIKit-shaped surface runs them as the specification says.
@Suite @MainActor struct PresetAppTests {
  @Test(
    "A preset's app agrees with the oracle and keeps every invariant", arguments: PresetApps.presets
  )
  func agrees(_ preset: Preset) throws {
    let app = try #require(PresetApps.app(for: preset))
    let result = Property.check(
      "app \(preset.rawValue)", Gen.scenarios(preset: preset),
      configuration: PropertyConfiguration(cases: 1000), environment: [:],
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

  @Test(
    "A preset's app agrees with the oracle on taps on the back button too",
    arguments: PresetApps.presets)
  func agreesWithBackButton(_ preset: Preset) throws {
    let app = try #require(PresetApps.app(for: preset))
    let result = Property.check(
      "app \(preset.rawValue) with the back button",
      Gen.scenarios(preset: preset, backButton: true),
      configuration: PropertyConfiguration(cases: 300), environment: [:],
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

  @Test(
    "A preset's app agrees with the oracle on page sheets too", arguments: PresetApps.presets)
  func agreesWithSheets(_ preset: Preset) throws {
    let app = try #require(PresetApps.app(for: preset))
    let result = Property.check(
      "app \(preset.rawValue) with page sheets",
      Gen.scenarios(preset: preset, sheets: true),
      configuration: PropertyConfiguration(cases: 300), environment: [:],
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
