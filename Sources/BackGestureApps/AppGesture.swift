import BackGestureModel
import BackGestureUIKit

/// A gesture of the app's own that must keep the drags it is made for (spec [L4]): a
/// cell's pan that reveals a reply, a canvas's drawing pan, a range slider's drag.
///
/// At rest the liveness probe of invariant 8 drags it from the centre of its view, 12 and
/// then 40 pt its way: it must then be recognizing, and no back gesture may have begun.
///
/// ```swift
/// func gestures(of viewController: UIViewController) -> [AppGesture] {
///   guard let chat = viewController as? ChatScreen else { return [] }
///   return [AppGesture("reply", recognizer: chat.replyPan, direction: .forward)]
/// }
/// ```
@MainActor
public struct AppGesture {
  /// Which way the gesture's drag goes.
  public enum Direction: Sendable, Hashable {
    /// Away from the leading edge (to the right, left to right): the way of a back swipe.
    case forward
    /// Toward the leading edge.
    case backward
    /// Toward the top.
    case up
    /// Toward the bottom.
    case down
  }

  /// The name failures give it.
  public var name: String
  /// The recognizer, attached to the view it lives on.
  public var recognizer: UIGestureRecognizer
  /// Which way its drag goes.
  public var direction: Direction

  /// Creates a gesture to probe.
  public init(_ name: String, recognizer: UIGestureRecognizer, direction: Direction) {
    self.name = name
    self.recognizer = recognizer
    self.direction = direction
  }
}
