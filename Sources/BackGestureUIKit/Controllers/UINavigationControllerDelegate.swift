import Foundation

/// The object a navigation controller tells about the controllers it shows, and asks for
/// animators and interaction controllers; every method is optional.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
  /// Called when a controller is about to be shown.
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)
  /// Called when a controller was shown.
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
  /// Returns the animator of a push or pop, or `nil` for the default one.
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  /// Returns the interaction controller of an animator, or `nil` for none.
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
  /// Returns the orientations the navigation controller supports.
  func navigationControllerSupportedInterfaceOrientations(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientationMask
  /// Returns the orientation the navigation controller prefers when it is presented.
  func navigationControllerPreferredInterfaceOrientationForPresentation(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientation
}

extension UINavigationControllerDelegate {
  /// Does nothing.
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {}
  /// Does nothing.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}
  /// `nil`: the default animator. The navigation controller notes that its delegate does
  /// not implement the method ([U9]).
  public func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    navigationController.animatorAskedByDefault = true
    return nil
  }
  /// `nil`: no interaction controller.
  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
  /// The top controller's orientations, which UIKit uses when the method is not implemented.
  public func navigationControllerSupportedInterfaceOrientations(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientationMask {
    navigationController.topViewController?.supportedInterfaceOrientations ?? .allButUpsideDown
  }
  /// The top controller's preferred orientation, which UIKit uses when the method is not
  /// implemented.
  public func navigationControllerPreferredInterfaceOrientationForPresentation(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientation {
    navigationController.topViewController?.preferredInterfaceOrientationForPresentation
      ?? .portrait
  }
}
