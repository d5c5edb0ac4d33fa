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
      Property "InclusiveMaxDistancePolicy keeps every invariant and follows fdFullscreen" failed after ‹n› cases.

      The swipe ended differently from UIKit.
      invariant 10 (the engine and the oracle agree on every observable) broken after step 2 '@‹n› move 1 to ‹n›,‹n›'

      Minimal counterexample:
      ‹lines›
        @‹n› move 1 to ‹n›,‹n›    # <- breaks it

      What went wrong, cause first:
        outcomes at #1: engine [swipe:refused:maxDistance] | oracle [end]
        pan: engine failed | oracle began
        transition: engine none | oracle interactivePop B -> A in container 0, interactive ‹n›‰, 350 ms
        containers[0].transitioning: engine no | oracle yes
        screens[A].appearance: engine none | oracle appearing
        screens[A].loaded: engine no | oracle yes
        screens[B].appearance: engine appeared | oracle disappearing
        screens[B].beingPopped: engine no | oracle yes
        callbacks at #1: engine [end] | oracle [willShow(A)] B.willDisappear A.load ...

      Shrunk from ‹n› choices to ‹n› with ‹n› improvements, ‹n› evaluations.
      Original counterexample:
      ‹lines›
      Seed: 8747587130326890797 (PROPERTY_SEED=8747587130326890797 reruns every case)
      Replay: PROPERTY_REPLAY=1-e9b92d-‹token› swift test --filter disagreesWithOracle
      """)
  }

  /// The minimal counterexample of ``disagreesWithOracle()``, checked against what the
  /// bug needs (spec [R-maxDistance]): two screens on the stack, the top one with a
  /// positive `maxDistance` and nothing else set, a touch whose decision point (its
  /// first move, just across the slop) is exactly that distance from the leading edge,
  /// and no other screen, presentation or content item, which could play no part.
  func expectMinimalInclusiveDistance(_ message: String) throws {
    let lines = trimmedLines(message)
    let start = try #require(lines.firstIndex(of: "Minimal counterexample:")) + 1
    let end = try #require(lines.firstIndex(of: "What went wrong, cause first:"))
    let text = lines[start..<end].map { String($0.dropFirst(min(2, $0.count))) }
      .joined(separator: "\n").replacingOccurrences(of: "    # <- breaks it", with: "")
    let scenario = try Scenario.parse(text, file: "minimal.scenario").scenario
    let world = scenario.world
    #expect(world.stack == ["A", "B"] && world.presentations.isEmpty)
    #expect(world.screens.map(\.name) == ["A", "B"])
    #expect(world.screens.allSatisfy { $0.content.isEmpty })
    let top = try #require(world.screen(named: "B"))
    let limit = top.settings.maxDistance
    #expect(limit > 0 && top.settings == ScreenSettings(maxDistance: limit))
    #expect(world.screens[0].settings == ScreenSettings())
    #expect(scenario.steps.count == 2)
    guard scenario.steps.count == 2,
      case .down(1, let start) = scenario.steps[0].action,
      case .move(1, let decision) = scenario.steps[1].action
    else {
      Issue.record("expected a touch-down and one move of finger 1: \(scenario.steps)")
      return
    }
    #expect(decision.x == limit && decision.x - start.x > 10)
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
    Property "RootlessEdgePolicy keeps every invariant" failed after ‹n› cases.

    The swipe popped the root screen.
    invariant 1 (the root is never popped and no gesture begins with one screen) broken after step ‹n› '@‹n› move 1 to ‹n›,‹n›'

    Minimal counterexample:
      backgesture-scenario 1
      device: phone 390x844 ltr
      preset: restoredEdge

      screen A
      stack: A

      steps:
    ‹lines›
      @‹n› move 1 to ‹n›,‹n›    # <- breaks it

    What went wrong, cause first:
      an interactive pop began with one screen
      transition: interactivePop A -> A in container 0
      stacks: A

    Shrunk from ‹n› choices to ‹n› with ‹n› improvements, ‹n› evaluations.
    Original counterexample:
    ‹lines›
    Seed: 7657394391552976414 (PROPERTY_SEED=7657394391552976414 reruns every case)
    Replay: PROPERTY_REPLAY=1-95661e-‹token› swift test --filter followsNoPreset
    """
}
