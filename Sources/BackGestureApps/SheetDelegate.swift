import BackGestureModel
import BackGestureUIKit

/// The adaptive presentation delegate the host gives every controller it presents: it
/// answers whether a pull may dismiss a sheet from the declared veto of the sheet's top
/// screen, as an app with unsaved changes does (spec [N7], [S6]).
///
/// The mirror logs the delegate calls it makes; this delegate only answers.
@MainActor
final class SheetDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
  /// Whether a controller's declared screen vetoes leaving.
  private let vetoes: (UIViewController) -> Bool

  /// Creates a delegate that reads vetoes through a closure.
  init(vetoes: @escaping (UIViewController) -> Bool) {
    self.vetoes = vetoes
    super.init()
  }

  /// A sheet whose top screen vetoes stays where it is.
  func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool {
    let presented = presentationController.presentedViewController
    let top = (presented as? UINavigationController)?.topViewController ?? presented
    return !vetoes(top)
  }
}
