import BackGestureApps
import BackGestureModel
import BackGestureUIKit

/// R16 and R17: an app that shows and hides the tab bar itself, from each screen's
/// `hidesBottomBarWhenPushed`, at moments a back swipe reaches before it knows whether
/// it will finish.
///
/// R16 (the blog post of Marcus Wu on a hand-made tab bar) decides in the navigation
/// delegate's `willShow`, which a swipe calls at its begin with the screen it would
/// reveal: the bar shows, and a cancel leaves it shown over a screen that hides it. The
/// fix is the post's: when the transition is cancelled, decide again for the stack that
/// stays. R17 (printerest-tabbar #1) hides the bar once, when a hiding screen loads, and
/// shows it again as the screen starts to leave: a cancel leaves it shown. The fix hides
/// it in `viewWillAppear(_:)`, which a cancel calls again.
struct TabBarToggleApp: BackGestureApp {
  /// Where the app decides.
  enum Kind: Sendable {
    /// In the navigation delegate's `willShow`.
    case willShow
    /// In the hiding screen's own appearance callbacks.
    case screen
  }

  let kind: Kind
  let fixed: Bool

  func makeNavigationController(rootViewController: UIViewController) -> UINavigationController {
    TabBarTogglingNavigationController(
      rootViewController: rootViewController, decides: kind == .willShow, fixed: fixed)
  }

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    kind == .screen ? TabBarHidingScreen(screen, fixed: fixed) : TitledScreen(screen)
  }
}

extension UINavigationController {
  /// Whether the tab bar should hide for a stack: a screen above the root hides it.
  static func hidesTabBar(_ stack: [UIViewController]) -> Bool {
    stack.dropFirst().contains { $0.hidesBottomBarWhenPushed }
  }
}

/// The navigation controller of ``TabBarToggleApp``, its own delegate.
@MainActor
final class TabBarTogglingNavigationController: UINavigationController,
  UINavigationControllerDelegate
{
  private let decides: Bool
  private let fixed: Bool

  init(rootViewController: UIViewController, decides: Bool, fixed: Bool) {
    self.decides = decides
    self.fixed = fixed
    super.init(rootViewController: rootViewController)
    delegate = self
  }

  required init?(coder: NSCoder) { nil }

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    guard decides, let tabBar = tabBarController?.tabBar else { return }
    tabBar.isHidden = Self.hidesTabBar(viewControllers)
    guard fixed, let coordinator = transitionCoordinator else { return }
    coordinator.animate(alongsideTransition: nil) { [weak self] context in
      guard context.isCancelled, let self else { return }
      tabBar.isHidden = Self.hidesTabBar(self.viewControllers)
    }
  }
}

/// A screen of ``TabBarToggleApp`` that hides the tab bar itself when it hides it.
@MainActor
final class TabBarHidingScreen: UIViewController {
  private let fixed: Bool

  init(_ screen: ScreenDescription, fixed: Bool) {
    self.fixed = fixed
    super.init(nibName: nil, bundle: nil)
    title = screen.name
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    if !fixed, hidesBottomBarWhenPushed, navigationController?.viewControllers.first !== self {
      tabBarController?.tabBar.isHidden = true
    }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if fixed, hidesBottomBarWhenPushed, navigationController?.viewControllers.first !== self {
      tabBarController?.tabBar.isHidden = true
    }
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    // Leaving the stack: the bar is as the screens that stay want it.
    guard hidesBottomBarWhenPushed, isMovingFromParent, let navigation = navigationController
    else { return }
    tabBarController?.tabBar.isHidden = UINavigationController.hidesTabBar(
      navigation.viewControllers.filter { $0 !== self })
  }
}
