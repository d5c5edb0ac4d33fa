import BackGestureApps
import BackGestureModel
import BackGestureUIKit

/// R5: the app keeps the stack in state of its own, updated after every transition, and
/// sets the navigation controller's stack from that state a moment later (the way a
/// script side answers across a bridge: 100 ms here).
///
/// Two quick swipes: the update that the first one caused arrives while the second is in
/// flight, and sets the stack inside a transition, which UIKit does not allow (the report
/// sees the screen the first swipe removed come back). The fix drops an update that a
/// newer one replaced or that arrives during a transition.
struct LateStackUpdateApp: BackGestureApp {
  let fixed: Bool

  func makeNavigationController(rootViewController: UIViewController) -> UINavigationController {
    StateDrivenNavigationController(rootViewController: rootViewController, fixed: fixed)
  }

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    TitledScreen(screen)
  }
}

/// The navigation controller of ``LateStackUpdateApp``.
@MainActor
final class StateDrivenNavigationController: UINavigationController,
  UINavigationControllerDelegate
{
  private let fixed: Bool

  init(rootViewController: UIViewController, fixed: Bool) {
    self.fixed = fixed
    super.init(rootViewController: rootViewController)
    delegate = self
  }

  required init?(coder: NSCoder) { nil }

  /// How many updates the app has sent; the fix applies only the latest.
  private var updates = 0
  /// Whether the app is setting the stack itself: what it shows then is no news to it.
  private var applying = false

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    guard !applying else { return }
    let known = viewControllers
    updates += 1
    let update = updates
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { [weak self, fixed] in
      guard let self else { return }
      let current = self.viewControllers
      guard known.count != current.count || !zip(known, current).allSatisfy({ $0 === $1 }) else {
        return
      }
      // The fix: an update that a newer one replaced, or that arrives inside a
      // transition, is out of date.
      if fixed {
        guard update == self.updates, self.transitionCoordinator == nil,
          self.presentedViewController == nil
        else { return }
      }
      self.applying = true
      self.setViewControllers(known, animated: false)
      self.applying = false
    }
  }
}

/// A plain screen with its name as its title.
@MainActor
final class TitledScreen: UIViewController {
  init(_ screen: ScreenDescription) {
    super.init(nibName: nil, bundle: nil)
    title = screen.name
  }

  required init?(coder: NSCoder) { nil }
}
