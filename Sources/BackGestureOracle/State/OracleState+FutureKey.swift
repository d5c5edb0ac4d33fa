import BackGestureModel

/// What the oracle's future depends on: its state but the setup (which never changes),
/// the logs of the past and the clock, with every time made relative to the clock.
///
/// The oracle reads times only against each other and against the clock ([T1], [V1],
/// [V2], [C2], [I6]), so two states with equal keys answer the same steps alike when the
/// steps' times are taken from their clocks. A deceleration that has ended is dropped:
/// only `t < decelerating` is read, and the clock never goes back.
package struct OracleFutureKey: Hashable, Sendable {
  var containers: [ContainerRecord]
  var screens: [ScreenRecord]
  var scrolls: [ScrollRecord]
  var fingers: [FingerState]
  var pan: RecognizerState
  var edge: RecognizerState
  var content: RecognizerState
  var attempt: Attempt?
  var transition: TransitionRecord?
}

extension OracleState {
  /// The key of the oracle's future, for a search that merges states with one future.
  package var futureKey: OracleFutureKey {
    let now = time
    var attempt = attempt
    attempt?.last.time -= now
    attempt?.previous?.time -= now
    var transition = transition
    if let end = transition?.endsAt { transition?.endsAt = end - now }
    return OracleFutureKey(
      containers: containers, screens: screens,
      scrolls: scrolls.map { scroll in
        var copy = scroll
        copy.deceleratingUntil = scroll.deceleratingUntil.flatMap { $0 > now ? $0 - now : nil }
        return copy
      },
      fingers: fingers, pan: pan, edge: edge, content: content, attempt: attempt,
      transition: transition)
  }
}
