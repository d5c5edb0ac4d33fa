import BackGestureRunner
import Foundation
import Testing
import _TestSupport

/// Every counterexample `backgesture check --save` found, kept under `Corpus/found/`.
let foundFiles = corpusFiles.filter { $0.path.hasPrefix("Corpus/found/") }

/// Replays the counterexamples found so far: once fixed, each keeps every invariant.
@Suite struct FoundCorpusTests {
  @Test("Every found counterexample now keeps every invariant", arguments: foundFiles)
  func replay(_ file: ScenarioFile) throws {
    let parsed = try file.load().get()
    let report = ScenarioCheck.run(parsed.scenario)
    #expect(report.failure == nil, "\(file.path): \(report.failure.map(\.description) ?? "")")
    #expect(report.stepsRun == parsed.scenario.steps.count)
  }
}
