import BackGestureEngine
import BackGestureInvariants
import BackGestureModel
import BackGestureRunner
import Testing
import _TestSupport

/// Lockstep runs with policies that break the spec, and the reports they give.
@Suite struct ScenarioCheckTests {
  @Test("A correct swipe passes and reports what it exercised")
  func passes() {
    let report = ScenarioCheck.run(CheckFixtures.halfSwipe)
    #expect(report.failure == nil)
    #expect(report.stepsRun == 4)
    #expect(report.facts.labels == ["began", "cancelled", "preset:fdFullscreen", "system:ios18"])
  }

  @Test("A policy without rule root is caught by invariant 1 on a one-screen presentation")
  func noRootRule() {
    var policy = GesturePolicy.preset(.fdFullscreen)
    policy.panRules.removeAll { $0 == .root }
    #expect(ScenarioCheck.run(CheckFixtures.oneScreenPresentationSwipe).failure == nil)
    let report = ScenarioCheck.run(CheckFixtures.oneScreenPresentationSwipe, policy: policy)
    #expect(
      report.failure?.description == """
        invariant 1 (the root is never popped and no gesture begins with one screen) broken after step 2 '@16 move 1 to 150,300'
          a back gesture began with one screen; fdFullscreen does not dismiss by swipe
          transition: interactiveDismiss B -> A in container 1
          stacks: A | B
        """)
    #expect(report.stepsRun == 2)
    #expect(report.failure?.stepIndex == 1)
  }

  @Test("A policy without rule veto is caught by invariant 7")
  func noVetoRule() {
    var policy = GesturePolicy.preset(.fdFullscreen)
    policy.panRules.removeAll { $0 == .veto }
    let report = ScenarioCheck.run(CheckFixtures.vetoSwipe, policy: policy)
    #expect(
      report.failure?.description == """
        invariant 7 (per-screen settings are respected) broken after step 2 '@16 move 1 to 150,300'
          the pan began on B, which fdFullscreen's rule veto refuses: B vetoes being popped
        """)
  }

  @Test("A lower finish threshold is caught by invariant 10 with a field diff")
  func finishThreshold() {
    var policy = GesturePolicy.preset(.fdFullscreen)
    policy.finishRule = .thresholds
    policy.finishThreshold = 100
    let report = ScenarioCheck.run(CheckFixtures.halfSwipe, policy: policy)
    #expect(
      report.failure?.description == """
        invariant 10 (the engine and the oracle agree on every observable) broken after step 3 '@200 up 1'
          transition.phase: engine finishing | oracle cancelling
          transition.endsAt: engine @505 | oracle @244
          containers[0].barHidden: engine yes | oracle no
          containers[0].barStyle: engine 1 | oracle 2
          screens[A].appearance: engine appearing | oracle disappearing
          screens[B].appearance: engine disappearing | oracle appearing
          callbacks at #5: engine ... A.load A.willAppear [end] | oracle ... A.load A.willAppear [A.willDisappear] B.willAppear
        """)
    #expect(report.failure?.invariant == .differential)
    // The engine finished at 128‰, so the run counts a lift that finished short of half.
    #expect(
      report.facts.labels == [
        "began", "finished:shortOfHalf", "preset:fdFullscreen", "system:ios18",
      ])
  }

  @Test("A step both models refuse makes the scenario invalid")
  func invalidScenario() {
    var scenario = CheckFixtures.halfSwipe
    scenario.steps = [Step(time: 0, action: .up(finger: 1))]
    let failure = ScenarioCheck.run(scenario).failure
    #expect(failure?.invalidScenario == true)
    #expect(
      failure?.description == """
        invalid scenario: the engine and the oracle both refused step 1 '@0 up 1'
          engine: invalid step: finger 1 is not down
          oracle: invalid step: finger 1 is not down
        """)
  }

  @Test("A gesture still held after the last step settles at quiescence")
  func quiescence() {
    var scenario = CheckFixtures.halfSwipe
    scenario.steps.removeLast(2)
    let report = ScenarioCheck.run(scenario)
    #expect(report.failure == nil)
    #expect(report.stepsRun == 2)
    #expect(report.facts.labels == ["began", "preset:fdFullscreen", "system:ios18"])
  }

  @Test("The engine is deterministic on a swipe")
  func determinism() {
    #expect(ScenarioCheck.isDeterministic(CheckFixtures.halfSwipe) == nil)
  }
}

/// Policies judged against the specification, never against themselves.
@Suite struct ScenarioCheckSpecTests {
  static let push = CheckFixtures.scenario(
    """
    device: phone 390x844 ltr
    preset: fdFullscreen
    screen A
    screen B bar=hidden style=3
    stack: A
    steps:
    @0 push B instant
    """)

  @Test("A policy that leaves the bar alone is caught at rest under a willAppear preset")
  func barPolicy() {
    var policy = GesturePolicy.preset(.fdFullscreen)
    policy.barPolicy = .none
    #expect(ScenarioCheck.run(Self.push).failure == nil)
    let failure = ScenarioCheck.run(Self.push, policy: policy).failure
    #expect(
      failure?.description == """
        invariant 5 (at rest the bar and the screens are settled) broken after step 1 '@0 push B instant'
          container 0 shows bar visible style=0 at rest, but its top B prefers bar hidden style=3
        """)
  }

  @Test(
    "A policy that lets the pan begin on a scroll view away from its edge is caught by invariant 7")
  func scrollRule() {
    let scenario = CheckFixtures.scenario(
      """
      device: phone 390x844 ltr
      preset: fdFullscreen
      screen A
      screen B
        hscroll frame=0,100,390,400 content=800 offset=100
      stack: A B
      steps:
      @0 down 1 at 100,300
      @16 move 1 to 150,300
      @200 up 1
      """)
    var policy = GesturePolicy.preset(.fdFullscreen)
    policy.panScrollRule = .alwaysYields
    #expect(ScenarioCheck.run(scenario).failure == nil)
    let failure = ScenarioCheck.run(scenario, policy: policy).failure
    #expect(
      failure?.description == """
        invariant 7 (per-screen settings are respected) broken after step 2 '@16 move 1 to 150,300'
          the pan began on B, which fdFullscreen's rule scroll refuses: the horizontal scroll view B.1 at offset 100 did not yield (scroll rule leadingEdge)
        """)
  }
}
