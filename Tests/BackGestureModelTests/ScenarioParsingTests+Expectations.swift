import BackGestureModel
import Testing

/// Expectations, read into the scenario they describe and printed back.
extension ScenarioParsingTests {
  @Test("Expectations of a part of the log read into their cases, in file order")
  func partialExpectations() throws {
    let text =
      ScenarioErrorTests.header + """
        @0 back
        expect callbacks of B: B.willDisappear
        expect callbacks include: willShow(A) A.didAppear
        expect outcomes include: back:done
        expect gesture: none

        """
    let parsed = try Scenario.parse(text, file: "e.scenario")
    let expectations: [BackGestureModel.Expectation] = [
      .screenCallbacks(screen: "B", [.willDisappear("B")]),
      .callbacksInclude([.willShow("A"), .didAppear("A")]),
      .outcomesInclude([.operation(keyword: "back", refusal: nil)]),
      .noGesture,
    ]
    #expect(parsed.scenario.expectations == expectations)
    #expect(parsed.expectationLines == [11, 12, 13, 14])
  }

  @Test("An interrupted outcome reads, prints and reads back the same")
  func interruptedOutcome() throws {
    let text = """
      backgesture-scenario 4
      device: phone 390x844 ltr
      preset: fdFullscreen
      screen A
      screen B
      stack: A
      steps:
      @0 push B
      @100 pop
      expect outcomes: push:done interrupted:push pop:done

      """
    let scenario = try Scenario.parse(text, file: "x.scenario").scenario
    #expect(
      scenario.expectations == [
        .outcomes([
          .operation(keyword: "push", refusal: nil), .interrupted(keyword: "push"),
          .operation(keyword: "pop", refusal: nil),
        ])
      ])
    #expect(
      scenario.scenarioText.hasSuffix("\nexpect outcomes: push:done interrupted:push pop:done\n"))
    #expect(try Scenario.parse(scenario.scenarioText, file: "y.scenario").scenario == scenario)
  }
}
