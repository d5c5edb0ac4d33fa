import Foundation

/// The requirements of an implicitly animating animator named `addAnimations`, called as
/// Swift calls UIKit's optional methods: `animator.addAnimations?({ … })`.
///
/// The protocol's extension adds a property of that name whose value is this struct, never
/// `nil`, one for `continueAnimation`, and a closure property for `addCompletion(_:)` (see
/// `UIGestureRecognizerDelegateCalls`).
@preconcurrency @MainActor
public struct UIViewImplicitlyAnimatingCalls {
  /// The animator the calls go to.
  let animator: any UIViewImplicitlyAnimating

  /// Calls `addAnimations(_:delayFactor:)`.
  public func callAsFunction(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    animator.addAnimations(animation, delayFactor: delayFactor)
  }

  /// Calls `addAnimations(_:)`.
  public func callAsFunction(_ animation: @escaping () -> Void) {
    animator.addAnimations(animation)
  }
}

/// The requirement of an implicitly animating animator named `continueAnimation`, called
/// as Swift calls UIKit's optional methods:
/// `animator.continueAnimation?(withTimingParameters: nil, durationFactor: 0)`.
@preconcurrency @MainActor
public struct UIViewImplicitlyAnimatingContinuationCalls {
  /// The animator the call goes to.
  let animator: any UIViewImplicitlyAnimating

  /// Calls `continueAnimation(withTimingParameters:durationFactor:)`.
  public func callAsFunction(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {
    animator.continueAnimation(withTimingParameters: parameters, durationFactor: durationFactor)
  }
}

extension UIViewImplicitlyAnimating {
  /// The requirements named `addAnimations`, callable as UIKit's optional methods are;
  /// never `nil`.
  public var addAnimations: UIViewImplicitlyAnimatingCalls? {
    UIViewImplicitlyAnimatingCalls(animator: self)
  }

  /// `addCompletion(_:)`, callable as UIKit's optional method is; never `nil`.
  public var addCompletion: (@MainActor (@escaping (UIViewAnimatingPosition) -> Void) -> Void)? {
    { self.addCompletion($0) }
  }

  /// `continueAnimation(withTimingParameters:durationFactor:)`, callable as UIKit's optional
  /// method is; never `nil`.
  public var continueAnimation: UIViewImplicitlyAnimatingContinuationCalls? {
    UIViewImplicitlyAnimatingContinuationCalls(animator: self)
  }
}
