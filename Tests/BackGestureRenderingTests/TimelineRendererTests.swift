import BackGestureEngine
import BackGestureModel
import BackGestureRunner
import Testing
import _TestSupport

@testable import BackGestureRendering

/// The timeline, word for word: a corpus scenario that passes, and the same scenario
/// with a broken policy so the ✘ line and its diff show.
@Suite struct TimelineRendererTests {
  /// `Corpus/format/half-swipe-cancels.scenario`, parsed.
  static func halfSwipe() throws -> ParsedScenario {
    let path = "Corpus/format/half-swipe-cancels.scenario"
    let file = ScenarioFile(path: path, url: TestSupport.packageRoot.appendingPathComponent(path))
    return try file.load().get()
  }

  @Test(
    "A passing scenario: one row per step and per transition that ended before a step, at its own time"
  )
  func passing() throws {
    let text = TimelineRenderer().render(ScenarioExplanation(try Self.halfSwipe()))
    #expect(
      text == """
        Corpus/format/half-swipe-cancels.scenario
        title: A slow half swipe cancels and restores the bar of the screen on top
        device: phone 390x844 ltr, preset: fdFullscreen

          time  step                          fingers    pan/edge           transition                                       stacks  bar
          @0    start                         none       possible/disabled  none                                             A B     visible style=2
          @0    down 1 at 100,300             1 100,300  possible/disabled  none                                             A B     visible style=2
          @16   move 1 to 150,300             1 150,300  began/disabled     interactivePop B -> A interactive 128‰           A B     hidden style=1
                callbacks: + willShow(A) B.willDisappear A.load A.willAppear
          @200  up 1                          none       possible/disabled  interactivePop B -> A cancelling 128‰ ends @244  A B     visible style=2
                callbacks: + A.willDisappear B.willAppear
          @244  (interactivePop B -> A ends)  none       possible/disabled  none                                             A B     visible style=2
                callbacks: + A.didDisappear B.didAppear
                outcomes: + swipe:cancelled
          @400  wait                          none       possible/disabled  none                                             A B     visible style=2

        PASS: all 8 expectations hold
        All invariants hold; engine and oracle agree at every step.

        """)
  }

  @Test("A broken finish threshold: the ✘ line at step 3 with the engine/oracle diff")
  func brokenPolicy() throws {
    var policy = GesturePolicy.preset(.fdFullscreen)
    policy.finishRule = .thresholds
    policy.finishThreshold = 100
    let text = TimelineRenderer().render(ScenarioExplanation(try Self.halfSwipe(), policy: policy))
    #expect(
      text == """
        Corpus/format/half-swipe-cancels.scenario
        title: A slow half swipe cancels and restores the bar of the screen on top
        device: phone 390x844 ltr, preset: fdFullscreen (the engine runs a custom policy)

          time  step               fingers    pan/edge           transition                                      stacks  bar
          @0    start              none       possible/disabled  none                                            A B     visible style=2
          @0    down 1 at 100,300  1 100,300  possible/disabled  none                                            A B     visible style=2
          @16   move 1 to 150,300  1 150,300  began/disabled     interactivePop B -> A interactive 128‰          A B     hidden style=1
                callbacks: + willShow(A) B.willDisappear A.load A.willAppear
          @200  up 1               none       possible/disabled  interactivePop B -> A finishing 128‰ ends @505  A B     hidden style=1
          ✘ invariant 10 (the engine and the oracle agree on every observable) broken after step 3 '@200 up 1'
            legend: field: engine <value> | oracle <value>; the oracle follows the specification
            transition.phase: engine finishing | oracle cancelling
            transition.endsAt: engine @505 | oracle @244
            containers[0].barHidden: engine yes | oracle no
            containers[0].barStyle: engine 1 | oracle 2
            screens[A].appearance: engine appearing | oracle disappearing
            screens[B].appearance: engine disappearing | oracle appearing
            callbacks at #5: engine ... A.load A.willAppear [end] | oracle ... A.load A.willAppear [A.willDisappear] B.willAppear
          @400  wait               none       possible/disabled  interactivePop B -> A finishing 128‰ ends @505  A B     hidden style=1

        FAIL: 6 of 8 expectations failed
        Corpus/format/half-swipe-cancels.scenario:18: expect bar failed: expected 'visible style=2', found 'hidden style=1'
        Corpus/format/half-swipe-cancels.scenario:19: expect outcomes failed: at #1, expected 'swipe:cancelled', found the end of the list (0 items)
          expected: [swipe:cancelled]
          found:    [end]
        Corpus/format/half-swipe-cancels.scenario:20: expect callbacks failed: at #5, expected 'A.willDisappear', found the end of the list (4 items)
          expected: ... A.load A.willAppear [A.willDisappear] B.willAppear A.didDisappear ...
          found:    ... A.load A.willAppear [end]
        Corpus/format/half-swipe-cancels.scenario:21: expect transition failed: expected 'none', found 'interactivePop finishing'
        Corpus/format/half-swipe-cancels.scenario:23: expect flags failed: expected A 'disappeared loaded', found 'appearing loaded'
        Corpus/format/half-swipe-cancels.scenario:24: expect flags failed: expected B 'appeared loaded', found 'disappearing loaded beingPopped'
        FAIL: invariant 10 (the engine and the oracle agree on every observable) broken after step 3 '@200 up 1'; see the ✘ line above.

        """)
  }

  @Test("A legend names the two sides of a diff, and only of a diff")
  func legend() {
    #expect(
      TimelineRenderer.legend(["containers[0].barHidden: before the begin no | now yes"])
        == "field: before the begin <value> | now <value>; the state when the gesture began, and after the cancel"
    )
    #expect(TimelineRenderer.legend(["the pan began on B"]) == nil)
  }

  @Test("The transition cell names the container of a presentation and the end time")
  func transitionCell() {
    let dismiss = TransitionState(
      kind: .dismiss, container: 1, from: "B", to: "A", phase: .animating, progress: 0,
      duration: 350, endsAt: 366)
    #expect(TimelineRenderer.transition(dismiss) == "dismiss B -> A in 1 animating ends @366")
    #expect(TimelineRenderer.transition(nil) == "none")
  }
}
