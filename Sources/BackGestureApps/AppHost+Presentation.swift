import BackGestureModel
import BackGestureUIKit

extension AppHost {
  /// Sets a presented controller's `modalPresentationStyle` and `isModalInPresentation`
  /// from a presentation style, as an app does before it presents (spec [N6]).
  ///
  /// A full-screen presentation says `fullScreen` outright: UIKit's default,
  /// `automatic`, became a page sheet in iOS 13.
  static func install(_ style: PresentationStyle, on controller: UIViewController) {
    switch style {
    case .fullScreen:
      controller.modalPresentationStyle = .fullScreen
      controller.isModalInPresentation = false
    case .pageSheet(let modal):
      controller.modalPresentationStyle = .pageSheet
      controller.isModalInPresentation = modal
    }
  }

  /// The delegate the host gives a presented controller's presentation controller: one
  /// per host, answering from the declared vetoes ([N7]).
  func presentationDelegate() -> SheetDelegate {
    if let existing = sheetDelegate { return existing }
    let made = SheetDelegate { [weak self] controller in
      guard let self, let index = self.screenIndex(of: controller) else { return false }
      return self.world.screens[index].settings.veto
    }
    sheetDelegate = made
    return made
  }

  /// Reads a presented controller's style back: a page sheet (modal or not) when UIKit
  /// leaves its presenter in place, else full screen ([U13]).
  static func style(of controller: UIViewController) -> PresentationStyle {
    guard controller.modalPresentationStyle.keepsPresenter else { return .fullScreen }
    return .pageSheet(modal: controller.isModalInPresentation)
  }
}
