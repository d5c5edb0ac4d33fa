/// One of the back-gesture recognizers of spec section 2.1 and [G10].
package enum Recognizer: Sendable, Hashable, CaseIterable {
  /// The full-screen pan that drives the pop.
  case pan
  /// The system's edge recognizer, which decides first when both are enabled ([G5]).
  case edge
  /// The system's content pop of iOS 26, which waits for the edge ([G10]).
  case content

  /// The back recognizers in the order a contest takes them after a scroll view's pan.
  static let contestOrder: [Recognizer] = [.edge, .pan, .content]
}
