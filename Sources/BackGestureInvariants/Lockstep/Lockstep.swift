import BackGestureEngine
import BackGestureModel
import BackGestureOracle

/// The engine and the oracle of one scenario, stepped together and watched by an
/// ``InvariantMonitor``.
///
/// Without a preset to judge by there is no oracle: the engine steps alone and only
/// the invariants that need no preset are checked.
package struct Lockstep {
  /// The engine under test.
  var engine: ReferenceEngine
  /// The oracle, running the preset the engine is judged by; `nil` without one.
  var oracle: OracleState?
  /// The engine's latest snapshot.
  var engineSnapshot: Snapshot
  /// The per-step invariants.
  var monitor: InvariantMonitor
  /// The coverage facts.
  var coverage: CoverageRecorder

  /// Runs engine and oracle in lockstep over a scenario's steps, checking every
  /// invariant after every step and the quiescence checks after the last; stops at the
  /// first failure.
  ///
  /// - Parameters:
  ///   - policy: The policy that drives the engine.
  ///   - preset: The preset the engine is judged by; `nil` for none (no oracle).
  ///   - faults: The engine's fault switches.
  package static func check(
    _ scenario: Scenario, policy: any BackGesturePolicy, judgedBy preset: Preset?,
    faults: EngineFaults
  ) -> CheckReport {
    var lockstep = Lockstep(scenario, policy: policy, judgedBy: preset, faults: faults)
    if let oracle = lockstep.oracle,
      let diff = SnapshotDiff.diff(
        lockstep.engineSnapshot, oracle.snapshot, labels: ("engine", "oracle"))
    {
      let failure = CheckFailure(.differential, .start, diff)
      return CheckReport(failure: failure, facts: lockstep.coverage.facts, stepsRun: 0)
    }
    for (index, step) in scenario.steps.enumerated() {
      if let failure = lockstep.advance(step, at: .step(index, step), recording: true) {
        return CheckReport(failure: failure, facts: lockstep.coverage.facts, stepsRun: index + 1)
      }
    }
    let failure = lockstep.settle(after: scenario.steps.count)
    return CheckReport(
      failure: failure, facts: lockstep.coverage.facts, stepsRun: scenario.steps.count)
  }

  /// Starts both models on a scenario's world.
  ///
  /// - Parameters:
  ///   - policy: The policy that drives the engine.
  ///   - preset: The preset the engine is judged by: the oracle runs the world under
  ///     it and the invariants read its table; `nil` for neither.
  ///   - faults: The engine's fault switches.
  init(
    _ scenario: Scenario, policy: any BackGesturePolicy, judgedBy preset: Preset?,
    faults: EngineFaults
  ) {
    engine = ReferenceEngine(world: scenario.world, policy: policy, faults: faults)
    oracle = preset.map { preset in
      var world = scenario.world
      world.preset = preset
      return Oracle.start(world)
    }
    engineSnapshot = engine.snapshot
    monitor = InvariantMonitor(world: scenario.world, judgedBy: preset, initial: engineSnapshot)
    coverage = CoverageRecorder(world: scenario.world, initial: engineSnapshot)
  }

  /// Applies one step to both models and checks it; returns the first failure.
  mutating func advance(
    _ step: Step, at place: CheckFailure.Place, recording: Bool
  )
    -> CheckFailure?
  {
    let before = engineSnapshot
    let saved: ReferenceEngine? = Self.needsDecisionState(before, step) ? engine : nil
    let engineResult = Result { () throws(EngineError) in try engine.apply(step) }
    guard let oracle else {
      return advanceAlone(step, engineResult, before, saved, place, recording)
    }
    let oracleResult = Result { () throws(OracleError) in try Oracle.step(oracle, step) }
    switch (engineResult, oracleResult) {
    case (.failure(let e), .failure(let o)):
      return CheckFailure(
        invariant: .differential, stepIndex: place.stepIndex,
        message: "invalid scenario: the engine and the oracle both refused step "
          + "\(place.stepIndex + 1) '\(step.scenarioText)'",
        detail: "engine: \(e)\noracle: \(o)", invalidScenario: true)
    case (.failure(let e), .success):
      return CheckFailure(
        .differential, place, "the engine refused the step: \(e)\nthe oracle applied it")
    case (.success, .failure(let o)):
      return CheckFailure(
        .differential, place, "the oracle refused the step: \(o)\nthe engine applied it")
    case (.success(let after), .success(let next)):
      self.oracle = next
      if let failure = check(step, before, after, saved, place, recording) { return failure }
      let oracleSnapshot = next.snapshot
      if after != oracleSnapshot {
        let diff = SnapshotDiff.diff(after, oracleSnapshot, labels: ("engine", "oracle")) ?? ""
        return CheckFailure(.differential, place, diff)
      }
      return nil
    }
  }

  /// Applies one step to the engine alone, with no oracle, and checks it.
  private mutating func advanceAlone(
    _ step: Step, _ result: Result<Snapshot, EngineError>, _ before: Snapshot,
    _ saved: ReferenceEngine?, _ place: CheckFailure.Place, _ recording: Bool
  ) -> CheckFailure? {
    switch result {
    case .failure(let error):
      return CheckFailure(
        invariant: .differential, stepIndex: place.stepIndex,
        message: "invalid scenario: the engine refused step "
          + "\(place.stepIndex + 1) '\(step.scenarioText)'",
        detail: "engine: \(error)", invalidScenario: true)
    case .success(let after):
      return check(step, before, after, saved, place, recording)
    }
  }

  /// Records the engine's new snapshot and checks the per-step invariants on it.
  private mutating func check(
    _ step: Step, _ before: Snapshot, _ after: Snapshot, _ saved: ReferenceEngine?,
    _ place: CheckFailure.Place, _ recording: Bool
  ) -> CheckFailure? {
    engineSnapshot = after
    var decision = before
    if case .wait = step.action {
      decision = after
    } else if var copy = saved, let advanced = try? copy.apply(Step(time: step.time, action: .wait))
    {
      decision = advanced
    }
    let context = InvariantMonitor.StepContext(
      place: place, step: step, before: before, decision: decision, after: after)
    if recording {
      coverage.record(step, before: before, after: after, began: monitor.isBegin(context))
    }
    return monitor.check(context)
  }

  /// Whether the clock advance of a step may change what the begin and completion
  /// checks read: a transition ends by the step's time, or a scroll view's deceleration
  /// may end before a deciding move.
  static func needsDecisionState(_ before: Snapshot, _ step: Step) -> Bool {
    if case .wait = step.action { return false }
    if let end = before.transition?.endsAt, end <= step.time { return true }
    if case .move = step.action, before.time < step.time,
      before.scrollViews.contains(where: \.decelerating)
    {
      return true
    }
    return false
  }
}
