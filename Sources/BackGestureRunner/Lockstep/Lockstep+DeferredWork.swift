import BackGestureInvariants
import BackGestureModel
import BackGestureOracle

extension Lockstep {
  /// How many pieces of deferred work may run between two steps (or after the last)
  /// before the check calls it work that never settles (invariant 8, spec [U26]).
  package static let deferredRunsBetweenSteps = 1_000

  /// Runs the work the app's code deferred that is due by a time, each piece as a step of
  /// its own, so that the checks tell what the app did from what a step did ([U26]); the
  /// clock advance before each piece is checked as a wait. Returns the first failure.
  ///
  /// - Parameters:
  ///   - time: The time of the step the work runs before.
  ///   - place: Where that step is, for a failure of the clock advance.
  mutating func runDeferredWork(
    through time: Int, before place: CheckFailure.Place
  )
    -> CheckFailure?
  {
    guard let work = subject.deferredWork, work.defers() else { return nil }
    let index = place.stepIndex
    var settling = false
    if case .quiescence = place { settling = true }
    var runs = 0
    while true {
      let before = engineSnapshot
      let (reached, due) = work.advance(time)
      let wait = Step(time: due ?? time, action: .wait)
      if let failure = accept(wait, before: before, after: reached, at: place, byApp: false) {
        return failure
      }
      guard let due else { return nil }
      let workPlace = CheckFailure.Place.appWork(index, time: due, settling: settling)
      if runs == Self.deferredRunsBetweenSteps {
        return CheckFailure(
          .noFreeze, workPlace,
          CheckFailure.deferredWorkPhrase + " ran \(runs) times "
            + (settling ? "after the last step" : "before step \(index + 1)")
            + " and still schedules more: work that never settles")
      }
      runs += 1
      let beforeWork = engineSnapshot
      let after = work.run()
      if let failure = accept(wait, before: beforeWork, after: after, at: workPlace, byApp: true) {
        return failure
      }
    }
  }

  /// Invariant 8 for deferred work: once the quiescence wait has passed, none of the work
  /// the app's code deferred is still scheduled ([U26]).
  func checkDeferredWorkSettled(at place: CheckFailure.Place) -> CheckFailure? {
    guard let work = subject.deferredWork, work.defers(), let pending = work.pending() else {
      return nil
    }
    let pieces = pending.count == 1 ? "1 piece is" : "\(pending.count) pieces are"
    return CheckFailure(
      .noFreeze, place,
      CheckFailure.deferredWorkPhrase + " has not settled \(Self.quiescenceWait) ms after the last "
        + "step: \(pieces) still scheduled, the next at @\(pending.next)")
  }

  /// Checks a state the subject reached without a scenario step (a clock advance, or a
  /// piece of the app's deferred work): the oracle waits to the same time, then the
  /// per-step invariants, the differential and the liveness probes.
  private mutating func accept(
    _ wait: Step, before: Snapshot, after: Snapshot, at place: CheckFailure.Place, byApp: Bool
  ) -> CheckFailure? {
    if let oracle {
      let result = Result { () throws(OracleError) in try Oracle.step(oracle, wait) }
      switch result {
      case .failure(let error):
        return CheckFailure(
          .differential, place,
          "the oracle refused the step: \(error)\nthe \(subject.label) applied it")
      case .success(let next): self.oracle = next
      }
    }
    applied.append(wait)
    engineSnapshot = after
    let context = InvariantMonitor.StepContext(
      place: place, step: wait, before: before, decision: after, after: after,
      panDrivesSystemPop: subject.panDrivesSystemPop(), byApp: byApp)
    if let failure = monitor.check(context) { return failure }
    if let oracle, let diff = differential(after, oracle.snapshot) {
      return CheckFailure(.differential, place, diff)
    }
    return checkLiveness(after: wait, before: before, at: place, last: false)
  }
}
