import BackGestureApps
import BackGestureModel
import BackGestureUIKit

/// R4: a screen that, as it starts to leave, asks the app's router to show the list at
/// the root two seconds later (the report's own way to reproduce a navigation that
/// arrives late).
///
/// A back swipe calls `viewWillDisappear(_:)` at its begin; a swipe held past the delay
/// is still in flight when the route pops, which UIKit does not allow. The fix is the
/// report's: the router sees that a transition or a presentation is in flight and drops
/// the route.
struct DeferredRouteApp: BackGestureApp {
  let fixed: Bool

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    RoutingScreen(screen, fixed: fixed)
  }
}

/// A screen of ``DeferredRouteApp``.
@MainActor
final class RoutingScreen: UIViewController {
  private let fixed: Bool

  init(_ screen: ScreenDescription, fixed: Bool) {
    self.fixed = fixed
    super.init(nibName: nil, bundle: nil)
    title = screen.name
  }

  required init?(coder: NSCoder) { nil }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    guard let navigation = navigationController, navigation.viewControllers.count > 1 else {
      return
    }
    DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [fixed] in
      if fixed, navigation.transitionCoordinator != nil || navigation.presentedViewController != nil
      {
        return
      }
      navigation.popToRootViewController(animated: true)
    }
  }
}
