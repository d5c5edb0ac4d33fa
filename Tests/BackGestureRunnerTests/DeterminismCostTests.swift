import BackGestureEngine
import BackGestureInvariants
import BackGestureModel
import BackGestureRunner
import Testing

/// Invariant 9 compares two runs in work linear in the steps, and reports a difference as
/// a whole comparison of the two snapshots does.
@Suite struct DeterminismCostTests {
  /// Screen B pushed and popped without animation, `steps` steps in all: every step adds
  /// callbacks to the log, which the two runs hold in logs of their own.
  static func pushesAndPops(_ steps: Int) throws -> Scenario {
    var lines = [
      "backgesture-scenario 4", "device: phone 390x844 ltr", "preset: fdFullscreen", "screen A",
      "screen B", "stack: A", "steps:",
    ]
    lines += (0..<steps).map { "@\($0 * 10) " + ($0 % 2 == 0 ? "push B instant" : "pop instant") }
    return try Scenario.parse(lines.joined(separator: "\n") + "\n", file: "x.scenario").scenario
  }

  /// The work ``WorkCounter`` counts (log entries compared) in checking a scenario.
  static func work(_ scenario: Scenario) -> Int {
    let counter = WorkCounter()
    let failure = counter.counting { ScenarioCheck.isDeterministic(scenario) }
    #expect(failure == nil)
    return counter.units
  }

  @Test("Checking determinism compares work linear in the steps")
  func linear() throws {
    // The two runs' logs share no storage, so comparing them whole compares every entry.
    // Compared at every step, as the check used to, a run of n steps that adds c entries
    // a step compares c·n²/2 entries: 10 times the steps, 100 times the work, far above
    // 12. Comparing only what each step added compares c·n.
    let small = Self.work(try Self.pushesAndPops(100))
    let large = Self.work(try Self.pushesAndPops(1000))
    #expect(small >= 100)
    #expect(large <= 12 * small, "work \(small) for 100 steps, \(large) for 1000")
  }

  @Test("A difference in the log is reported as a whole comparison reports it")
  func differenceMessage() throws {
    let scenario = try Self.pushesAndPops(10)
    let policy = GesturePolicy.preset(scenario.world.preset)
    let first = ScenarioCheck.trace(scenario, policy: policy, faults: [])
    try #require(first.snapshots.count == 10 && first.error == nil)
    // The second run's log differs from step 6 on (index 5), in the last entry that step
    // added; the steps before it agree.
    let step = 5
    let all = Array(first.snapshots[9].callbacks)
    let position = first.snapshots[step].callbacks.count - 1
    try #require(position > first.snapshots[step - 1].callbacks.count - 1 && position >= 3)
    var changed = all
    changed[position] = .didAttemptToDismiss("Z")
    var second = first
    for index in step..<10 {
      second.snapshots[index].callbacks = EventLog(
        changed.prefix(first.snapshots[index].callbacks.count))
    }
    let failure = try #require(
      ScenarioCheck.firstDifference(first, second, steps: scenario.steps))
    #expect(failure.invariant == .determinism)
    #expect(failure.stepIndex == step)
    // The entry in brackets, two before it, and `...` for the ones before those ([...]
    // is the last entry of the log at that step, so nothing follows it).
    let (x, y, w) = (all[position - 2], all[position - 1], all[position])
    #expect(
      failure.detail
        == "callbacks at #\(position + 1): first run ... \(x) \(y) [\(w)] "
        + "| second run ... \(x) \(y) [didAttemptToDismiss(Z)]")
    #expect(
      failure.detail
        == SnapshotDiff.diff(
          first.snapshots[step], second.snapshots[step], labels: ("first run", "second run")))
  }
}
