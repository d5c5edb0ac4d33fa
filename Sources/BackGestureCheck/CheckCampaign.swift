import BackGestureEngine
import BackGestureModel
import PropertyCore

/// The campaign of `backgesture check`: generated scenarios of every preset, each checked
/// by ``ScenarioCheck``, stopped at the first counterexample, which is shrunk.
///
/// The count is split over the presets in order (the first presets get the remainder),
/// and each preset's property runs with a seed derived from the campaign's seed and the
/// preset, so the same seed and count give the same scenarios and the same verdict.
package struct CheckCampaign {
  /// The scenarios to check, over every preset.
  package var count: Int
  /// The campaign's seed.
  package var seed: UInt64 = 0
  /// The most steps per scenario.
  package var maximumSteps: Int = 12
  /// The presets, in the order they run.
  package var presets: [Preset] = Preset.allCases

  /// Creates a campaign.
  package init(
    count: Int, seed: UInt64 = 0, maximumSteps: Int = 12, presets: [Preset] = Preset.allCases
  ) {
    self.count = count
    self.seed = seed
    self.maximumSteps = maximumSteps
    self.presets = presets
  }

  /// What a campaign found: the coverage counts, the scenarios checked and the first
  /// result that did not pass, with its preset.
  package struct Outcome {
    /// Each coverage label with the number of scenarios that carried it.
    package var counts: [String: Int] = [:]
    /// The scenarios checked.
    package var total = 0
    /// The first preset whose property did not pass, and its result.
    package var failure: (preset: Preset, result: PropertyResult<Scenario>)?
  }

  /// The seed of one preset's property: derived from the campaign's seed and the preset.
  package static func seed(_ seed: UInt64, for preset: Preset) -> UInt64 {
    Property.defaultSeed(for: "\(seed) \(preset.rawValue)")
  }

  /// The number of scenarios the preset at a position in ``presets`` gets.
  package func cases(at position: Int) -> Int {
    count / presets.count + (position < count % presets.count ? 1 : 0)
  }

  /// Runs the campaign on the reference engine, or on an engine driven by another policy
  /// and fault switches (the mutants and the planted faults).
  ///
  /// - Parameters:
  ///   - policy: The policy for each preset; `nil` for the preset's own.
  ///   - faults: The engine's fault switches; empty for the reference engine.
  package func run(
    policy: (Preset) -> (any BackGesturePolicy)? = { _ in nil }, faults: EngineFaults = []
  ) -> Outcome {
    var outcome = Outcome()
    for (position, preset) in presets.enumerated() {
      let cases = cases(at: position)
      guard cases > 0 else { continue }
      let configuration = PropertyConfiguration(cases: cases, seed: Self.seed(seed, for: preset))
      let result = Property.check(
        ScenarioProperty.name(for: preset),
        Gen.scenarios(preset: preset, maximumSteps: maximumSteps),
        configuration: configuration, environment: [:], describe: ScenarioProperty.describe,
        ScenarioProperty.body(policy: policy(preset), faults: faults))
      outcome.total += result.statistics.cases
      outcome.counts.merge(result.statistics.labelCounts, uniquingKeysWith: +)
      if !result.isSuccess {
        outcome.failure = (preset, result)
        break
      }
    }
    return outcome
  }
}
