import BackGestureCheck
import Testing

/// The failure messages of ``checkBackGesturePolicy``, word for word (trailing spaces aside:
/// the blank lines of an indented scenario carry its indentation).
extension CheckBackGesturePolicyTests {
  @Test("A policy that disagrees with the preset it follows: caught at rest by the liveness probe")
  func disagreesWithOracle() async throws {
    let line = #line + 2
    let issues = try await gatherIssues {
      checkBackGesturePolicy(
        InclusiveMaxDistancePolicy(), options: CheckOptions(systems: [.ios18], maximumSteps: 4))
    }
    // On ios18 worlds alone the system is not drawn, so the seed gives the scenarios it
    // gave before worlds had a system, and the first failure is the liveness probe's.
    #expect(issues.map(\.line) == [line])
    try expectMinimalInclusiveDistance(issues.first?.text ?? "")
    // Spec [L1]: at rest on B, the plain-swipe probe touches down at leading distance 1
    // on the first height h/2 = 422 free of items and moves 12 pt forward, so its
    // decision point is at 13, exactly B's maxDistance, which the spec allows
    // ([R-maxDistance]: refused only beyond it) and the inclusive policy refuses.
    expectLines(
      issues.first?.text,
      """
      Property "InclusiveMaxDistancePolicy keeps every invariant and follows fdFullscreen" failed after ‹n› cases.

      The back swipe stopped working: at rest, a plain swipe no longer begins it.
      invariant 8 (no freeze and no dead gesture) broken at the start, before any step

      Minimal counterexample:
        backgesture-scenario 4
        device: phone 390x844 ltr
        preset: fdFullscreen

        screen A
        screen B maxDistance=13
        stack: A B

        steps:

      What went wrong, cause first:
        at rest on B (stacks A B): a plain swipe from 1,422 did not begin a back gesture (pan failed, edge disabled, last outcome swipe:refused:maxDistance)

      Shrunk from ‹n› choices to ‹n› with ‹n› improvements, ‹n› evaluations.
      Original counterexample:
      ‹lines›
      Seed: 8747587130326890797 (PROPERTY_SEED=8747587130326890797 reruns every case)
      Replay: PROPERTY_REPLAY=1-e9b92d-‹token› swift test --filter disagreesWithOracle
      """)
  }

  /// The minimal counterexample of ``disagreesWithOracle()``, checked against what the
  /// bug needs (spec [R-maxDistance], [L1]): two screens on the stack, the top one with
  /// the `maxDistance` at which the liveness probe's decision point (leading distance
  /// 1, then 12 pt forward) lands exactly on the limit, 13, and nothing else set; no
  /// step, no other screen, presentation or content item, which could play no part.
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
    #expect(top.settings == ScreenSettings(maxDistance: 1 + 12))
    #expect(world.screens[0].settings == ScreenSettings())
    #expect(scenario.steps.isEmpty)
  }

  @Test("A policy that follows no preset: the invariant it breaks")
  func followsNoPreset() async throws {
    let issues = try await gatherIssues {
      checkBackGesturePolicy(RootlessEdgePolicy(), options: CheckOptions(maximumSteps: 4))
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
      backgesture-scenario 4
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
