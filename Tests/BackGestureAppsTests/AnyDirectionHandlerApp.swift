import BackGestureApps
import BackGestureUIKit

/// An app whose full-screen pan drives UIKit's pop handler and begins in any direction:
/// a pull down starts the system's pop, which the handler moves by the pan's horizontal
/// progress.
struct AnyDirectionHandlerApp: BackGestureApp {
  func makeNavigationController(rootViewController: UIViewController) -> UINavigationController {
    AnyDirectionHandlerNavigationController(rootViewController: rootViewController)
  }

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    PlainScreen(screen)
  }
}

/// The navigation controller of ``AnyDirectionHandlerApp``.
@MainActor
final class AnyDirectionHandlerNavigationController: UINavigationController,
  UIGestureRecognizerDelegate
{
  private let pan = UIPanGestureRecognizer()

  override func viewDidLoad() {
    super.viewDidLoad()
    guard let edge = interactivePopGestureRecognizer, let handler = edge.delegate else { return }
    pan.delegate = self
    pan.addTarget(handler, action: Selector("handleNavigationTransition:"))
    view.addGestureRecognizer(pan)
    edge.isEnabled = false
  }

  /// Two or more screens and nothing in flight; any direction.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    viewControllers.count > 1 && transitionCoordinator == nil
  }
}
