import Foundation

/// The requirements of a navigation controller's delegate named `navigationController`,
/// called as Swift calls UIKit's optional methods:
/// `delegate?.navigationController?(navigationController, didShow: controller, animated: true)`.
///
/// The protocol's extension adds a property `navigationController` whose value is this
/// struct, never `nil` (see `UIGestureRecognizerDelegateCalls` for the design). A view
/// controller that is also the delegate keeps its own `navigationController`: a member of
/// the class wins over the protocol extension's, as it does over UIKit's optional method
/// when the class is named; through the protocol (`delegate?.navigationController?(…)`) the
/// calls are reached.
@preconcurrency @MainActor
public struct UINavigationControllerDelegateCalls {
  /// The delegate the calls go to.
  let delegate: any UINavigationControllerDelegate

  /// Calls `navigationController(_:willShow:animated:)`.
  public func callAsFunction(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    delegate.navigationController(
      navigationController, willShow: viewController, animated: animated)
  }

  /// Calls `navigationController(_:didShow:animated:)`.
  public func callAsFunction(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    delegate.navigationController(navigationController, didShow: viewController, animated: animated)
  }

  /// Calls `navigationController(_:animationControllerFor:from:to:)`.
  public func callAsFunction(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    delegate.navigationController(
      navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
  }

  /// Calls `navigationController(_:interactionControllerFor:)`.
  public func callAsFunction(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    delegate.navigationController(
      navigationController, interactionControllerFor: animationController)
  }
}

extension UINavigationControllerDelegate {
  /// The requirements named `navigationController`, callable as UIKit's optional methods
  /// are; never `nil`.
  public var navigationController: UINavigationControllerDelegateCalls? {
    UINavigationControllerDelegateCalls(delegate: self)
  }

  /// `navigationControllerSupportedInterfaceOrientations(_:)`, callable as UIKit's optional
  /// method is; never `nil`.
  public var navigationControllerSupportedInterfaceOrientations:
    (@MainActor (UINavigationController) -> UIInterfaceOrientationMask)?
  {
    { self.navigationControllerSupportedInterfaceOrientations($0) }
  }

  /// `navigationControllerPreferredInterfaceOrientationForPresentation(_:)`, callable as
  /// UIKit's optional method is; never `nil`.
  public var navigationControllerPreferredInterfaceOrientationForPresentation:
    (@MainActor (UINavigationController) -> UIInterfaceOrientation)?
  {
    { self.navigationControllerPreferredInterfaceOrientationForPresentation($0) }
  }
}
