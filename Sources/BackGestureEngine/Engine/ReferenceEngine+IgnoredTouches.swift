import BackGestureModel

extension ReferenceEngine {
  /// Whether the window ignores a finger that goes down now: a presentation or a
  /// dismissal animates on its own, in any container (spec [O8]).
  ///
  /// An interactive dismissal, a pull and their completions leave touches on; so do the
  /// stack operations, whose mid-animation swipes the begin rules judge.
  var windowIgnoresTouches: Bool {
    transitions.contains { transition in
      transition.phase == .animating && (transition.kind == .present || transition.kind == .dismiss)
    }
  }

  /// Whether a finger is down but ignored by the window (spec [O8]).
  func isIgnored(_ finger: Int) -> Bool {
    ignoredFingers.contains { $0.id == finger }
  }

  /// Records a finger that the window ignores: it went down while the window ignores
  /// touches, or was down when a presentation or a dismissal began to animate; it is on
  /// the glass, and nothing else hears of it (spec [O8]).
  mutating func ignoreTouchDown(_ finger: Int, at point: Point) {
    let slot = ignoredFingers.firstIndex { $0.id > finger } ?? ignoredFingers.count
    ignoredFingers.insert(FingerState(id: finger, point: point, ignored: true), at: slot)
  }

  /// Cancels every finger the window delivers, as a `cancel` step does, and ignores each
  /// until it lifts: a presentation or a dismissal began to animate (spec [O8]).
  ///
  /// Called once the operation's will-callbacks are logged and its transition is in
  /// flight; a recognizer still deciding fails with no outcome ([G6]), a tracking scroll
  /// view settles without a fling ([K5]), and the recognizers return to `possible` ([G9]).
  mutating func cancelFingersForPresentationChange() {
    guard !fingers.isEmpty else { return }
    for finger in fingers { ignoreTouchDown(finger.id, at: finger.point) }
    cancelTouches()
  }

  /// Moves an ignored finger, and nothing else (spec [O8]).
  mutating func moveIgnored(_ finger: Int, to point: Point) {
    if let index = ignoredFingers.firstIndex(where: { $0.id == finger }) {
      ignoredFingers[index].point = point
    }
  }

  /// The fingers down as the snapshot lists them: the delivered ones and the ignored
  /// ones, by ascending id (spec section 10, [O8]).
  var fingersOnGlass: [FingerState] {
    guard !ignoredFingers.isEmpty else { return fingers }
    return (fingers + ignoredFingers).sorted { $0.id < $1.id }
  }
}
