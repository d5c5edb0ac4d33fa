import BackGestureCheck
import BackGestureUIKit
import FullscreenPop
import Testing

/// The app as the checker builds it.
struct FullscreenPopApp: BackGestureApp {
  func makeNavigationController(rootViewController: UIViewController) -> UINavigationController {
    FullscreenPopNavigationController(rootViewController: rootViewController)
  }

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    let controller = PopScreen()
    controller.title = screen.name
    controller.interactivePopDisabled = screen.popDisabled
    controller.maxAllowedInitialDistanceToLeadingEdge = CGFloat(max(0, screen.maxDistance))
    controller.hasUnsavedChanges = screen.vetoesPop
    return controller
  }
}

@Test @MainActor func fullscreenPop() {
  checkBackGestureApp(FullscreenPopApp())
}
