import BackGestureApps
import BackGestureModel
import BackGestureUIKit

/// FDFullscreenPopGesture (seed 2, preset `fdFullscreen`) as the library ships it,
/// followed step by step from its released source,
/// `FDFullscreenPopGesture/UINavigationController+FDFullscreenPopGesture.m` at 44ddc10
/// (release 1.1 with the right-to-left change), around an app's screens.
///
/// What the library does, and where it lives here:
/// - Its swizzled `pushViewController:animated:` is the override in
///   ``FDNavigationController``: on a push, the first time, it adds its one-finger pan to
///   the view of the system pop, gives it UIKit's private handler of the system pop as
///   target and action (`handleNavigationTransition:`, spec [U16]) and its own delegate,
///   and turns the system pop off; then it gives the pushed controller (and the one below,
///   if it has none) the will-appear hook of the bar; then it pushes, unless the controller
///   is already on the stack. A stack set another way (`setViewControllers`) gets neither.
/// - Its delegate (``FDPopGestureDelegate``) refuses, in order: one controller, the top's
///   `fd_interactivePopDisabled`, a location whose `x` is beyond the top's
///   `fd_interactivePopMaxAllowedInitialDistanceToLeftEdge` (measured from the left edge in
///   every layout), a transition in flight, and a translation that does not go forward.
///   There is no veto: the swipe never asks the back button's delegate.
/// - The will-appear hook sets the bar hidden to the screen's `fd_prefersNavigationBarHidden`,
///   a plain Boolean: a screen that never set it shows the bar.
/// - Its swizzled `viewWillDisappear:` (the fix of FD #55) shows the bar whenever the
///   stack's top does not prefer it hidden (``FDViewController``).
/// - Its README's advice for horizontal scroll views, a scroll view category that
///   recognizes simultaneously with FD's pan while `contentOffset.x <= 0`, is answered
///   here from the other side of the pair, by FD's delegate: the graph needs one `true`
///   ([AR7]), and the host, not the app, makes the scroll views.
///
/// The app's part is the preset app's: each screen's settings become FD's properties, its
/// bar colour is set in its own `viewWillAppear(_:)`, and a screen that vetoes refuses the
/// back button in `navigationBar(_:shouldPop:)`.
struct FDFullscreenPopAsShipped: BackGestureApp {
  var follows: Preset? { .fdFullscreen }

  /// Every setting but animators, which the library has none of, and every kind of
  /// content.
  var honours: Honours { Honours.everything.subtracting(.animator) }

  func makeNavigationController(rootViewController: UIViewController) -> UINavigationController {
    FDNavigationController(rootViewController: rootViewController)
  }

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    FDScreen(screen)
  }
}

/// The properties and swizzled appearance methods FD adds to every view controller.
@MainActor
class FDViewController: UIViewController {
  /// `fd_interactivePopDisabled`: the screen opts out of FD's pan.
  var fdInteractivePopDisabled = false
  /// `fd_prefersNavigationBarHidden`: a Boolean, `false` unless the screen sets it.
  var fdPrefersNavigationBarHidden = false
  /// `fd_willAppearInjectBlock`: the bar hook a push installs.
  var fdWillAppearInjectBlock: ((UIViewController, Bool) -> Void)?
  /// The storage of ``fdInteractivePopMaxAllowedInitialDistanceToLeftEdge``.
  private var maxAllowedInitialDistance: CGFloat = 0

  /// `fd_interactivePopMaxAllowedInitialDistanceToLeftEdge`; the setter clamps negatives to 0.
  var fdInteractivePopMaxAllowedInitialDistanceToLeftEdge: CGFloat {
    get { maxAllowedInitialDistance }
    set { maxAllowedInitialDistance = max(0, newValue) }
  }

  /// UIKit's `viewWillAppear(_:)`, then the hook.
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    fdWillAppearInjectBlock?(self, animated)
  }

  /// UIKit's `viewWillDisappear(_:)`, then the repair: the bar shows unless the stack's
  /// top prefers it hidden. FD defers the repair to the next turn of the main queue; the
  /// mirror has none, so it runs here, after the stack changed (the stack changes before
  /// the callbacks, [U10]).
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    guard let navigationController, let top = navigationController.viewControllers.last else {
      return
    }
    if !((top as? FDViewController)?.fdPrefersNavigationBarHidden ?? false) {
      navigationController.setNavigationBarHidden(false, animated: false)
    }
  }
}

/// A screen of ``FDFullscreenPopAsShipped``: the app's controller, setting FD's properties
/// from its generated settings (in `viewDidLoad()` when the screen sets them late, [S7]).
@MainActor
final class FDScreen: FDViewController {
  let screen: ScreenDescription

  init(_ screen: ScreenDescription) {
    self.screen = screen
    super.init(nibName: nil, bundle: nil)
    title = screen.name
    ShippedBackButton.apply(screen.backButton, to: navigationItem)
    // An unset preference is FD's default, `false`.
    fdPrefersNavigationBarHidden = screen.prefersNavigationBarHidden ?? false
    if !screen.setsSettingsLate { applyGestureSettings() }
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    if screen.setsSettingsLate { applyGestureSettings() }
  }

