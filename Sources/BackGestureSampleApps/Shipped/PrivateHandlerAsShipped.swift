import BackGestureApps
import BackGestureModel
import BackGestureUIKit

/// The full-screen pan of seed 1 (`privateHandler`) as its article writes it (seed article
/// `000_…`, "採用私有變數和Api,實現右滑返回手勢功能"), step by step, around an app's screens.
///
/// What the article does, and where it lives here:
/// - Its swizzled push (``BaseNavigationController``) adds, the first time, a pan to the
///   view of the system pop with UIKit's private handler as target and action (spec
///   [U16]) and its own delegate, and turns the system pop off; then it installs the bar
///   hook on the pushed controller and on the one below if it has none, unless the bar is
///   hidden at that moment; then it pushes, unless the controller is on the stack.
/// - Its delegate (``BasePopGestureDelegate``) refuses, in order: a transition in flight,
///   one controller, the top's `base_popGestureDisabled`, a location whose `x` is beyond
///   the top's `base_popGestureEffectiveDistanceFromLeftEdge` (when that is positive), and
///   a translation whose `x` is not positive. There is no veto, and no right-to-left
///   reading of the distance or the direction.
/// - The hook sets the bar hidden to `base_currentNavigationBarHidden`, and runs only for
///   a screen that set that preference (`canUseViewWillAppearDelayBlock`).
///
/// The article's swizzled `viewDidDisappear:`, the being-popped flag's setter and the
/// making of its pan are not shown in it: the first two are left out, and the pan is made
/// with UIKit's defaults. The app's part is the preset app's: settings as the
/// article's properties, the bar colour in its own `viewWillAppear(_:)`, the back
/// button's veto in `navigationBar(_:shouldPop:)`. As FDFullscreenPopGesture's, the
/// initializer's push of the root is taken to reach the swizzled push before the view
/// loads (model choice, [SH2]).
struct PrivateHandlerAsShipped: BackGestureApp {
  var follows: Preset? { .privateHandler }

  /// Every setting but animators, which the article has none of, and every kind of
  /// content.
  var honours: Honours { Honours.everything.subtracting(.animator) }

  func makeNavigationController(rootViewController: UIViewController) -> UINavigationController {
    BaseNavigationController(rootViewController: rootViewController)
  }

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    BaseScreen(screen)
  }
}

/// The article's `UIViewController (PopGesture)` category.
@MainActor
class BaseViewController: UIViewController {
  /// `base_popGestureDisabled`.
  var basePopGestureDisabled = false
  /// `base_popGestureEffectiveDistanceFromLeftEdge`; 0 is the whole width.
  var basePopGestureEffectiveDistanceFromLeftEdge: CGFloat = 0
  /// `viewWillAppearDelayBlock`: the bar hook a push installs.
  var viewWillAppearDelayBlock: ((UIViewController, Bool) -> Void)?
  /// `canUseViewWillAppearDelayBlock`: set by the preference's setter.
  private(set) var canUseViewWillAppearDelayBlock = false
  /// The storage of ``baseCurrentNavigationBarHidden``.
  private var currentNavigationBarHidden: Bool?

  /// `base_currentNavigationBarHidden`: reading it unset sets it to `false`; setting it
  /// lets the hook run.
  var baseCurrentNavigationBarHidden: Bool {
    get {
      if let currentNavigationBarHidden { return currentNavigationBarHidden }
      baseCurrentNavigationBarHidden = false
      return false
    }
    set {
      canUseViewWillAppearDelayBlock = true
      currentNavigationBarHidden = newValue
    }
  }

  /// UIKit's `viewWillAppear(_:)`, then the hook when the screen may use it.
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if canUseViewWillAppearDelayBlock, let block = viewWillAppearDelayBlock {
      block(self, animated)
    }
  }
}

/// A screen of ``PrivateHandlerAsShipped``: its settings become the article's properties.
@MainActor
final class BaseScreen: BaseViewController {
  let screen: ScreenDescription

