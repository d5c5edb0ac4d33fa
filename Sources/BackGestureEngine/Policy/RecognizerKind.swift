/// One of the two back recognizers of the modelled world (spec section 2.1).
public enum RecognizerKind: String, Sendable, Hashable, CaseIterable {
  /// The full-screen pan that drives the pop.
  case pan
  /// The system's edge recognizer, which begins only from the leading edge zone.
  case edge
}
