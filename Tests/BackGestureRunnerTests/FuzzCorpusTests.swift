import BackGestureMutants
import BackGestureRunner
import Foundation
import Testing
import _TestSupport

/// Every counterexample `scripts/fuzz.sh import` filed, kept under `Corpus/fuzz/`.
let fuzzFiles = corpusFiles.filter { $0.path.hasPrefix("Corpus/fuzz/") }

/// The mutant `BACKGESTURE_MUTANT` selects for the corpus replays, `nil` for the reference
/// engine; an unknown value is reported by `FuzzCorpusTests`.
let selectedMutant = Result { () throws(MutantSelectionError) in try Mutant.selected() }

/// Replays the fuzzer's findings on the engine `BACKGESTURE_MUTANT` selects: each keeps
/// every invariant on the reference engine, and a file found against a mutant fails
/// while that mutant is selected.
@Suite struct FuzzCorpusTests {
  @Test("BACKGESTURE_MUTANT names a mutant, or none")
  func selection() {
    if case .failure(let error) = selectedMutant {
      Issue.record(Comment(rawValue: error.description))
    }
  }

  @Test(
    "Every fuzz counterexample keeps every invariant on the selected engine", arguments: fuzzFiles)
  func replay(_ file: ScenarioFile) throws {
    let parsed = try file.load().get()
    let mutant = try selectedMutant.get()
    let report = ScenarioCheck.run(parsed.scenario, mutant: mutant)
    let engine = mutant.map { "mutant \($0.id)" } ?? "the reference engine"
    #expect(
      report.failure == nil,
      "\(file.path) on \(engine): \(report.failure.map(\.description) ?? "")")
    if report.failure == nil { #expect(report.stepsRun == parsed.scenario.steps.count) }
  }
}
