import BackGestureMutants
import Testing
import _TestSupport

/// The default property suites catch every mutant, and shrink it to about the size of its
/// hand-written counterexample.
@Suite struct MutantHuntTests {
  /// How many steps a shrunk counterexample may have beyond the hand-written one's.
  static let slack = 2

  @Test(
    "The default suite catches each mutant, shrunk to at most two steps past the hand-written one",
    arguments: Mutant.allCases)
  func caughtByDefaultSuite(_ mutant: Mutant) throws {
    let handWritten = try MutantTests.counterexample(mutant).scenario.steps.count
    var hunts: [MutantHunt] = []
    for preset in mutant.presets {
      let hunt = MutantHunt.run(mutant, preset: preset, cases: TestSupport.propertyCases)
      hunts.append(hunt)
      if hunt.caught { break }
    }
    let tried = hunts.map { "\($0.preset.rawValue) (\($0.cases) cases)" }.joined(separator: ", ")
    let finding = try #require(hunts.last?.finding, "\(mutant) went unnoticed: \(tried)")
    #expect(
      finding.shrunkSteps <= handWritten + Self.slack,
      "\(mutant): \(finding.shrunkSteps) steps shrunk, \(handWritten) hand-written\n\(finding.minimal.scenarioText)"
    )
  }
}
