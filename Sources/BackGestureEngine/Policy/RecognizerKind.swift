/// One of the back recognizers of the modelled world (spec section 2.1, [G10]).
public enum RecognizerKind: String, Sendable, Hashable, CaseIterable {
  /// The full-screen pan that drives the pop.
  case pan
  /// The system's edge recognizer, which begins only from the leading edge zone.
  case edge
  /// The system's content pop of iOS 26, which begins anywhere in the content area
  /// once the edge recognizer has failed ([G10]).
  case content

  /// The back recognizers in the order the graph takes them after a scroll view's pan:
  /// the edge, then the app's pan (added last to the navigation controller's view),
  /// then the content pop ([AR2], [G10]).
  public static let backRecognizers: [RecognizerKind] = [.edge, .pan, .content]
}