  /// The app's own bar colour; the hidden flag is FD's.
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.navigationBar.barTintColor = screen.barTintColor
  }

  private func applyGestureSettings() {
    fdInteractivePopDisabled = screen.popDisabled
    fdInteractivePopMaxAllowedInitialDistanceToLeftEdge = CGFloat(screen.maxDistance)
  }
}

/// The navigation controller with FD's category on it.
@MainActor
final class FDNavigationController: UINavigationController, UINavigationBarDelegate {
  /// `fd_fullscreenPopGestureRecognizer`: one finger at most.
  let fdFullscreenPopGestureRecognizer: UIPanGestureRecognizer = {
    let pan = UIPanGestureRecognizer(target: nil, action: nil)
    pan.maximumNumberOfTouches = 1
    return pan
  }()
  /// `fd_popGestureRecognizerDelegate`.
  private lazy var fdPopGestureRecognizerDelegate = FDPopGestureDelegate(navigationController: self)
  /// `fd_viewControllerBasedNavigationBarAppearanceEnabled`, `true` by default.
  var fdViewControllerBasedNavigationBarAppearanceEnabled = true

  /// UIKit's initializer pushes the root through `pushViewController(_:animated:)`
  /// before the view loads (model choice: UIKit does not document it), so FD's push
  /// installs the bar hook on the root; its pan waits for a push with a view.
  override init(rootViewController: UIViewController) {
    super.init(rootViewController: rootViewController)
    fdSetupViewControllerBasedNavigationBarAppearanceIfNeeded(rootViewController)
  }

  required init?(coder: NSCoder) { nil }

  /// `fd_pushViewController:animated:`.
  override func pushViewController(_ viewController: UIViewController, animated: Bool) {
    let pan = fdFullscreenPopGestureRecognizer
    PrivatePopHandler.install(pan, delegate: fdPopGestureRecognizerDelegate, in: self)
    fdSetupViewControllerBasedNavigationBarAppearanceIfNeeded(viewController)
    if !viewControllers.contains(where: { $0 === viewController }) {
      super.pushViewController(viewController, animated: animated)
    }
  }

  /// Gives the appearing controller the bar hook, and the disappearing one if it has none.
  private func fdSetupViewControllerBasedNavigationBarAppearanceIfNeeded(
    _ appearing: UIViewController
  ) {
    guard fdViewControllerBasedNavigationBarAppearanceEnabled else { return }
    let block: (UIViewController, Bool) -> Void = { [weak self] controller, animated in
      guard let self else { return }
      let hidden = (controller as? FDViewController)?.fdPrefersNavigationBarHidden ?? false
      self.setNavigationBarHidden(hidden, animated: animated)
    }
    (appearing as? FDViewController)?.fdWillAppearInjectBlock = block
    if let disappearing = viewControllers.last as? FDViewController,
      disappearing.fdWillAppearInjectBlock == nil
    {
      disappearing.fdWillAppearInjectBlock = block
    }
  }

  // MARK: The app's back button ([O6])

  /// A screen that vetoes refuses its back button.
  func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
    !((topViewController as? FDScreen)?.screen.vetoesPop ?? false)
  }
}

/// `_FDFullscreenPopGestureRecognizerDelegate`, with the README's scroll-view answer.
@MainActor
final class FDPopGestureDelegate: NSObject, UIGestureRecognizerDelegate {
  weak var navigationController: UINavigationController?

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let navigationController, let pan = gestureRecognizer as? UIPanGestureRecognizer
    else { return false }
    if navigationController.viewControllers.count <= 1 { return false }
    let top = navigationController.viewControllers.last as? FDViewController
    if top?.fdInteractivePopDisabled ?? false { return false }
    // The location from the left edge, in every layout direction.
    let beginningLocation = pan.location(in: pan.view)
    let maxAllowedInitialDistance = top?.fdInteractivePopMaxAllowedInitialDistanceToLeftEdge ?? 0
    if maxAllowedInitialDistance > 0, beginningLocation.x > maxAllowedInitialDistance {
      return false
    }
    // FD reads the private `_isTransitioning`.
    if navigationController.transitionCoordinator != nil { return false }
    let translation = pan.translation(in: pan.view)
    let isLeftToRight =
      navigationController.view.effectiveUserInterfaceLayoutDirection == .leftToRight
    let multiplier: CGFloat = isLeftToRight ? 1 : -1
    if translation.x * multiplier <= 0 { return false }
    return true
  }

  /// The README's category: a scroll view's pan recognizes with FD's pan while the scroll
  /// view's `contentOffset.x <= 0`.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    for recognizer in [gestureRecognizer, otherGestureRecognizer] {
      if let scroll = recognizer.view as? UIScrollView, scroll.panGestureRecognizer === recognizer {
        return scroll.contentOffset.x <= 0
      }
    }
    return false
  }
}
