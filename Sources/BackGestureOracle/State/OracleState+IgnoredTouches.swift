import BackGestureModel

extension OracleState {
  /// Whether the window is deaf to new touches: the transition in flight is a present or
  /// a dismiss that animates by itself ([O8]). A swipe's dismissal, a pull and a stack
  /// operation leave the window listening.
  var windowIsDeaf: Bool {
    guard let transition, transition.phase == .animating else { return false }
    return transition.kind == .present || transition.kind == .dismiss
  }

  /// How many fingers down the window hears: the ignored ones count for no rule ([O8]).
  var heardFingers: Int {
    fingers.reduce(0) { $1.ignored ? $0 : $0 + 1 }
  }

  /// Whether a finger down went down while the window was deaf ([O8]).
  func isIgnored(_ finger: Int) -> Bool {
    fingers.contains { $0.id == finger && $0.ignored }
  }
}
