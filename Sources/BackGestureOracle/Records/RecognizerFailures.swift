import BackGestureModel

/// The failures a decision caused to the back recognizers, one slot for each: what a
/// table keyed by recognizer held, without hashing a key for every entry.
struct RecognizerFailures: Sendable, Hashable {
  private var pan: Outcome.Swipe?
  private var edge: Outcome.Swipe?
  private var content: Outcome.Swipe?

  /// The failure of one recognizer, if it has one.
  subscript(recognizer: Recognizer) -> Outcome.Swipe? {
    get {
      switch recognizer {
      case .pan: pan
      case .edge: edge
      case .content: content
      }
    }
    set {
      switch recognizer {
      case .pan: pan = newValue
      case .edge: edge = newValue
      case .content: content = newValue
      }
    }
  }

  /// Takes every failure that `other` holds, in place of this one's for the same
  /// recognizer.
  mutating func merge(_ other: RecognizerFailures) {
    for recognizer in Recognizer.allCases {
      if let failure = other[recognizer] { self[recognizer] = failure }
    }
  }
}
