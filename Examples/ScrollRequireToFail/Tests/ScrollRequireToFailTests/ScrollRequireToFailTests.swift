import BackGestureCheck
import BackGestureUIKit
import ScrollRequireToFail
import Testing

/// The app as the checker builds it.
struct ScrollRequireToFailApp: BackGestureApp {
  func makeNavigationController(rootViewController: UIViewController) -> UINavigationController {
    WaitingScrollNavigationController(rootViewController: rootViewController)
  }

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    let controller = SwipeScreen()
    controller.title = screen.name
    controller.interactivePopDisabled = screen.popDisabled
    controller.hasUnsavedChanges = screen.vetoesPop
    return controller
  }
}

@Test @MainActor func scrollRequireToFail() {
  checkBackGestureApp(ScrollRequireToFailApp())
}
