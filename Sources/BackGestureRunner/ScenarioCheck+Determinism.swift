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
    return firstDifference(first, second, steps: scenario.steps)
  }

  /// The first place where two runs of one scenario differ, as invariant 9 reports it.
  ///
  /// The callback logs and the outcome lists of the two runs are compared only past the
  /// lengths at which they agreed after the step before (each run's logs only grow), so
  /// that n steps compare O(n) log entries in all instead of every entry at every step;
  /// the message is the one a whole comparison gives.
  package static func firstDifference(
    _ first: Run, _ second: Run, steps: [Step]
  ) -> CheckFailure? {
    let labels = ("first run", "second run")
    if let diff = SnapshotDiff.diff(first.initial, second.initial, labels: labels) {
      return CheckFailure(.determinism, .start, diff)
    }
    var previous = (first.initial, second.initial)
    var agreed = SnapshotDiff.LogLengths(first.initial)
    for (index, step) in steps.enumerated() {
      let a = index < first.snapshots.count ? first.snapshots[index] : nil
      let b = index < second.snapshots.count ? second.snapshots[index] : nil
      guard let a, let b else {
        if a == nil, b == nil { break }
        let detail =
          "the \(a == nil ? "first" : "second") run refused the step: "
          + "\((a == nil ? first.error : second.error) ?? "")"
        return CheckFailure(.determinism, .step(index, step), detail)
      }
      // Agreement carries over only where both runs kept their earlier entries.
      if !(a.callbacks.hasPrefix(previous.0.callbacks)
        && b.callbacks.hasPrefix(previous.1.callbacks))
      {
        agreed.callbacks = 0
      }
      if !(a.outcomes.hasPrefix(previous.0.outcomes) && b.outcomes.hasPrefix(previous.1.outcomes)) {
        agreed.outcomes = 0
      }
      if let diff = SnapshotDiff.diff(a, b, labels: labels, logsAgreeUpTo: agreed) {
        return CheckFailure(.determinism, .step(index, step), diff)
      }
      agreed = SnapshotDiff.LogLengths(a)
      previous = (a, b)
    }
    return nil
  }

  /// One run of the engine over a scenario: the snapshots up to the first step it
  /// refuses, and why it refused it.
  package struct Run {
    /// The state before any step.
    package var initial: Snapshot
    /// The snapshot after each step that ran.
    package var snapshots: [Snapshot]
    /// The engine's message for the step it refused, if any.
    package var error: String?

    /// Creates a run.
    package init(initial: Snapshot, snapshots: [Snapshot], error: String?) {
      self.initial = initial
      self.snapshots = snapshots
      self.error = error
    }
  }

  /// The engine's snapshots over a scenario, up to the first step it refuses.
  package static func trace(
    _ scenario: Scenario, policy: any BackGesturePolicy, faults: EngineFaults
  ) -> Run {
    var engine = ReferenceEngine(world: scenario.world, policy: policy, faults: faults)
    let initial = engine.snapshot
    var snapshots: [Snapshot] = []
    snapshots.reserveCapacity(scenario.steps.count)
    for step in scenario.steps {
      do { snapshots.append(try engine.apply(step)) } catch {
        return Run(initial: initial, snapshots: snapshots, error: error.description)
      }
    }
    return Run(initial: initial, snapshots: snapshots, error: nil)
  }
}
