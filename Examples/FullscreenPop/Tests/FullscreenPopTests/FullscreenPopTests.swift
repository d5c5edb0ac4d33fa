import BackGestureCheck
import BackGestureUIKit
import FullscreenPop
import Testing

/// The app as the checker builds it.
struct FullscreenPopApp: BackGestureApp {
  /// The settings the factory below maps, and every kind of content.
  var honours: Honours { Honours.content.union([.optOut, .maxDistance, .veto]) }

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
