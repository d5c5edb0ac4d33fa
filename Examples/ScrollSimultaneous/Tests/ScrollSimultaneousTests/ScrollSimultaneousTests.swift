import BackGestureCheck
import BackGestureUIKit
import ScrollSimultaneous
import Testing

/// The app as the checker builds it.
struct ScrollSimultaneousApp: BackGestureApp {
  /// The settings the factory below maps, and every kind of content.
  var honours: Honours { Honours.content.union([.optOut, .veto]) }

  func makeNavigationController(rootViewController: UIViewController) -> UINavigationController {
    SharedScrollNavigationController(rootViewController: rootViewController)
  }

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    let controller = SwipeScreen()
    controller.title = screen.name
    controller.interactivePopDisabled = screen.popDisabled
    controller.hasUnsavedChanges = screen.vetoesPop
    return controller
  }
}

@Test @MainActor func scrollSimultaneous() {
  checkBackGestureApp(ScrollSimultaneousApp())
}
