import BackGestureCheck
import BackGestureModel
import Testing

/// Every corpus scenario passes every invariant, on engine and oracle in lockstep.
@Suite struct ScenarioCheckCorpusTests {
  @Test("Every corpus scenario keeps every invariant", arguments: corpusFiles)
  func corpusHolds(_ file: ScenarioFile) throws {
    guard case .success(let parsed) = file.load() else { return }  // CorpusTests reports it
    let report = ScenarioCheck.run(parsed.scenario)
    #expect(report.failure == nil, "\(file.path)\n\(report.failure?.description ?? "")")
    #expect(report.stepsRun == parsed.scenario.steps.count)
  }

  @Test("Every corpus scenario is deterministic", arguments: corpusFiles)
  func corpusDeterministic(_ file: ScenarioFile) throws {
    guard case .success(let parsed) = file.load() else { return }
    let failure = ScenarioCheck.isDeterministic(parsed.scenario)
    #expect(failure == nil, "\(file.path)\n\(failure?.description ?? "")")
  }
}
