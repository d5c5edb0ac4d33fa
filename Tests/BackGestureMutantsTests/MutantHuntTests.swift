import BackGestureModel
import BackGestureMutants
import Testing
import _TestSupport

/// The default property suites catch every mutant, and shrink it to the size of its
/// hand-written counterexample or smaller.
@Suite struct MutantHuntTests {
  @Test("The default suite catches each mutant", arguments: Mutant.allCases)
  func caughtByDefaultSuite(_ mutant: Mutant) throws {
    var hunts: [MutantHunt] = []
    for preset in mutant.presets {
      let hunt = MutantHunt.run(mutant, preset: preset, cases: TestSupport.propertyCases)
      hunts.append(hunt)
      if hunt.caught { break }
    }
    let tried = hunts.map { "\($0.preset.rawValue) (\($0.cases) cases)" }.joined(separator: ", ")
    #expect(hunts.last?.finding != nil, "\(mutant) went unnoticed: \(tried)")
  }

  /// The seeds of ``shrunkToHandWrittenSize(_:)``, as `backgesture bench` runs them.
  static let seeds: Range<UInt64> = 0..<20

  @Test(
    "Over 20 seeds each mutant is caught every time; its median shrunk counterexample has no more steps and no more screens than the hand-written one; every shrunk counterexample is 1-minimal in its parts and its numbers",
    arguments: Mutant.allCases)
  func shrunkToHandWrittenSize(_ mutant: Mutant) throws {
    let handWritten = try MutantTests.counterexample(mutant).scenario
    let benchmark = MutantBenchmark.run(mutant, seeds: Self.seeds, handWritten: handWritten)
    #expect(benchmark.caught == Self.seeds.count, "\(mutant): caught on \(benchmark.caught) seeds")
    let steps = benchmark.campaigns.compactMap { $0.finding?.shrunkSteps }
    #expect(
      benchmark.medianShrunkSteps <= handWritten.steps.count,
      "\(mutant): median \(benchmark.medianShrunkSteps) steps shrunk, \(handWritten.steps.count) hand-written; per seed \(steps)"
    )
    let screens = benchmark.campaigns.compactMap { $0.finding?.shrunkScreens }
    #expect(
      benchmark.medianShrunkScreens <= handWritten.world.screens.count,
      "\(mutant): median \(benchmark.medianShrunkScreens) screens shrunk, \(handWritten.world.screens.count) hand-written; per seed \(screens)"
    )
    // 1-minimal in its parts: taking out any one part, or resetting any one setting,
    // makes each counterexample pass, fail another way (the shrinker keeps the failure
    // it found) or become an invalid scenario.
    let idle = benchmark.campaigns.filter { !($0.finding?.idleParts.isEmpty ?? true) }
    let report = idle.map { campaign in
      let finding = campaign.finding!
      let parts = finding.idleParts.map(\.description).joined(separator: ", ")
      return "seed \(campaign.seed): taking out any one of \(parts) still fails the same way\n"
        + finding.minimal.scenarioText
    }
    #expect(
      idle.isEmpty,
      "\(mutant): \(idle.count) counterexamples keep a part that plays no role\n\(report.joined(separator: "\n"))"
    )
    // Canonical numbers: each time, leading distance and height one lower no longer
    // fails the same way.
    let lowerable = benchmark.campaigns.filter { !($0.finding?.lowerableValues.isEmpty ?? true) }
    let lowerableReport = lowerable.map { campaign in
      let finding = campaign.finding!
      let values = finding.lowerableValues.map(\.description).joined(separator: ", ")
      return "seed \(campaign.seed): \(values) one lower still fails the same way\n"
        + finding.minimal.scenarioText
    }
    #expect(
      lowerable.isEmpty,
      "\(mutant): \(lowerable.count) counterexamples keep a number above the smallest that fails\n\(lowerableReport.joined(separator: "\n"))"
    )
  }
}
