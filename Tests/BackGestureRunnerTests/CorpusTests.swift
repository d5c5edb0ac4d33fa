import BackGestureModel
import BackGestureRendering
import BackGestureRunner
import Foundation
import Testing
import _TestSupport

/// Replays the corpus: each file is its own test case, so a failure names its file.
@Suite struct CorpusTests {
  @Test("The corpus is not empty")
  func corpusExists() {
    #expect(!corpusFiles.isEmpty, "no *.scenario file under \(TestSupport.packageRoot.path)/Corpus")
  }

  @Test(
    "Every corpus scenario runs and its expectations hold, on the engine and on the oracle",
    arguments: corpusFiles, Simulator.allCases)
  func replay(_ file: ScenarioFile, on simulator: Simulator) {
    let parsed: ParsedScenario
    switch file.load() {
    case .success(let scenario): parsed = scenario
    case .failure(let error):
      Issue.record(Comment(rawValue: error.description))
      return
    }
    let run = ScenarioTrace(parsed, on: simulator)
    let trace = "\n\nTrace:\n" + TraceRenderer().render(run)
    if let refusedStep = run.refusedStep {
      Issue.record(Comment(rawValue: refusedStep.description + trace))
    }
    for (index, failure) in run.expectationFailures.enumerated() {
      Issue.record(
        Comment(rawValue: "[\(simulator)] " + failure.description + (index == 0 ? trace : "")))
    }
  }

  @Test("Every corpus scenario prints to text that parses back to it", arguments: corpusFiles)
  func roundTrip(_ file: ScenarioFile) {
    guard case .success(let parsed) = file.load() else { return }  // replay reports it
    let text = parsed.scenario.scenarioText
    do {
      let reparsed = try Scenario.parse(text, file: "\(file.path) (printed)")
      #expect(reparsed.scenario == parsed.scenario, "\(file.path) printed as:\n\(text)")
    } catch {
      Issue.record(Comment(rawValue: "\(error)\nprinted text:\n\(text)"))
    }
  }
}
