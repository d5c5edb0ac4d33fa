import BackGestureCheck
import BackGestureUIKit
import Testing

/// A shop's navigation, routed: the coordinator keeps the path of the screens it shows and
/// learns it only from the navigation controller's delegate, once a screen has been shown.
/// It never reads the stack anywhere else, not even when it is made.
@MainActor
final class ShopNavigationController: UINavigationController, UINavigationControllerDelegate {
  /// The screens the coordinator believes are on the stack, bottom first.
  private(set) var path: [UIViewController] = []
  /// How each `didShow` came, in order: whether it was animated.
  private(set) var shows: [Bool] = []

  override init(rootViewController: UIViewController) {
    super.init(rootViewController: rootViewController)
    delegate = self
  }

  required init?(coder: NSCoder) { nil }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    path = viewControllers
    shows.append(animated)
  }
}

/// The shop as the checker builds it: plain screens, and the coordinator's path as what
/// the app believes is on each stack.
struct ShopApp: BackGestureApp {
  func makeNavigationController(rootViewController: UIViewController) -> UINavigationController {
    ShopNavigationController(rootViewController: rootViewController)
  }

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    let page = UIViewController()
    page.title = screen.name
    return page
  }

  func believedStack(of navigationController: UINavigationController) -> [UIViewController]? {
    (navigationController as? ShopNavigationController)?.path
  }
}

@Suite struct CheckBackGestureAppFirstAppearanceTests {
  @Test("A router that syncs only in didShow knows its root from the first appearance on")
  @MainActor func routerSyncedInDidShow() {
    let result = AppProperty.check(ShopApp(), options: CheckOptions(cases: 300))
    #expect(result.isSuccess, "\(result)")
  }
}
