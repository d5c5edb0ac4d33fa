import BackGestureTesting
import Testing

/// The failure messages of ``checkBackGesturePolicy``, word for word (trailing spaces aside:
/// the blank lines of an indented scenario carry its indentation).
extension CheckBackGesturePolicyTests {
  @Test("A policy that disagrees with the preset it follows: the engine against the oracle")
  func disagreesWithOracle() async throws {
    let line = #line + 2
    let issues = try await gatherIssues {
      checkBackGesturePolicy(InclusiveMaxDistancePolicy(), maximumSteps: 4)
    }
    #expect(issues.map(\.line) == [line])
    expectLines(issues.first?.text, """
      Property "InclusiveMaxDistancePolicy keeps every invariant and follows fdFullscreen" failed after 6 cases.

      Minimal counterexample:
        backgesture-scenario 1
        device: phone 390x844 ltr
        preset: fdFullscreen

        screen A
        screen B
        screen C
          slider frame=0,100,390,200
        screen D maxDistance=11
          slider frame=0,100,390,200
          hscroll frame=0,100,390,200 content=780
        stack: A B
        present: C D

        steps:
        @16 down 1 at 0,422
        @32 move 1 to 11,422
        @48 up 1

      Error: invariant 10 (the engine and the oracle agree on every observable) broken after step 2 '@32 move 1 to 11,422'
        containers[1].transitioning: engine no | oracle yes
        transition: engine none | oracle interactivePop D -> C in container 1, interactive 28‰, 350 ms
        pan: engine failed | oracle began
        screens[C].appearance: engine none | oracle appearing
        screens[C].loaded: engine no | oracle yes
        screens[D].appearance: engine appeared | oracle disappearing
        screens[D].beingPopped: engine no | oracle yes
        callbacks at #1: engine [end] | oracle [willShow(C)] D.willDisappear C.load ...
        outcomes at #1: engine [swipe:refused:maxDistance] | oracle [end]

      Shrunk from 109 choices to 90 in 252 steps, 1424 evaluations.
      Original counterexample:
        backgesture-scenario 1
        device: phone 361x959 ltr
        preset: fdFullscreen

        screen A animator=4999
        screen B bar=visible style=9 veto
          swipecell frame=0,239,1,720
        screen C maxDistance=61 style=4 back=replacing late
        screen D maxDistance=40 style=3 veto animator=5000
          hscroll frame=0,719,361,44 content=361 offset=1 inset=44
          vscroll frame=0,44,361,200 content=2200 offset=1
        stack: A B
        present: C D

        steps:
        @33 down 8 at 29,44
        @49 move 8 to 40,45
        @65 down 1 at 360,719
        @165 move 8 to 25,46

      Seed: 8747587130326890797 (PROPERTY_SEED=8747587130326890797 reruns every case)
      Replay: PROPERTY_REPLAY=1-e9b92d-00000000203000000000000000000000000000000000000000000006000043g03rb00000000003g00000000e000000000008r1g000000002000000000010000000000000gr1g00000000 swift test --filter disagreesWithOracle
      """)
  }

  @Test("A policy that follows no preset: the invariant it breaks")
  func followsNoPreset() async throws {
    let issues = try await gatherIssues {
      checkBackGesturePolicy(RootlessEdgePolicy(), maximumSteps: 4)
    }
    #expect(issues.count == 1)
    expectLines(issues.first?.text, Self.followsNoPresetMessage)
  }

  /// The message of ``followsNoPreset()``, also reported through XCTest.
  static let followsNoPresetMessage = """
      Property "RootlessEdgePolicy keeps every invariant" failed after 51 cases.

      Minimal counterexample:
        backgesture-scenario 1
        device: phone 390x844 ltr
        preset: restoredEdge

        screen A
        stack: A

        steps:
        @16 down 1 at 5,422
        @32 move 1 to 16,422
        @48 up 1

      Error: invariant 1 (the root is never popped and no gesture begins with one screen) broken after step 2 '@32 move 1 to 16,422'
        an interactive pop began with one screen
        transition: interactivePop A -> A in container 0
        stacks: A

      Shrunk from 115 choices to 37 in 46 steps, 215 evaluations.
      Original counterexample:
        backgesture-scenario 1
        device: phone 320x568 ltr
        preset: restoredEdge

        screen A bar=visible style=7 back=hidden
          vscroll frame=0,142,320,426 content=2426
        screen B style=7 back=hidden
        screen C maxDistance=41 back=hidden
          slider frame=0,284,320,300
          hscroll frame=0,100,320,40 content=2320 offset=-1 inset=1 decelerating=15
        screen D style=5 back=hidden veto
          swipecell frame=0,44,320,524
          vscroll frame=0,284,320,40 content=27
        stack: A B

        steps:
        @1000 pop instant
        @1008 push A
        @1024 down 1 at 10,567
        @1034 move 1 to 21,567

      Seed: 7657394391552976414 (PROPERTY_SEED=7657394391552976414 reruns every case)
      Replay: PROPERTY_REPLAY=1-95661e-0000000c00000000000000000010000000000000000000000230600000000 swift test --filter followsNoPreset
      """
}
