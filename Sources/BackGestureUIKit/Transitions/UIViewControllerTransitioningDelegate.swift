import Foundation

/// The object a presented controller asks for the animators and interaction controllers
/// of its presentation and dismissal; every method is optional.
///
/// UIKit asks the presented controller's `transitioningDelegate` when the presentation or
/// the dismissal is animated; a `nil` animator keeps the default one, and an interaction
/// controller is asked for only when the delegate gave an animator (spec [U17]).
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
  /// Returns the animator that presents a controller, or `nil` for the default one.
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  /// Returns the animator that dismisses a controller, or `nil` for the default one.
  func animationController(
    forDismissed dismissed: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  /// Returns the interaction controller that drives a presentation, or `nil` for none.
  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
  /// Returns the interaction controller that drives a dismissal, or `nil` for none.
  func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UIViewControllerTransitioningDelegate {
  /// `nil`: the default animator.
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  /// `nil`: the default animator.
  public func animationController(
    forDismissed dismissed: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  /// `nil`: no interaction controller.
  public func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
  /// `nil`: no interaction controller.
  public func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
