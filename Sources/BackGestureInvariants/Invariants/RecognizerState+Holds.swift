import BackGestureModel

extension RecognizerState {
  /// Whether a recognizer in this state holds its finger: it began or changed.
  package var holds: Bool { self == .began || self == .changed }
}
