import BackGestureModel
import BackGestureRunner
import Testing

/// A long scenario costs time and memory in proportion to its length: its snapshots
/// share the callback log and the outcome list instead of copying them. The time and
/// memory themselves are measured by `scripts/long-scenario.sh --measure` on the release
/// tool (16,000 steps), not in a test.
@Suite struct LongScenarioTests {
  /// A push of B and a swipe back that finishes, repeated: `steps` steps, as
  /// `scripts/long-scenario.sh` writes them.
  static func scenario(steps: Int) -> Scenario {
    var list: [Step] = []
    var time = 0
    while list.count < steps {
      let cycle: [Step.Action] = [
        .operation(Operation(.push("B"))), .down(finger: 1, at: Point(x: 10, y: 400)),
        .move(finger: 1, to: Point(x: 100, y: 400)), .move(finger: 1, to: Point(x: 300, y: 400)),
        .up(finger: 1),
      ]
      let times = [0, 400, 416, 432, 448]
      for (action, offset) in zip(cycle, times) where list.count < steps {
        list.append(Step(time: time + offset, action: action))
      }
      time += 1000
    }
    let world = World(
      device: Device(idiom: .phone, width: 390, height: 844, direction: .ltr),
      preset: .fdFullscreen,
      screens: [Screen(name: "A"), Screen(name: "B", settings: ScreenSettings(style: 1))],
      stack: ["A"])
    return Scenario(world: world, steps: list)
  }

  static func parsed(_ scenario: Scenario) -> ParsedScenario {
    ParsedScenario(
      file: "long.scenario", scenario: scenario,
      stepLines: Array(1...scenario.steps.count), expectationLines: [])
  }

  @Test(
    "Every snapshot of a long trace shares one log with the last", arguments: Simulator.allCases)
  func sharedLogs(_ simulator: Simulator) {
    let trace = ScenarioTrace(Self.parsed(Self.scenario(steps: 2000)), on: simulator)
    #expect(trace.passed)
    let final = trace.final
    // 400 cycles of 12 callbacks (B loads once), the last swipe's 3 and its outcome
    // still to come at the end.
    #expect(final.callbacks.count == 400 * 12 + 1 - 3)
    #expect(final.outcomes.count == 400 * 2 - 1)
    #expect(final.callbacks.storageDepth == 1)
    for snapshot in trace.snapshots {
      #expect(final.callbacks.extendsWithoutCopying(snapshot.callbacks))
      #expect(final.outcomes.extendsWithoutCopying(snapshot.outcomes))
    }
  }
}
