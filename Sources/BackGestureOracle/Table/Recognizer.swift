/// One of the two back-gesture recognizers of spec section 2.1.
package enum Recognizer: Sendable, Hashable, CaseIterable {
  /// The full-screen pan that drives the pop.
  case pan
  /// The system's edge recognizer, which decides first when both are enabled ([G5]).
  case edge
}
