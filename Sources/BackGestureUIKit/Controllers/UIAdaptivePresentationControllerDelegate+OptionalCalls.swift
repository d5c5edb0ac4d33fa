import Foundation

// The requirements of a presentation controller's delegate, callable as Swift calls UIKit's
// optional methods: `delegate?.presentationControllerShouldDismiss?(controller)`. Each is a
// closure property named after its requirement, never `nil` (see
// `UIGestureRecognizerDelegateCalls` for the design).
extension UIAdaptivePresentationControllerDelegate {
  /// `presentationControllerShouldDismiss(_:)`, callable as UIKit's optional method is;
  /// never `nil`.
  public var presentationControllerShouldDismiss: (@MainActor (UIPresentationController) -> Bool)? {
    { self.presentationControllerShouldDismiss($0) }
  }

  /// `presentationControllerWillDismiss(_:)`, callable as UIKit's optional method is; never
  /// `nil`.
  public var presentationControllerWillDismiss: (@MainActor (UIPresentationController) -> Void)? {
    { self.presentationControllerWillDismiss($0) }
  }

  /// `presentationControllerDidDismiss(_:)`, callable as UIKit's optional method is; never
  /// `nil`.
  public var presentationControllerDidDismiss: (@MainActor (UIPresentationController) -> Void)? {
    { self.presentationControllerDidDismiss($0) }
  }

  /// `presentationControllerDidAttemptToDismiss(_:)`, callable as UIKit's optional method
  /// is; never `nil`.
  public var presentationControllerDidAttemptToDismiss:
    (@MainActor (UIPresentationController) -> Void)?
  {
    { self.presentationControllerDidAttemptToDismiss($0) }
  }
}
