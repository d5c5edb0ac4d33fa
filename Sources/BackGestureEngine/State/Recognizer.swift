import BackGestureModel

/// One back recognizer's state machine: its state and the finger it tracks (spec section 4).
struct Recognizer: Sendable, Hashable {
  /// Which recognizer this is.
  let kind: RecognizerKind
  /// Whether the policy uses it on this device; a disabled one never tracks.
  let enabled: Bool
  /// The state; never `disabled` (``observedState`` reports that).
  var state: RecognizerState = .possible
  /// The tracked finger, if any.
  var touch: TrackedTouch?

  init(kind: RecognizerKind, enabled: Bool) {
    self.kind = kind
    self.enabled = enabled
  }

  /// The state as the snapshot shows it.
  var observedState: RecognizerState { enabled ? state : .disabled }

  /// Whether it has begun and still drives an interactive transition.
  var isActive: Bool { state == .began || state == .changed }

  /// Whether it is possible and tracks a finger, so it will decide at the decision moment.
  var isDeciding: Bool { enabled && state == .possible && touch != nil }

  /// Starts tracking a finger if possible and idle (spec [G2]).
  mutating func track(_ newTouch: TrackedTouch) {
    guard enabled, state == .possible, touch == nil else { return }
    touch = newTouch
  }

  /// Whether it tracks a given finger.
  func tracks(_ finger: Int) -> Bool { touch?.finger == finger }

  /// Returns to possible with no tracked finger, once every finger is up (spec [G9]).
  mutating func reset() {
    state = .possible
    touch = nil
  }
}
