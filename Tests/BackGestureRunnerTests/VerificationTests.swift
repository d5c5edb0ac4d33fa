import BackGestureModel
import BackGestureRunner
import Testing
import _TestSupport

/// Verification messages, word for word, on hand-built snapshots.
@Suite struct VerificationTests {
  let snapshot: Snapshot = {
    var s = TestSupport.restingSnapshot
    s.callbacks = [
      .willShow("A"), .willDisappear("B"), .load("A"), .willAppear("A"), .willDisappear("A"),
      .willAppear("B"), .didDisappear("A"), .didAppear("B"),
    ]
    s.outcomes = [.swipe(.cancelled)]
    return s
  }()

  @Test("Expectations that hold return nil")
  func holding() {
    let holding: [BackGestureModel.Expectation] = [
      .stacks([["A", "B"]]), .bar(hidden: false, style: 2), .outcomes([.swipe(.cancelled)]),
      .callbacks(Array(snapshot.callbacks)), .noTransition,
      .scroll(ItemID(screen: "B", index: 1), offset: 0, decelerating: false),
      .flags(screen: "B", appearance: .appeared, beingPopped: false, loaded: true),
      .flags(screen: "A", appearance: .none, beingPopped: false, loaded: false),
    ]
    for expectation in holding { #expect(expectation.verify(snapshot) == nil) }
  }

  @Test("Scalar expectations say what was expected and what was found")
  func scalars() {
    var moving = snapshot
    moving.transition = TransitionState(
      kind: .interactivePop, container: 0, from: "B", to: "A", phase: .cancelling,
      progress: 128, duration: 350, endsAt: 244)
    moving.containers.append(
      ContainerState(
        stack: ["C"], transitioning: false, barHidden: true, barStyle: 4, pageFlag: true))
    #expect(
      BackGestureModel.Expectation.stacks([["A"]]).verify(moving) == "expected 'A', found 'A B | C'"
    )
    #expect(
      BackGestureModel.Expectation.bar(hidden: false, style: 2).verify(moving)
        == "expected 'visible style=2', found 'hidden style=4'")
    #expect(
      BackGestureModel.Expectation.noTransition.verify(moving)
        == "expected 'none', found 'interactivePop cancelling'")
    #expect(
      BackGestureModel.Expectation.transition(kind: .pop, phase: .animating).verify(snapshot)
        == "expected 'pop animating', found 'none'")
    #expect(
      BackGestureModel.Expectation.scroll(
        ItemID(screen: "B", index: 1), offset: -20, decelerating: true
      )
      .verify(snapshot) == "expected B.1 'offset=-20 decelerating', found 'offset=0'")
    #expect(
      BackGestureModel.Expectation.scroll(
        ItemID(screen: "B", index: 2), offset: 0, decelerating: false
      )
      .verify(snapshot) == "expected B.2 'offset=0', found no scroll view B.2")
    #expect(
      BackGestureModel.Expectation.flags(
        screen: "A", appearance: .disappeared, beingPopped: true, loaded: true
      )
      .verify(snapshot) == "expected A 'disappeared loaded beingPopped', found 'none'")
    #expect(
      BackGestureModel.Expectation.flags(
        screen: "Z", appearance: .none, beingPopped: false, loaded: false
      )
      .verify(snapshot) == "expected Z 'none', found no screen Z")
  }

  @Test("Lists name the first difference and show two items of context on each side")
  func listInTheMiddle() {
    var expected = Array(snapshot.callbacks)
    expected[4] = .didAppear("A")
    #expect(
      BackGestureModel.Expectation.callbacks(expected).verify(snapshot) == """
        at #5, expected 'A.didAppear', found 'A.willDisappear'
          expected: ... A.load A.willAppear [A.didAppear] B.willAppear A.didDisappear ...
          found:    ... A.load A.willAppear [A.willDisappear] B.willAppear A.didDisappear ...
        """)
  }

  @Test("A list that ends early or goes on too long shows where")
  func listLengths() {
    let short = Array(snapshot.callbacks.prefix(6))
    #expect(
      BackGestureModel.Expectation.callbacks(short).verify(snapshot) == """
        at #7, expected the end of the list (6 items), found 'A.didDisappear'
          expected: ... A.willDisappear B.willAppear [end]
          found:    ... A.willDisappear B.willAppear [A.didDisappear] B.didAppear
        """)
    #expect(
      BackGestureModel.Expectation.outcomes([
        .swipe(.cancelled), .operation(keyword: "pop", refusal: nil),
      ])
      .verify(snapshot) == """
        at #2, expected 'pop:done', found the end of the list (1 item)
          expected: swipe:cancelled [pop:done]
          found:    swipe:cancelled [end]
        """)
    #expect(
      BackGestureModel.Expectation.outcomes([]).verify(snapshot) == """
        at #1, expected the end of the list (0 items), found 'swipe:cancelled'
          expected: [end]
          found:    [swipe:cancelled]
        """)
  }

  @Test("Failures name the file, the line and the expectation")
  func failureDescription() throws {
    let parsed = try Scenario.parse(
      """
      backgesture-scenario 1
      device: phone 390x844 ltr
      preset: fdFullscreen
      screen A bar=hidden style=1
      screen B bar=visible style=2
        hscroll frame=0,100,390,200 content=800
      stack: A B
      steps:
      @0 wait
      expect bar: hidden style=1
      expect stacks: A B
      expect transition: pop animating
      """, file: "v.scenario")
    let failures = parsed.verify(snapshot)
    #expect(
      failures.map(\.description) == [
        "v.scenario:10: expect bar failed: expected 'hidden style=1', found 'visible style=2'",
        "v.scenario:12: expect transition failed: expected 'pop animating', found 'none'",
      ])
    let run = ScenarioTrace(
      parsed: parsed, initial: TestSupport.restingSnapshot, snapshots: [snapshot], refusedStep: nil)
    #expect(
      run.verdict == """
        FAIL: 2 of 3 expectations failed
        v.scenario:10: expect bar failed: expected 'hidden style=1', found 'visible style=2'
        v.scenario:12: expect transition failed: expected 'pop animating', found 'none'

        """)
    #expect(!run.passed)
  }
}
