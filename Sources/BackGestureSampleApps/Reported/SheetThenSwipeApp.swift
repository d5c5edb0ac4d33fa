import BackGestureApps
import BackGestureModel
import BackGestureUIKit

/// R7: the app replaces the system pop's delegate (to keep the swipe with a custom
/// transition library) and lets it begin whenever the stack has two screens.
///
/// UIKit's own delegate refused while a transition was in flight; the replacement does
/// not, so a swipe that begins while a presentation still goes away (the report: a sheet
/// swiped down, then at once a swipe back) begins inside that transition, and the UI
/// freezes. The fix also asks that nothing is presented and no transition is in flight.
struct SheetThenSwipeApp: BackGestureApp {
  let fixed: Bool

  var honours: Honours { [.pageSheets] }

  func makeNavigationController(rootViewController: UIViewController) -> UINavigationController {
    DelegateReplacingNavigationController(rootViewController: rootViewController, fixed: fixed)
  }

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    TitledScreen(screen)
  }
}

/// The navigation controller of ``SheetThenSwipeApp``.
@MainActor
final class DelegateReplacingNavigationController: UINavigationController,
  UIGestureRecognizerDelegate
{
  private let fixed: Bool

  init(rootViewController: UIViewController, fixed: Bool) {
    self.fixed = fixed
    super.init(rootViewController: rootViewController)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    interactivePopGestureRecognizer?.delegate = self
    if #available(iOS 26.0, *) { interactiveContentPopGestureRecognizer?.delegate = self }
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard fixed else { return viewControllers.count > 1 }
    return viewControllers.count > 1 && presentedViewController == nil
      && transitionCoordinator == nil
  }
}
