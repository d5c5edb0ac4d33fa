import BackGestureApps
import BackGestureModel
import BackGestureUIKit

/// How the screens of the as-shipped apps show a generated back button ([S5]): the same
/// navigation items the preset apps set, so the back button is never where an as-shipped
/// app and its preset differ.
@MainActor
enum ShippedBackButton {
  /// Sets a screen's navigation item for its back button.
  static func apply(_ backButton: ScreenSettings.BackButton, to item: UINavigationItem) {
    switch backButton {
    case .system:
      break
    case .supplementing:
      item.leftBarButtonItem = UIBarButtonItem(
        title: "Edit", style: .plain, target: nil, action: nil)
      item.leftItemsSupplementBackButton = true
    case .replacing:
      item.leftBarButtonItem = UIBarButtonItem(
        title: "Close", style: .plain, target: nil, action: nil)
    case .hidden:
      item.hidesBackButton = true
    }
  }
}
