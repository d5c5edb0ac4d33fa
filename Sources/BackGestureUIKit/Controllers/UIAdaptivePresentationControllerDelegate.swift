import Foundation

/// The object a sheet's presentation controller asks whether a pull may dismiss it, and
/// tells what the pull did; every method is optional, with UIKit's answers for a method
/// that is not implemented.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  /// Asks whether a pull may dismiss the sheet; `false` keeps it in place.
  func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool
  /// Tells that a pull starts to dismiss the sheet.
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// Tells that a pull dismissed the sheet.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// Tells that a pull meant to dismiss the sheet and was refused.
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  /// UIKit's answer when the method is not implemented: the sheet may go.
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool {
    true
  }

  /// Does nothing when the method is not implemented.
  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {}

  /// Does nothing when the method is not implemented.
  public func presentationControllerDidDismiss(
    _ presentationController: UIPresentationController
  ) {}

  /// Does nothing when the method is not implemented.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
}
