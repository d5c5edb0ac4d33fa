import BackGestureEngine
import BackGestureGenerators
import BackGestureInvariants
import BackGestureModel

extension ScenarioCheck {
  /// Invariant 9: runs the engine twice on a scenario and compares the two runs
  /// snapshot by snapshot; returns the first difference.
  ///
  /// Not part of `run(_:policy:)`: the suites call it on a sample.
  ///
  /// - Parameters:
  ///   - scenario: The scenario; its expectations are not consulted.
  ///   - policy: The policy that drives the engine; `nil` for the preset's.
  public static func isDeterministic(
    _ scenario: Scenario, policy: (any BackGesturePolicy)? = nil
  ) -> CheckFailure? {
    isDeterministic(scenario, policy: policy, faults: [])
  }

  /// Invariant 9 on an engine with fault switches; a test hook.
  package static func isDeterministic(
    _ scenario: Scenario, policy: (any BackGesturePolicy)?, faults: EngineFaults
  ) -> CheckFailure? {
    let policy = policy ?? GesturePolicy.preset(scenario.world.preset)
    let first = trace(scenario, policy: policy, faults: faults)
    let second = trace(scenario, policy: policy, faults: faults)
    if let diff = SnapshotDiff.diff(
      first.initial, second.initial, labels: ("first run", "second run"))
    {
      return CheckFailure(.determinism, .start, diff)
    }
    for (index, step) in scenario.steps.enumerated() {
      let a = index < first.snapshots.count ? first.snapshots[index] : nil
      let b = index < second.snapshots.count ? second.snapshots[index] : nil
      guard a != b else {
        if a == nil { break }
        continue
      }
      let detail: String
      if let a, let b {
        detail = SnapshotDiff.diff(a, b, labels: ("first run", "second run")) ?? ""
      } else {
        detail =
          "the \(a == nil ? "first" : "second") run refused the step: "
          + "\((a == nil ? first.error : second.error) ?? "")"
      }
      return CheckFailure(.determinism, .step(index, step), detail)
    }
    return nil
  }

  /// The engine's snapshots over a scenario, up to the first step it refuses.
  private static func trace(
    _ scenario: Scenario, policy: any BackGesturePolicy, faults: EngineFaults
  ) -> (initial: Snapshot, snapshots: [Snapshot], error: String?) {
    var engine = ReferenceEngine(world: scenario.world, policy: policy, faults: faults)
    let initial = engine.snapshot
    var snapshots: [Snapshot] = []
    snapshots.reserveCapacity(scenario.steps.count)
    for step in scenario.steps {
      do { snapshots.append(try engine.apply(step)) } catch {
        return (initial, snapshots, error.description)
      }
    }
    return (initial, snapshots, nil)
  }
}
