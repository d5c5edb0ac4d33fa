import BackGestureModel

extension OracleState {
  /// Whether the window is deaf to new touches: the transition in flight is a present or
  /// a dismiss that animates by itself ([O8]). A swipe's dismissal, a pull and a stack
  /// operation leave the window listening.
  var windowIsDeaf: Bool {
    guard let transition, transition.phase == .animating else { return false }
    return transition.kind == .present || transition.kind == .dismiss
  }

  /// The window turns deaf as a presentation or a dismissal starts to animate: every
  /// finger it hears is cancelled as by a system cancel, then stays on the glass, marked
  /// ignored, until it lifts ([O8]).
  mutating func turnDeaf() {
    guard heardFingers > 0 else { return }
    let onGlass = fingers
    cancelTouches()
    fingers = onGlass.map { FingerState(id: $0.id, point: $0.point, ignored: true) }
  }

  /// How many fingers down the window hears: the ignored ones count for no rule ([O8]).
  var heardFingers: Int {
    fingers.reduce(0) { $1.ignored ? $0 : $0 + 1 }
  }

  /// Whether a finger down is one the window does not hear: it went down while the
  /// window was deaf, or was down when the window turned deaf ([O8]).
  func isIgnored(_ finger: Int) -> Bool {
    fingers.contains { $0.id == finger && $0.ignored }
  }
}
