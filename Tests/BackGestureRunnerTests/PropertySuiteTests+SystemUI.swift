import BackGestureModel
import BackGestureRunner
import PropertyCore
import PropertyTesting
import Testing
import _TestSupport

extension PropertySuiteTests {
  /// What the keyboard, search and the tab bar must reach in generated scenarios, with
  /// the fewest scenarios per preset that must carry each in a run of the whole budget
  /// (about 40% of what the default seed reaches in the preset that reaches it least).
  static let systemUIFloors: [(label: String, minimum: Int)] = [
    // A tap brings the keyboard up; a cancelled swipe or pull gives it back; a swipe that
    // began with it up finishes ([K1], [K2]).
    ("keyboard:up", 319), ("keyboard:restored", 16), ("keyboard:gone", 6),
    // A search activates, and ends when its screen leaves the stacks ([K4]).
    ("search:activated", 168), ("search:ended", 14),
    // The tab bar hides and shows again as the root's stack changes ([K6]).
    ("tabBar:hidden", 11), ("tabBar:shown", 16),
  ]

  @Test(
    "Generated scenarios with the keyboard, the tab bar and search keep every invariant",
    arguments: Preset.allCases)
  func invariantsHoldWithSystemUI(_ preset: Preset) async {
    let result = await checkProperty(
      Gen.scenarios(preset: preset, nested: true, systemUI: true),
      name: ScenarioProperty.name(for: preset) + " with the keyboard, the tab bar and search",
      configuration: PropertyConfiguration(cases: Self.largeSuiteCases),
      describe: ScenarioProperty.describe
    ) { scenario, context in
      let report = ScenarioCheck.run(scenario)
      let labels = report.facts.labels
      for floor in Self.systemUIFloors {
        context.cover(
          labels.contains(floor.label), floor.label, minimumCount: Self.scaled(floor.minimum))
      }
      if let failure = report.failure {
        throw PropertyFailure(
          failure.description, fileID: "invariant", line: failure.invariant.rawValue)
      }
    }
    print(PropertyReport.statistics(for: result))
  }
}
