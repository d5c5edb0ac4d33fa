import BackGestureInvariants
import BackGestureModel

extension Lockstep {
  /// How far past the last step the quiescence check waits, in milliseconds; longer
  /// than any animation (an animator lasts at most 5000 ms).
  package static let quiescenceWait = 10_000

  /// Invariant 8: after the last step, cancels any finger still down and waits far
  /// past every animation, checking those steps like any other; then nothing is
  /// transitioning, every recognizer is `possible` or `disabled`, no finger is down and
  /// no scroll view tracks, and no work the app's code deferred is still scheduled
  /// ([U26]).
  mutating func settle(after stepCount: Int) -> CheckFailure? {
    let time = engineSnapshot.time
    var steps: [Step] = []
    if !engineSnapshot.fingers.isEmpty { steps.append(Step(time: time, action: .cancel)) }
    steps.append(Step(time: time + Self.quiescenceWait, action: .wait))
    for step in steps {
      let place = CheckFailure.Place.quiescence(stepCount, step)
      if case .wait = step.action {
        // Deferred work must have settled before the last probe may end the run ([U26]).
        if let failure = runDeferredWork(through: step.time, before: place) { return failure }
        if let failure = checkDeferredWorkSettled(at: place) { return failure }
      }
      if let failure = advance(step, at: place, recording: false) { return failure }
    }
    return InvariantMonitor.checkNoFreeze(
      engineSnapshot, at: .quiescence(stepCount, steps[steps.count - 1]))
  }
}