  init(_ screen: ScreenDescription) {
    self.screen = screen
    super.init(nibName: nil, bundle: nil)
    title = screen.name
    ShippedBackButton.apply(screen.backButton, to: navigationItem)
    if let hidden = screen.prefersNavigationBarHidden { baseCurrentNavigationBarHidden = hidden }
    if !screen.setsSettingsLate { applyGestureSettings() }
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    if screen.setsSettingsLate { applyGestureSettings() }
  }

  /// The app's own bar colour.
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.navigationBar.barTintColor = screen.barTintColor
  }

  private func applyGestureSettings() {
    basePopGestureDisabled = screen.popDisabled
    basePopGestureEffectiveDistanceFromLeftEdge = CGFloat(screen.maxDistance)
  }
}

/// The navigation controller with the article's category on it.
@MainActor
final class BaseNavigationController: UINavigationController, UINavigationBarDelegate {
  /// `base_panGestureRecognizer`.
  let basePanGestureRecognizer = UIPanGestureRecognizer(target: nil, action: nil)
  /// `base_panGestureRecognizerDelegateObject`.
  private lazy var basePanGestureRecognizerDelegate = BasePopGestureDelegate(
    navigationController: self)

  /// The initializer's push of the root goes through the swizzled push (model choice).
  override init(rootViewController: UIViewController) {
    super.init(rootViewController: rootViewController)
    baseSetupViewControllerBasedNavigationBarAppearanceIfNeeded(rootViewController)
  }

  required init?(coder: NSCoder) { nil }

  /// `base_pushViewController:animated:`.
  override func pushViewController(_ viewController: UIViewController, animated: Bool) {
    let pan = basePanGestureRecognizer
    PrivatePopHandler.install(pan, delegate: basePanGestureRecognizerDelegate, in: self)
    baseSetupViewControllerBasedNavigationBarAppearanceIfNeeded(viewController)
    if !viewControllers.contains(where: { $0 === viewController }) {
      super.pushViewController(viewController, animated: animated)
    }
  }

  /// Installs the bar hook, unless the bar is hidden now.
  private func baseSetupViewControllerBasedNavigationBarAppearanceIfNeeded(
    _ appearing: UIViewController
  ) {
    if isNavigationBarHidden { return }
    let block: (UIViewController, Bool) -> Void = { [weak self] controller, animated in
      guard let self else { return }
      let hidden = (controller as? BaseViewController)?.baseCurrentNavigationBarHidden ?? false
      self.setNavigationBarHidden(hidden, animated: animated)
    }
    (appearing as? BaseViewController)?.viewWillAppearDelayBlock = block
    if let disappearing = viewControllers.last as? BaseViewController,
      disappearing.viewWillAppearDelayBlock == nil
    {
      disappearing.viewWillAppearDelayBlock = block
    }
  }

  // MARK: The app's back button ([O6])

  func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
    !((topViewController as? BaseScreen)?.screen.vetoesPop ?? false)
  }
}

/// The article's pan delegate.
@MainActor
final class BasePopGestureDelegate: NSObject, UIGestureRecognizerDelegate {
  weak var navigationController: UINavigationController?

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let navigationController, let pan = gestureRecognizer as? UIPanGestureRecognizer
    else { return false }
    // The article reads the private `_isTransitioning`.
    if navigationController.transitionCoordinator != nil { return false }
    if navigationController.viewControllers.count <= 1 { return false }
    let popped = navigationController.viewControllers.last as? BaseViewController
    if popped?.basePopGestureDisabled ?? false { return false }
    let beginningLocation = pan.location(in: pan.view)
    let effectiveDistance = popped?.basePopGestureEffectiveDistanceFromLeftEdge ?? 0
    if effectiveDistance > 0, beginningLocation.x > effectiveDistance { return false }
    if pan.translation(in: pan.view).x <= 0 { return false }
    return true
  }
}
