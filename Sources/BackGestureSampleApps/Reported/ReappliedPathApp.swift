import BackGestureApps
import BackGestureModel
import BackGestureUIKit

/// R6: the app's path drives the stack; an observation of the app's state applies the
/// path on the next turn of the main queue whenever that state changes, and the path
/// follows the stack in `didShow`.
///
/// The revealed screen changes observed state in `viewWillAppear(_:)` (a no-op action
/// counts), which a pop calls at its begin; the observation then applies a path that
/// still holds the screen being popped, inside the pop, which UIKit does not allow (the
/// report sees the popped screen pushed again). The fix updates the path as soon as a
/// pop commits and applies nothing while a transition is in flight.
struct ReappliedPathApp: BackGestureApp {
  let fixed: Bool

  func makeNavigationController(rootViewController: UIViewController) -> UINavigationController {
    PathNavigationController(rootViewController: rootViewController, fixed: fixed)
  }

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    ObservingScreen(screen)
  }

  func believedStack(of navigationController: UINavigationController) -> [UIViewController]? {
    (navigationController as? PathNavigationController)?.path
  }
}

/// The navigation controller of ``ReappliedPathApp``.
@MainActor
final class PathNavigationController: UINavigationController, UINavigationControllerDelegate {
  private let fixed: Bool
  /// The app's path: the screens it shows, bottom first.
  private(set) var path: [UIViewController] = []

  init(rootViewController: UIViewController, fixed: Bool) {
    self.fixed = fixed
    super.init(rootViewController: rootViewController)
    delegate = self
    path = [rootViewController]
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    path = viewControllers
  }

  /// The observation: the state changed, so the path is applied on the next turn.
  func stateChanged() {
    DispatchQueue.main.async { [weak self] in
      guard let self else { return }
      if self.fixed, self.transitionCoordinator != nil || self.presentedViewController != nil {
        return
      }
      let current = self.viewControllers
      let same =
        self.path.count == current.count && zip(self.path, current).allSatisfy { $0 === $1 }
      if !same { self.setViewControllers(self.path, animated: false) }
    }
  }

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    guard fixed, let coordinator = transitionCoordinator else { return }
    // The fix: the path follows a pop as soon as it commits.
    coordinator.animate(alongsideTransition: nil) { [weak self] context in
      guard let self, !context.isCancelled else { return }
      self.path = self.viewControllers
    }
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    path = viewControllers
  }
}

/// A screen of ``ReappliedPathApp`` that touches observed state as it appears.
@MainActor
final class ObservingScreen: UIViewController {
  init(_ screen: ScreenDescription) {
    super.init(nibName: nil, bundle: nil)
    title = screen.name
  }

  required init?(coder: NSCoder) { nil }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    (navigationController as? PathNavigationController)?.stateChanged()
  }
}
