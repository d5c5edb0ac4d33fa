import BackGestureModel
import BackGestureUIKit

/// A tap on one of the app's own controls that asks for a push, a pop, a new stack, a
/// presentation or a dismissal: an operation step of a scenario, handed to the app's own
/// handler (``BackGestureApp/handle(_:in:)``, spec [U28]).
///
/// The controllers are the host's, made by the app's factory: the screen to push, the new
/// stack, or the screens to present (their navigation controller is made, its
/// presentation style set, when ``perform(in:)`` presents them).
@MainActor
public struct NavigationRequest {
  /// What the tap asks for.
  public enum Kind {
    /// Push a screen.
    case push(UIViewController)
    /// Pop the top screen.
    case pop
    /// Pop to the root screen.
    case popToRoot
    /// Replace the stack.
    case setStack([UIViewController])
    /// Present a navigation controller over the front one, holding these screens (made
    /// by the app's factory when the request is performed, with its style set).
    case present([UIViewController])
    /// Dismiss the front presentation.
    case dismiss
  }

  /// What the tap asks for.
  public var kind: Kind
  /// Whether the operation animates.
  public var animated: Bool
  /// Makes the navigation controller a `present` request shows.
  let makePresentation: (() -> UINavigationController)?

  /// Creates a request.
  init(kind: Kind, animated: Bool, makePresentation: (() -> UINavigationController)? = nil) {
    self.kind = kind
    self.animated = animated
    self.makePresentation = makePresentation
  }

  /// Performs the request as UIKit's calls on the front navigation controller, with no
  /// guard: what the app's handler does when it has nothing to check.
  public func perform(in navigationController: UINavigationController) {
    switch kind {
    case .push(let controller):
      navigationController.pushViewController(controller, animated: animated)
    case .pop: navigationController.popViewController(animated: animated)
    case .popToRoot: navigationController.popToRootViewController(animated: animated)
    case .setStack(let stack): navigationController.setViewControllers(stack, animated: animated)
    case .present:
      guard let presented = makePresentation?() else { return }
      var front: UIViewController = navigationController
      while let next = front.presentedViewController { front = next }
      front.present(presented, animated: animated)
    case .dismiss: navigationController.dismiss(animated: animated)
    }
  }
}
