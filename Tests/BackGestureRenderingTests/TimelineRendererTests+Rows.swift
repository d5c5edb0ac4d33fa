import BackGestureModel
import BackGestureRunner
import Testing

@testable import BackGestureRendering

/// The rows of the timeline in the order of time: steps, the ends of transitions that
/// fell before a step, and checkpoints.
extension TimelineRendererTests {
  @Test("Each end of a transition and each checkpoint has a row at its own time")
  func rowsInTheOrderOfTime() throws {
    let parsed = try Scenario.parse(
      """
      backgesture-scenario 2
      device: phone 390x844 ltr
      preset: fdFullscreen
      screen A
      screen B
      stack: A
      steps:
      @0 push B
      @350 expect transition: none
      @400 back
      @500 expect transition: pop animating
      @500 expect stacks: A B
      @800 wait
      """, file: "r.scenario")
    let blocks = TimelineRenderer.blocks(ScenarioExplanation(parsed).engine)
    #expect(
      blocks.map(\.label) == [
        "push B", "(push A -> B ends)", "expect transition: none", "back",
        "expect transition: pop animating", "expect stacks: A B", "(pop B -> A ends)", "wait",
      ])
    #expect(blocks.map(\.time) == [0, 350, 350, 400, 500, 500, 750, 800])
    #expect(
      blocks.map(\.verdict) == [
        nil, nil, ["holds"], nil, ["holds"], ["failed: expected 'A B', found 'A'"], nil, nil,
      ])
    #expect(blocks.map(\.stepIndex) == [0, nil, nil, 1, nil, nil, nil, 2])
  }
}
