import BackGestureEngine
import BackGestureInvariants
import BackGestureModel
import BackGestureRunner
import Testing
import _TestSupport

/// The invariants of a pull ([N7]) catch an engine that breaks them: one planted fault
/// each, on a corpus scenario the reference engine passes.
@Suite struct PullFaultTests {
  /// The scenario of a corpus file under `Corpus/sheets/`.
  func sheetScenario(_ name: String) throws -> Scenario {
    let file = try #require(corpusFiles.first { $0.path == "Corpus/sheets/\(name).scenario" })
    return try file.load().get().scenario
  }

  /// The first failure with the faults, after checking that the engine without them passes.
  func failure(_ name: String, _ faults: EngineFaults) throws -> CheckFailure {
    let scenario = try sheetScenario(name)
    #expect(ScenarioCheck.run(scenario, policy: nil, faults: []).failure == nil)
    return try #require(ScenarioCheck.run(scenario, policy: nil, faults: faults).failure)
  }

  @Test("A modal sheet that moves under a pull breaks invariant 7 when the pull begins")
  func modalSheetPulled() throws {
    // Step 2 is the decision: the back pan refuses by root and the sheet is modal, so
    // [N7] refuses the pull; pulled anyway, it begins on a modal page sheet.
    let failure = try failure("pull-modal-sheet-refused-attempt", .plantedPullIgnoresModal)
    #expect(failure.invariant == .settingsRespected)
    #expect(failure.stepIndex == 1)
    #expect(
      failure.detail
        == "pullDismiss B -> A in container 1 began, but container 1 is a modal page sheet")
  }

  @Test("A finished pull with no did-dismiss breaks invariant 6 at the step it completes in")
  func didDismissLeftOut() throws {
    // The pull finishes during the clock advance of the last step (@342, before @400):
    // pull:dismissed is recorded there with no didDismiss(B).
    let failure = try failure("pull-past-half-dismisses-sheet", .plantedPullSkipsDidDismiss)
    #expect(failure.invariant == .balancedCallbacks)
    #expect(failure.stepIndex == 4)
    #expect(failure.detail == "0 did-dismiss callbacks for 1 completed pulls in one step")
  }

  @Test("A finished pull that tells the presenter it appears breaks invariant 4")
  func presenterTold() throws {
    // A page sheet's presenter never left the screen ([N6]): at the finish it must hear
    // nothing, so A.willAppear is the first thing wrong.
    let failure = try failure("pull-past-half-dismisses-sheet", .plantedPullTellsPresenter)
    #expect(failure.invariant == .finishRemovesTop)
    #expect(failure.stepIndex == 4)
    #expect(
      failure.detail
        == "the finished pullDismiss B -> A in container 1 touched the presenter: "
        + "the presenter A heard A.willAppear")
  }
}
