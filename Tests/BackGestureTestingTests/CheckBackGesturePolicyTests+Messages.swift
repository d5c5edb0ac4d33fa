import BackGestureModel
import BackGestureTesting
import PropertyCore
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
    try expectMinimalInclusiveDistance(issues.first?.text ?? "")
    expectLines(
      issues.first?.text,
      """
      Property "InclusiveMaxDistancePolicy keeps every invariant and follows fdFullscreen" failed after 115 cases.

      Minimal counterexample:
      ‹lines›
      Error: invariant 10 (the engine and the oracle agree on every observable) broken after step 2 '@32 move 1 to 15,433'
        containers[0].transitioning: engine no | oracle yes
        transition: engine none | oracle interactivePop C -> B in container 0, interactive 12‰, 350 ms
        pan: engine failed | oracle began
        screens[B].appearance: engine none | oracle appearing
        screens[B].loaded: engine no | oracle yes
        screens[C].appearance: engine appeared | oracle disappearing
        screens[C].beingPopped: engine no | oracle yes
        callbacks at #1: engine [end] | oracle [willShow(B)] C.willDisappear B.load ...
        outcomes at #1: engine [swipe:refused:maxDistance] | oracle [end]

      Shrunk from 153 choices to ‹n› with ‹n› improvements, ‹n› evaluations.
      Original counterexample:
        backgesture-scenario 1
        device: phone 393x852 ltr
        preset: fdFullscreen

        screen A bar=visible style=9 back=hidden
          hscroll frame=0,426,393,100 content=2393 offset=2040 inset=60 paging
        screen B bar=visible style=1 back=hidden animator=10
        screen C maxDistance=15 style=1 late animator=2000
          hscroll frame=0,426,393,200 content=757 inset=1 decelerating=500
          hscroll frame=0,213,393,1 content=393 bounces paging
        screen D popDisabled maxDistance=20 style=1 back=replacing late
          vscroll frame=0,639,393,300 content=2300
        screen E maxDistance=21 style=4 late animator=400
        screen F bar=visible back=supplementing animator=351
          hscroll frame=0,44,393,100 content=395
        stack: A B C

        steps:
        @17 down 1 at 10,213
        @17 move 1 to 15,133
        @27 move 1 to 78,153
        @35 move 1 to 141,153

      Seed: 8747587130326890797 (PROPERTY_SEED=8747587130326890797 reruns every case)
      Replay: PROPERTY_REPLAY=1-e9b92d-‹token› swift test --filter disagreesWithOracle
      """)
  }

  /// The minimal counterexample of ``disagreesWithOracle()``, checked against what the
  /// bug needs (spec [R-maxDistance]): a top screen whose `maxDistance` is 15 and nothing
  /// else set, a touch whose decision point is exactly 15 pt from the leading edge, and no
  /// screen off the stacks or content item, which could play no part.
  func expectMinimalInclusiveDistance(_ message: String) throws {
    let lines = trimmedLines(message)
    let start = try #require(lines.firstIndex(of: "Minimal counterexample:")) + 1
    let end = try #require(lines.firstIndex { $0.hasPrefix("Error: ") })
    let text = lines[start..<end].map { String($0.dropFirst(min(2, $0.count))) }
      .joined(separator: "\n")
    let scenario = try Scenario.parse(text, file: "minimal.scenario").scenario
    let world = scenario.world
    let top = try #require(world.stack.last.flatMap(world.screen(named:)))
    #expect(top.settings == ScreenSettings(maxDistance: 15))
    #expect(world.stack.count >= 2 && world.presentations.isEmpty)
    #expect(world.screens.allSatisfy { world.stack.contains($0.name) && $0.content.isEmpty })
    #expect(
      scenario.steps.prefix(2).map(\.scenarioText) == [
        "@16 down 1 at 10,422", "@32 move 1 to 15,433",
      ])
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
    Property "RootlessEdgePolicy keeps every invariant" failed after 120 cases.

    Minimal counterexample:
      backgesture-scenario 1
      device: phone 390x844 ltr
      preset: restoredEdge

      screen A
      stack: A

      steps:
      @16 down 1 at 5,422
      @32 move 1 to 16,422

    Error: invariant 1 (the root is never popped and no gesture begins with one screen) broken after step 2 '@32 move 1 to 16,422'
      an interactive pop began with one screen
      transition: interactivePop A -> A in container 0
      stacks: A

    Shrunk from 125 choices to ‹n› with ‹n› improvements, ‹n› evaluations.
    Original counterexample:
      backgesture-scenario 1
      device: phone 320x568 rtl
      preset: restoredEdge

      screen A maxDistance=19 bar=visible style=9 back=replacing
        hscroll frame=0,284,320,200 content=321 offset=2 paging
      screen B animator=300
        vscroll frame=0,0,320,1 content=2000 offset=1
      screen C style=9
        slider frame=0,0,320,568
      screen D back=hidden animator=351
        slider frame=0,0,320,568
        hscroll frame=0,142,320,44 content=2320 offset=-59 inset=60 bounces paging
        hscroll frame=0,0,320,44 content=321 offset=2 inset=1 paging
      stack: A

      steps:
      @2000 down 1 at 319,0
      @2008 move 1 to 308,0
      @2018 move 1 to 298,5
      @2034 up 1

    Seed: 7657394391552976414 (PROPERTY_SEED=7657394391552976414 reruns every case)
    Replay: PROPERTY_REPLAY=1-95661e-‹token› swift test --filter followsNoPreset
    """
}
