import BackGestureModel
import BackGestureRunner
import Testing
import _TestSupport

@testable import BackGestureMutants

/// What `backgesture bench` and the mutant hunt fail on, read from the campaigns: the
/// medians against the hand-written counterexample and each counterexample's minimality.
@Suite struct MutantBenchmarkProblemsTests {
  /// A hand-written counterexample of two screens and four steps.
  static func handWritten() -> Scenario { CheckFixtures.halfSwipe }

  /// A benchmark of M16 whose campaigns shrank to these step counts and these
  /// counterexamples, keeping the parts `idle` gives by seed.
  static func benchmark(
    _ shrunk: [(steps: Int, minimal: Scenario)], handWritten: Scenario,
    idle: [Int: [ScenarioPart]] = [:]
  ) -> MutantBenchmark {
    let campaigns = shrunk.enumerated().map { seed, result in
      let finding = MutantHunt.Finding(
        invariant: .differential, originalSteps: 9, shrunkSteps: result.steps, evaluations: 100,
        minimal: result.minimal, idleParts: idle[seed] ?? [], switchingParts: [],
        lowerableValues: [])
      let hunt = MutantHunt(
        mutant: .m16, preset: .fdFullscreen, seed: UInt64(seed), cases: 10, finding: finding,
        nanoseconds: 1)
      return MutantBenchmark.Campaign(seed: UInt64(seed), hunts: [hunt])
    }
    return MutantBenchmark(mutant: .m16, campaigns: campaigns, handWritten: handWritten)
  }

  @Test("Medians no larger than the hand-written counterexample's are no problem")
  func within() {
    let written = Self.handWritten()
    let bench = Self.benchmark([(2, written), (6, written), (4, written)], handWritten: written)
    #expect(bench.shrinkingProblems == [])
  }

  @Test("A median above the hand-written steps or screens is named with every seed's")
  func above() {
    let written = Self.handWritten()
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

  @Test("A counterexample that keeps a part is named with its seed, the parts and its text")
  func idlePart() {
    let written = Self.handWritten()
    let bench = Self.benchmark(
      [(4, written), (4, written), (4, written)], handWritten: written,
      idle: [2: [.step(1), .finger(1)]])
    #expect(bench.medianProblems == [])
    #expect(
      bench.minimalityProblems == [
        "M16 cancel leaves the revealed screen's bar style: 1 counterexamples keep a part that plays no role\n"
          + "seed 2: taking out any one of step 2, finger 1 still fails the same way\n"
          + written.scenarioText
      ])
  }
}
