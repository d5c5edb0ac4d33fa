import Foundation

/// The requirements of a transitioning delegate named `animationController`, called as
/// Swift calls UIKit's optional methods:
/// `controller.transitioningDelegate?.animationController?(forDismissed: controller)`.
///
/// The protocol's extension adds a property of that name whose value is this struct, never
/// `nil` (see `UIGestureRecognizerDelegateCalls`).
@preconcurrency @MainActor
public struct UIViewControllerTransitioningDelegateCalls {
  /// The delegate the calls go to.
  let delegate: any UIViewControllerTransitioningDelegate

  /// Calls `animationController(forPresented:presenting:source:)`.
  public func callAsFunction(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    delegate.animationController(forPresented: presented, presenting: presenting, source: source)
  }

  /// Calls `animationController(forDismissed:)`.
  public func callAsFunction(
    forDismissed dismissed: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    delegate.animationController(forDismissed: dismissed)
  }
}

/// One of a transitioning delegate's two interaction-controller requirements, called as
/// Swift calls UIKit's optional methods:
/// `delegate?.interactionControllerForDismissal?(using: animator)`.
///
/// `interactionControllerForPresentation` and `interactionControllerForDismissal` each
/// return this struct, made with their own requirement; never `nil`.
@preconcurrency @MainActor
public struct UIViewControllerTransitioningDelegateInteractionCalls {
  /// The requirement the call goes to.
  let requirement:
    @MainActor (any UIViewControllerAnimatedTransitioning) -> (
      any UIViewControllerInteractiveTransitioning
    )?

  /// Calls the requirement.
  public func callAsFunction(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    requirement(animator)
  }
}

extension UIViewControllerTransitioningDelegate {
  /// The requirements named `animationController`, callable as UIKit's optional methods
  /// are; never `nil`.
  public var animationController: UIViewControllerTransitioningDelegateCalls? {
    UIViewControllerTransitioningDelegateCalls(delegate: self)
  }

  /// `interactionControllerForPresentation(using:)`, callable as UIKit's optional method
  /// is; never `nil`.
  public var interactionControllerForPresentation:
    UIViewControllerTransitioningDelegateInteractionCalls?
  {
    UIViewControllerTransitioningDelegateInteractionCalls {
      self.interactionControllerForPresentation(using: $0)
    }
  }

  /// `interactionControllerForDismissal(using:)`, callable as UIKit's optional method is;
  /// never `nil`.
  public var interactionControllerForDismissal:
    UIViewControllerTransitioningDelegateInteractionCalls?
  {
    UIViewControllerTransitioningDelegateInteractionCalls {
      self.interactionControllerForDismissal(using: $0)
    }
  }
}
