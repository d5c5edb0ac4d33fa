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
    "Over 20 seeds each mutant is caught every time, and its median shrunk counterexample has no more steps than the hand-written one",
    arguments: Mutant.allCases)
  func shrunkToHandWrittenSize(_ mutant: Mutant) throws {
    let handWritten = try MutantTests.counterexample(mutant).scenario.steps.count
    let benchmark = MutantBenchmark.run(mutant, seeds: Self.seeds, handWrittenSteps: handWritten)
    #expect(benchmark.caught == Self.seeds.count, "\(mutant): caught on \(benchmark.caught) seeds")
    let sizes = benchmark.campaigns.compactMap { $0.finding?.shrunkSteps }
    #expect(
      benchmark.medianShrunkSteps <= handWritten,
      "\(mutant): median \(benchmark.medianShrunkSteps) steps shrunk, \(handWritten) hand-written; per seed \(sizes)"
    )
  }
}
