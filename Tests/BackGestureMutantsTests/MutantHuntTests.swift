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

  /// The most seeds, of 20, whose shrunk counterexample may keep a part that plays no
  /// role. Measured (`backgesture bench --seeds 20`, the parts column): 15 of the 400
  /// counterexamples keep one, at most 2 of a mutant's 20.
  static let seedsWithIdleParts = 2

  @Test(
    "Over 20 seeds each mutant is caught every time; its median shrunk counterexample has no more steps and no more screens than the hand-written one, and takes out no part",
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
    // M18 shows as invariant 1 (the root popped) on a two-screen stack and as invariant
    // 10 (the engine's stack against the oracle's) on a deeper one; the shrinker keeps
    // the failure it found, so a deeper find stays three screens deep.
    withKnownIssue("M18's deeper finds are another failure") {
      #expect(
        benchmark.medianShrunkScreens <= handWritten.world.screens.count,
        "\(mutant): median \(benchmark.medianShrunkScreens) screens shrunk, \(handWritten.world.screens.count) hand-written; per seed \(screens)"
      )
    } when: {
      mutant == .m18
    }
    let idle = benchmark.campaigns.filter { !($0.finding?.idleParts.isEmpty ?? true) }
    let report = idle.map { campaign in
      let finding = campaign.finding!
      let parts = finding.idleParts.map(\.description).joined(separator: ", ")
      return "seed \(campaign.seed): taking out any one of \(parts) still fails the same way\n"
        + finding.minimal.scenarioText
    }
    let idleReport =
      "\(mutant): \(idle.count) counterexamples keep a part that plays no role\n"
      + report.joined(separator: "\n")
    #expect(idle.count <= Self.seedsWithIdleParts, "\(idleReport)")
  }
}
