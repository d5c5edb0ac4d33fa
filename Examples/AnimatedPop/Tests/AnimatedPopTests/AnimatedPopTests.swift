import AnimatedPop
import BackGestureCheck
import BackGestureUIKit
import Testing

/// The app as the checker builds it.
struct AnimatedPopApp: BackGestureApp {
  /// The settings the factory below maps, and every kind of content.
  var honours: Honours { Honours.content.union([.optOut, .veto, .animator]) }

  func makeNavigationController(rootViewController: UIViewController) -> UINavigationController {
    AnimatedNavigationController(rootViewController: rootViewController)
  }

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    let controller = AnimatedScreen()
    controller.title = screen.name
    controller.animator = screen.animatorDuration.map { SlideAnimator(duration: $0) }
    controller.swipeBackDisabled = screen.popDisabled
    controller.hasUnsavedChanges = screen.vetoesPop
    return controller
  }
}

@Test @MainActor func animatedPop() {
  checkBackGestureApp(AnimatedPopApp())
}
