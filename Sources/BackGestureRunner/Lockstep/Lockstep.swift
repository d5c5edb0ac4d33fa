import BackGestureEngine
import BackGestureInvariants
import BackGestureModel
import BackGestureOracle

/// The subject under test (the engine or an app's objects) and the oracle of one
/// scenario, stepped together and watched by an ``InvariantMonitor``.
///
/// Without a preset to judge by there is no oracle: the subject steps alone and only
/// the invariants that need no preset are checked.
package struct Lockstep {
  /// The subject under test.
  var subject: Subject
  /// The oracle, running the preset the subject is judged by; `nil` without one.
  var oracle: OracleState?
  /// The subject's latest snapshot.
  var engineSnapshot: Snapshot
  /// The steps applied so far, which a probe replays.
  var applied: [Step] = []
  /// The world.
  let world: World
  /// The last state at rest that the liveness probes ran on (compared without its clock,
  /// and for the engine without its logs).
  var lastProbed: Snapshot?
  /// The screens' items arranged for the probes' hit tests, by declaration index.
  var hitLayouts: [HitLayout?] = []
  /// The per-step invariants.
  var monitor: InvariantMonitor
  /// The coverage facts.
  var coverage: CoverageRecorder
  /// How far the subject's logs and the oracle's are known to agree: both were equal at
  /// these lengths after the last step, so the next diff compares only what came after.
  var agreedLogs = SnapshotDiff.LogLengths()
  /// The same for an app's objects, whose logs are compared through the app projection.
  var agreedAppLogs = Snapshot.ProjectedLogLengths()

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
    check(
      scenario, subject: .engine(scenario.world, policy: policy, faults: faults),
      judgedBy: preset)
  }

  /// Runs a subject and the oracle in lockstep over a scenario's steps, as
  /// ``check(_:policy:judgedBy:faults:)`` does for the engine.
  package static func check(
    _ scenario: Scenario, subject: Subject, judgedBy preset: Preset?
  )
    -> CheckReport
  {
    var lockstep = Lockstep(scenario, subject: subject, judgedBy: preset)
    if let diff = lockstep.differentialAgainstOracle(lockstep.engineSnapshot) {
      let failure = CheckFailure(.differential, .start, diff)
      return CheckReport(failure: failure, facts: lockstep.coverage.facts, stepsRun: 0)
    }
    if let failure = lockstep.checkLiveness(at: .start) {
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
  ///   - subject: The subject under test.
  ///   - preset: The preset the subject is judged by: the oracle runs the world under
  ///     it and the invariants read its table; `nil` for neither.
  init(_ scenario: Scenario, subject: Subject, judgedBy preset: Preset?) {
    self.subject = subject
    self.world = scenario.world
    oracle = preset.map { preset in
      var world = scenario.world
      world.preset = preset
      return Oracle.start(world)
    }
    engineSnapshot = subject.initial
    monitor = InvariantMonitor(world: scenario.world, judgedBy: preset, initial: engineSnapshot)
    coverage = CoverageRecorder(world: scenario.world, initial: engineSnapshot)
  }

  /// Applies one step to both models and checks it; returns the first failure.
  mutating func advance(
    _ step: Step, at place: CheckFailure.Place, recording: Bool
  )
    -> CheckFailure?
  {
    if let failure = runDeferredWork(through: step.time, before: place) { return failure }
    let before = engineSnapshot
    var decision = before
    if Self.needsDecisionState(before, step, isApp: subject.isApp) {
      // The decision moment ([T1]): the clock advanced to the step's time, before the
      // step. A wait at that time changes nothing that the step would not.
      let wait = Step(time: step.time, action: .wait)
      if case .success(let advanced) = subject.apply(wait) {
        decision = advanced
        applied.append(wait)
      }
    }
    let subjectResult = subject.apply(step)
    let label = subject.label
    // The state is taken out and stepped in place, held here alone meanwhile so that
    // neither it nor its lists are copied; a refused step leaves it as it was.
    guard var next = oracle.take() else {
      return advanceAlone(step, subjectResult, before, decision, place, recording)
    }
    let oracleResult = Result { () throws(OracleError) in try Oracle.advance(&next, step) }
    oracle = consume next
    switch (subjectResult, oracleResult) {
    case (.failure(let e), .failure(let o)):
      return CheckFailure(
        invariant: .differential, stepIndex: place.stepIndex,
        message: "invalid scenario: the \(label) and the oracle both refused step "
          + "\(place.stepIndex + 1) '\(step.scenarioText)'",
        detail: "\(label): \(e)\noracle: \(o)", invalidScenario: true)
    case (.failure(let e), .success):
      return CheckFailure(
        .differential, place, "the \(label) refused the step: \(e)\nthe oracle applied it")
    case (.success, .failure(let o)):
      return CheckFailure(
        .differential, place, "the oracle refused the step: \(o)\nthe \(label) applied it")
    case (.success(let after), .success):
      applied.append(step)
      if let failure = check(step, before, after, decision, place, recording) { return failure }
      if let diff = differentialAgainstOracle(after) {
        return CheckFailure(.differential, place, diff)
      }
      return checkLiveness(after: step, before: before, at: place)
    }
  }

  /// The subject's snapshot against the oracle's state (`nil` without an oracle), as
  /// ``differential(_:_:)`` compares it with the oracle's snapshot: for the engine, the
  /// common case, agreement, is found against the oracle's records without forming its
  /// snapshot (`OracleState.agrees(with:callbacksKnownUpTo:outcomesKnownUpTo:)`).
  mutating func differentialAgainstOracle(_ subjectSnapshot: Snapshot) -> String? {
    // The oracle's state is read where it is stored (`oracle?.`), never copied out.
    guard !subject.isApp else {
      guard let oracleSnapshot = oracle?.snapshot else { return nil }
      return differential(subjectSnapshot, oracleSnapshot)
    }
    guard
      let agrees = oracle?.agrees(
        with: subjectSnapshot, callbacksKnownUpTo: agreedLogs.callbacks,
        outcomesKnownUpTo: agreedLogs.outcomes)
    else { return nil }
    // The debug check of the answer reads the whole logs, so only while they are short,
    // which every field meets in the tests; a long run stays linear.
    assert(
      subjectSnapshot.callbacks.count + subjectSnapshot.outcomes.count > 256
        || agrees
          == SnapshotDiff.diff(subjectSnapshot, oracle!.snapshot, labels: ("engine", "oracle"))
          .isNone
    )
    guard agrees else { return differential(subjectSnapshot, oracle!.snapshot) }
    agreedLogs = SnapshotDiff.LogLengths(subjectSnapshot)
    return nil
  }

  /// The subject's snapshot against the oracle's: every field for the engine, the app
  /// projection for an app's objects (section 14); `nil` when they agree.
  mutating func differential(_ subjectSnapshot: Snapshot, _ oracleSnapshot: Snapshot) -> String? {
    guard subject.isApp else {
      let diff = SnapshotDiff.diff(
        subjectSnapshot, oracleSnapshot, labels: ("engine", "oracle"), logsAgreeUpTo: agreedLogs)
      if diff.isNone { agreedLogs = SnapshotDiff.LogLengths(subjectSnapshot) }
      return diff
    }
    // The common case, agreement, without making the projections.
    if Snapshot.projectionsEqual(
      subjectSnapshot, oracleSnapshot, pageFlags: monitor.readsPageFlag,
      logsAgreeUpTo: agreedAppLogs)
    {
      agreedAppLogs = Snapshot.ProjectedLogLengths(subjectSnapshot, oracleSnapshot)
      return nil
    }
    var app = subjectSnapshot.appProjection
    var spec = oracleSnapshot.appProjection
    if !monitor.readsPageFlag {
      // No rule reads the page flag: whether an app switches the system pop off is its
      // own business (section 14).
      // Set only where off, so that a list is copied only when it changes.
      for index in app.containers.indices where !app.containers[index].pageFlag {
        app.containers[index].pageFlag = true
      }
      for index in spec.containers.indices where !spec.containers[index].pageFlag {
        spec.containers[index].pageFlag = true
      }
    }
    return SnapshotDiff.diff(app, spec, labels: (subject.label, "oracle"))
  }

  /// Applies one step to the subject alone, with no oracle, and checks it.
  private mutating func advanceAlone(
    _ step: Step, _ result: Result<Snapshot, SubjectError>, _ before: Snapshot,
    _ decision: Snapshot, _ place: CheckFailure.Place, _ recording: Bool
  ) -> CheckFailure? {
    switch result {
    case .failure(let error):
      return CheckFailure(
        invariant: .differential, stepIndex: place.stepIndex,
        message: "invalid scenario: the \(subject.label) refused step "
          + "\(place.stepIndex + 1) '\(step.scenarioText)'",
        detail: "\(subject.label): \(error)", invalidScenario: true)
    case .success(let after):
      applied.append(step)
      if let failure = check(step, before, after, decision, place, recording) { return failure }
      return checkLiveness(after: step, before: before, at: place)
    }
  }

  /// Records the subject's new snapshot and checks the per-step invariants on it.
  private mutating func check(
    _ step: Step, _ before: Snapshot, _ after: Snapshot, _ decision: Snapshot,
    _ place: CheckFailure.Place, _ recording: Bool
  ) -> CheckFailure? {
    engineSnapshot = after
    let isWait: Bool
    if case .wait = step.action { isWait = true } else { isWait = false }
    let decision = isWait ? after : decision
    let context = InvariantMonitor.StepContext(
      place: place, step: step, before: before, decision: decision, after: after,
      panDrivesSystemPop: subject.panDrivesSystemPop())
    if recording {
      coverage.record(step, before: before, after: after, began: monitor.isBegin(context))
    }
    return monitor.check(context)
  }

  /// Whether the clock advance of a step may change what the begin and completion
  /// checks read: a transition ends by the step's time, an app's code may end one whose
  /// end is not known and that no recognizer holds (a property animator of its own), or
  /// a scroll view's deceleration may end before a deciding move.
  static func needsDecisionState(_ before: Snapshot, _ step: Step, isApp: Bool) -> Bool {
    if case .wait = step.action { return false }
    if let end = before.transition?.endsAt, end <= step.time { return true }
    if isApp, before.time < step.time, let transition = before.transition,
      transition.endsAt == nil, !before.edge.holds, !before.pan.holds, !before.content.holds
    {
      return true
    }
    if case .move = step.action, before.time < step.time,
      before.scrollViews.contains(where: \.decelerating)
    {
      return true
    }
    return false
  }
}
