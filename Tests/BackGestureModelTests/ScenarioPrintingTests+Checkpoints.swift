import BackGestureModel
import Testing

/// Printing checkpoints and the steps around them.
extension ScenarioPrintingTests {
  /// Two screens on one stack.
  static let world = World(
    device: Device(idiom: .phone, width: 390, height: 844, direction: .ltr),
    preset: .fdFullscreen, screens: [Screen(name: "A"), Screen(name: "B")], stack: ["A", "B"])

  @Test("Checkpoints print between the steps they come between, at absolute times")
  func checkpointsAndBack() throws {
    let scenario = Scenario(
      world: Self.world,
      steps: [Step(time: 0, action: .back), Step(time: 400, action: .wait)],
      checkpoints: [
        Checkpoint(time: 0, stepsBefore: 0, expectation: .noGesture),
        Checkpoint(time: 100, stepsBefore: 1, expectation: .noTransition),
        Checkpoint(time: 100, stepsBefore: 1, expectation: .callbacksInclude([.willShow("A")])),
        Checkpoint(time: 400, stepsBefore: 2, expectation: .stacks([["A"]])),
      ],
      expectations: [
        .screenCallbacks(screen: "B", [.willDisappear("B"), .didDisappear("B")]),
        .outcomesInclude([.operation(keyword: "back", refusal: nil)]),
      ])
    #expect(
      scenario.scenarioText == """
        backgesture-scenario 4
        device: phone 390x844 ltr
        preset: fdFullscreen

        screen A
        screen B
        stack: A B

        steps:
        @0 expect gesture: none
        @0 back
        @100 expect transition: none
        @100 expect callbacks include: willShow(A)
        @400 wait
        @400 expect stacks: A

        expect callbacks of B: B.willDisappear B.didDisappear
        expect outcomes include: back:done

        """)
    #expect(try Scenario.parse(scenario.scenarioText, file: "p.scenario").scenario == scenario)
  }
}
