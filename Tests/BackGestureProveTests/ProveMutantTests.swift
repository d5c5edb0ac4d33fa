import BackGestureModel
import BackGestureMutants
import BackGestureProve
import BackGestureRunner
import Testing
import _TestSupport

/// Every built-in mutant is found by the search, with a counterexample no longer than the
/// hand-written one in `Corpus/mutants`.
@Suite struct ProveMutantTests {
  /// The hand-written counterexample.
  static func handWritten(_ mutant: Mutant) throws -> Scenario {
    let path = "Corpus/" + mutant.counterexample
    let file = try #require(corpusFiles.first { $0.path == path }, "\(path) is missing")
    return try file.load().get().scenario
  }

  /// The mutants whose search reads the most states, two thirds of the suite's time in a
  /// debug build: searched in the long checks (`BACKGESTURE_LONG_CHECKS=1`, which CI runs
  /// on a release build), left out of a plain `swift test`.
  static let longSearches: [Mutant] = [.m10, .m13, .m15]

  /// The mutants searched in this run.
  static let searched =
    TestSupport.longChecks ? Mutant.allCases : Mutant.allCases.filter { !longSearches.contains($0) }

  @Test(
    "Each mutant is found, no longer than its hand-written counterexample",
    arguments: searched)
  func mutantFound(_ mutant: Mutant) throws {
    let handWritten = try Self.handWritten(mutant)
    let minimum = handWritten.steps.count
    let preset = handWritten.world.preset
    // The search to the hand-written length, on worlds of as many screens as the
    // hand-written one declares (a smaller scope than the command's default, so that the
    // debug build stays quick): breadth-first order finds the shortest counterexample.
    let scope = ProveScope(
      preset: preset, depth: minimum, screens: handWritten.world.screens.count)
    let target = ProveTarget.engine(
      policy: mutant.policy(for: preset), judgedBy: preset, faults: mutant.faults,
      label: "mutant \(mutant.id)")
    let report = Prover.prove(scope, target: target, shortestOnly: true)
    let counterexample = try #require(report.counterexample, "\(mutant) was not found")
    #expect(counterexample.found.steps.count <= minimum)
    #expect(counterexample.shrunk.steps.count <= counterexample.found.steps.count)
    // The shrunk counterexample still fails on the mutant and passes on the reference.
    let mutantRun = ScenarioCheck.run(counterexample.shrunk, mutant: mutant)
    #expect(mutantRun.failure?.invariant == counterexample.failure.invariant)
    #expect(ScenarioCheck.run(counterexample.shrunk).passed)
  }
}
