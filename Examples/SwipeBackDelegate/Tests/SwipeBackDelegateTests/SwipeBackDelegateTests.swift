import BackGestureCheck
import BackGestureUIKit
import SwipeBackDelegate
import Testing

/// The app as the checker builds it: its navigation controller, and a screen per
/// generated screen with the settings applied the app's way.
struct SwipeBackApp: BackGestureApp {
  /// The settings the factory below maps, and every kind of content.
  var honours: Honours { Honours.content.union([.optOut, .veto, .backButton]) }

  func makeNavigationController(rootViewController: UIViewController) -> UINavigationController {
    SwipeBackNavigationController(rootViewController: rootViewController)
  }

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    let controller = AppScreen()
    controller.title = screen.name
    controller.swipeBackDisabled = screen.popDisabled
    controller.hasUnsavedChanges = screen.vetoesPop
    switch screen.backButton {
    case .system:
      break
    case .supplementing:
      controller.navigationItem.leftBarButtonItem = UIBarButtonItem(
        title: "Edit", style: .plain, target: nil, action: nil)
      controller.navigationItem.leftItemsSupplementBackButton = true
    case .replacing:
      controller.navigationItem.leftBarButtonItem = UIBarButtonItem(
        title: "Close", style: .plain, target: nil, action: nil)
    case .hidden:
      controller.navigationItem.hidesBackButton = true
    }
    return controller
  }
}

@Test @MainActor func swipeBackDelegate() {
  checkBackGestureApp(SwipeBackApp())
}
