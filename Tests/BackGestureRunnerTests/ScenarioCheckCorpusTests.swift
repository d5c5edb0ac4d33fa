import BackGestureRunner
import Testing
import _TestSupport

/// Every corpus scenario passes every invariant, on engine and oracle in lockstep (on the
/// mutant `BACKGESTURE_MUTANT` selects, if any).
@Suite struct ScenarioCheckCorpusTests {
  @Test("Every corpus scenario keeps every invariant", arguments: corpusFiles)
  func corpusHolds(_ file: ScenarioFile) throws {
    guard case .success(let parsed) = file.load() else { return }  // CorpusTests reports it
    // BACKGESTURE_MUTANT=M1 swift test replays the corpus on a mutant (FuzzCorpusTests).
    let report = ScenarioCheck.run(parsed.scenario, mutant: try selectedMutant.get())
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
