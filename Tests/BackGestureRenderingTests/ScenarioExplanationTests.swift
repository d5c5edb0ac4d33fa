import BackGestureEngine
import BackGestureModel
import BackGestureRendering
import Testing

/// What an explanation computes: both traces, the check, the expectations, the decisions.
@Suite struct ScenarioExplanationTests {
  @Test("A corpus scenario: both runs agree, nothing fails, one decision")
  func passing() throws {
    let explanation = ScenarioExplanation(try TimelineRendererTests.halfSwipe())
    #expect(explanation.passed)
    #expect(explanation.failure == nil)
    #expect(!explanation.customPolicy)
    #expect(explanation.engine.snapshots == explanation.oracle.snapshots)
    #expect(explanation.decisions == [.init(stepIndex: 1, label: "began")])
  }

  @Test("A broken policy drives the engine only; the check and expectations see it")
  func brokenPolicy() throws {
    var policy = GesturePolicy.preset(.fdFullscreen)
    policy.finishRule = .thresholds
    policy.finishThreshold = 100
    let explanation = ScenarioExplanation(try TimelineRendererTests.halfSwipe(), policy: policy)
    #expect(!explanation.passed)
    #expect(explanation.customPolicy)
    #expect(explanation.failure?.invariant == .differential)
    #expect(explanation.failure?.stepIndex == 2)
    #expect(explanation.expectationFailures.count == 6)
    #expect(explanation.oracle.passed)
  }

  @Test("A refused swipe is a decision labelled with its outcome")
  func refusedDecision() throws {
    let parsed = try Scenario.parse(
      """
      backgesture-scenario 1
      device: phone 390x844 ltr
      preset: fdFullscreen
      screen A
      screen B
      stack: A B
      steps:
      @0 down 1 at 200,300
      @16 move 1 to 150,300
      @32 up 1
      """, file: "x.scenario")
    let explanation = ScenarioExplanation(parsed)
    #expect(explanation.decisions == [.init(stepIndex: 1, label: "swipe:refused:direction")])
  }
}
