import BackGestureModel

/// What the monitor's future verdicts depend on: its memory, with the snapshot of a
/// gesture's start stripped of what the checks never read from it.
///
/// The cancel check (invariant 3) compares the state after a cancel with the state at
/// the begin except the logs and the clock, which it copies over from the start; so the
/// start's logs and time do not matter, and its transition's end (if any) is kept
/// relative to the clock.
package struct MonitorFutureKey: Hashable {
  var touchDowns: [InvariantMonitor.TouchDown?]
  var gesture: InvariantMonitor.Gesture?
  var appearance: [AppearanceMark?]
}

extension InvariantMonitor {
  /// The key of the monitor's future at time `now`.
  package func futureKey(at now: Int) -> MonitorFutureKey {
    var gesture = gesture
    if var start = gesture?.start {
      start.time = 0
      start.callbacks = []
      start.outcomes = []
      if let end = start.transition?.endsAt { start.transition?.endsAt = end - now }
      gesture?.start = start
    }
    if let end = gesture?.transition.endsAt { gesture?.transition.endsAt = end - now }
    return MonitorFutureKey(touchDowns: touchDowns, gesture: gesture, appearance: appearance)
  }
}
