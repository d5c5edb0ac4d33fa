import BackGestureMutants
import BackGestureRunner
import BackGestureSampleApps
import Testing
import _TestSupport

/// The corpus through the preset apps: every hand-written scenario whose preset has an
/// app runs on the mirror of UIKit, where the recognizer graph decides every touch and
/// the app's delegate answers stand in for table 2.2 (spec [AR12]), and the app agrees
/// with the oracle on every step and keeps every invariant.
@Suite @MainActor struct PresetAppCorpusTests {
  /// The corpus files whose preset has an app.
  nonisolated static let files: [ScenarioFile] = corpusFiles.filter { file in
    guard case .success(let parsed) = file.load() else { return false }
    return PresetApps.presets.contains(parsed.scenario.world.preset)
  }

  @Test("The corpus has files for the presets with apps")
  func filesExist() {
    #expect(Self.files.count > 50, "only \(Self.files.count) files")
  }

  @Test("Every corpus scenario of a preset with an app holds on the app", arguments: files)
  func holdsOnTheApp(_ file: ScenarioFile) throws {
    guard case .success(let parsed) = file.load() else { return }
    let app = try #require(PresetApps.app(for: parsed.scenario.world.preset))
    let report = ScenarioCheck.run(parsed.scenario, app: app)
    #expect(report.failure == nil, "\(file.path)\n\(report.failure?.description ?? "")")
    #expect(report.stepsRun == parsed.scenario.steps.count)
  }
}
