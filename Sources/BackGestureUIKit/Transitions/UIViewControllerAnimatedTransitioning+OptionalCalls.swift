import Foundation

/// The optional requirement of an animator named `interruptibleAnimator`, called as Swift
/// calls UIKit's optional methods: `animator.interruptibleAnimator?(using: context)`.
///
/// The protocol's extension adds a property of that name whose value is this struct, never
/// `nil`, and a closure property for `animationEnded(_:)` (see
/// `UIGestureRecognizerDelegateCalls`).
@preconcurrency @MainActor
public struct UIViewControllerAnimatedTransitioningCalls {
  /// The animator the calls go to.
  let animator: any UIViewControllerAnimatedTransitioning

  /// Calls `interruptibleAnimator(using:)`.
  public func callAsFunction(
    using transitionContext: any UIViewControllerContextTransitioning
  ) -> any UIViewImplicitlyAnimating {
    animator.interruptibleAnimator(using: transitionContext)
  }
}

extension UIViewControllerAnimatedTransitioning {
  /// `animationEnded(_:)`, callable as UIKit's optional method is; never `nil`.
  public var animationEnded: (@MainActor (Bool) -> Void)? {
    { self.animationEnded($0) }
  }

  /// `interruptibleAnimator(using:)`, callable as UIKit's optional method is; never `nil`.
  public var interruptibleAnimator: UIViewControllerAnimatedTransitioningCalls? {
    UIViewControllerAnimatedTransitioningCalls(animator: self)
  }
}
