import BackGestureModel
import BackGestureOracle
import BackGestureRunner
import PropertyCore
import PropertyTesting
import Testing

/// The property suite with page sheets: presentations drawn as sheets keep every
/// invariant, and the generator reaches sheets that come and go.
extension PropertySuiteTests {
  /// What generated scenarios with sheets must reach, with the fewest scenarios per
  /// preset that must carry each (about 40% of what the default seed reaches in the
  /// preset that reaches it least).
  static let sheetFloors: [(label: String, minimum: Int)] = [
    ("page sheet shown", 67), ("page sheet dismissed", 4),
    // The default seed pulls a sheet away in 4 (isolatedContainers) to 8 scenarios of 1000.
    ("page sheet dismissed by pulling down", 2),
  ]

  /// The sheet labels of a run, read from the oracle's snapshots: a page sheet was
  /// shown, a page sheet left the screen (its container was removed), and a pull
  /// dismissed one (`pull:dismissed`, [N7]).
  static func sheetLabels(_ snapshots: [Snapshot]) -> Set<String> {
    var labels: Set<String> = []
    for (before, after) in zip(snapshots, snapshots.dropFirst()) {
      if before.containers.contains(where: { $0.style != .fullScreen }) {
        labels.insert("page sheet shown")
      }
      if after.containers.count < before.containers.count,
        before.containers[before.containers.count - 1].style != .fullScreen
      {
        labels.insert("page sheet dismissed")
      }
      if after.outcomes.count > before.outcomes.count,
        after.outcomes[before.outcomes.count...].contains(.pull(.dismissed))
      {
        labels.insert("page sheet dismissed by pulling down")
      }
    }
    return labels
  }

  @Test(
    "Generated scenarios with page sheets keep every invariant", arguments: Preset.allCases)
  func invariantsHoldWithSheets(_ preset: Preset) async {
    let result = await checkProperty(
      Gen.scenarios(preset: preset, sheets: true),
      name: ScenarioProperty.name(for: preset) + " with page sheets",
      configuration: PropertyConfiguration(cases: Self.cases * 2 / 5),
      describe: ScenarioProperty.describe
    ) { scenario, context in
      let initial = Oracle.start(scenario.world).snapshot
      let snapshots = [initial] + ((try? Oracle.run(scenario.world, scenario.steps)) ?? [])
      let labels = Self.sheetLabels(snapshots)
      for label in labels.sorted() { context.label(label) }
      for floor in Self.sheetFloors {
        context.cover(labels.contains(floor.label), floor.label, minimumCount: floor.minimum)
      }
      if let failure = ScenarioCheck.run(scenario).failure {
        throw PropertyFailure(
          failure.description, fileID: "invariant", line: failure.invariant.rawValue)
      }
    }
    print(PropertyReport.statistics(for: result))
  }
}
