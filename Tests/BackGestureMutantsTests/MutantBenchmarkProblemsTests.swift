import BackGestureModel
import Testing

@testable import BackGestureMutants

/// What `backgesture bench` and the mutant hunt fail on, read from the campaigns: the
/// medians against the hand-written counterexample and each counterexample's minimality.
@Suite struct MutantBenchmarkProblemsTests {
  /// A hand-written counterexample of two screens and four steps.
  static func handWritten() throws -> Scenario {
    try Scenario.parse(
      """
      backgesture-scenario 4
      device: phone 390x844 ltr
      preset: fdFullscreen

      screen A
      screen B
      stack: A B

      steps:
      @0 down 1 at 100,400
      @16 move 1 to 150,400
      @200 up 1
      @300 wait
      """, file: "hand-written"
    ).scenario
  }

  /// A benchmark of M16 whose campaigns shrank to these step counts and these
  /// counterexamples.
  static func benchmark(
    _ shrunk: [(steps: Int, minimal: Scenario)], handWritten: Scenario
  )
    -> MutantBenchmark
  {
    let campaigns = shrunk.enumerated().map { seed, result in
      let finding = MutantHunt.Finding(
        invariant: .differential, originalSteps: 9, shrunkSteps: result.steps, evaluations: 100,
        minimal: result.minimal, idleParts: [], switchingParts: [], lowerableValues: [])
      let hunt = MutantHunt(
        mutant: .m16, preset: .fdFullscreen, seed: UInt64(seed), cases: 10, finding: finding,
        nanoseconds: 1)
      return MutantBenchmark.Campaign(seed: UInt64(seed), hunts: [hunt])
    }
    return MutantBenchmark(mutant: .m16, campaigns: campaigns, handWritten: handWritten)
  }

  @Test("Medians no larger than the hand-written counterexample's are no problem")
  func within() throws {
    let written = try Self.handWritten()
    let bench = Self.benchmark([(2, written), (6, written), (4, written)], handWritten: written)
    #expect(bench.shrinkingProblems == [])
  }

  @Test("A median above the hand-written steps or screens is named with every seed's")
  func above() throws {
    let written = try Self.handWritten()
    var larger = written
    larger.world.screens.append(Screen(name: "C"))
    let bench = Self.benchmark([(6, larger), (2, written), (6, larger)], handWritten: written)
    // Sorted [2, 6, 6]: the lower median is 6 steps, against 4; screens [2, 3, 3]: 3,
    // against 2.
    #expect(
      bench.medianProblems == [
        "M16 cancel leaves the revealed screen's bar style: median 6 steps shrunk, 4 hand-written; per seed [6, 2, 6]",
        "M16 cancel leaves the revealed screen's bar style: median 3 screens shrunk, 2 hand-written; per seed [3, 2, 3]",
      ])
    #expect(bench.minimalityProblems == [])
    #expect(bench.shrinkingProblems == bench.medianProblems)
  }
}
