import Foundation

/// The object that manages a presented controller's presentation; the mirror keeps only
/// what a sheet's pull reads: the two controllers and the adaptive delegate.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
  /// The controller being presented.
  public let presentedViewController: UIViewController
  /// The delegate a sheet's pull asks and tells (spec [N7]).
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  /// Creates the presentation controller of a presented controller.
  init(presentedViewController: UIViewController) {
    self.presentedViewController = presentedViewController
    super.init()
  }

  /// The controller that presents, or the presented one until it is presented.
  open var presentingViewController: UIViewController {
    presentedViewController.presentingViewController ?? presentedViewController
  }
}
