import BackGestureApps
import BackGestureUIKit

/// An app that goes back with a pull down anywhere on the screen, a pan of its own that
/// drives a percent-driven pop with its own animator, beside the system's edge swipe.
///
/// The pan is not aimed at UIKit's pop handler, so its direction is the app's design
/// (spec section 12, invariant 7).
struct PullDownApp: BackGestureApp {
  func makeNavigationController(rootViewController: UIViewController) -> UINavigationController {
    PullDownNavigationController(rootViewController: rootViewController)
  }

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    PlainScreen(screen)
  }
}

/// A 200 ms slide whose animation the interaction controller scrubs.
@MainActor
final class PullDownAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  )
    -> TimeInterval
  {
    0.2
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    if let to = transitionContext.view(forKey: .to) {
      transitionContext.containerView.addSubview(to)
    }
    UIView.animate(withDuration: 0.2, animations: {}) { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }
}

/// The navigation controller of ``PullDownApp``: its own delegate and its pan's.
@MainActor
final class PullDownNavigationController: UINavigationController,
  UINavigationControllerDelegate, UIGestureRecognizerDelegate
{
  private let pull = UIPanGestureRecognizer()
  private var interaction: UIPercentDrivenInteractiveTransition?

  override func viewDidLoad() {
    super.viewDidLoad()
    delegate = self
    pull.delegate = self
    pull.addTarget(self, action: Selector(Self.pulled, name: "pulled:"))
    view.addGestureRecognizer(pull)
  }

  /// Begins on a drag that goes down more than sideways, with two or more screens and
  /// nothing in flight.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard gestureRecognizer === pull else { return true }
    let drag = pull.translation(in: view)
    return drag.y > abs(drag.x) && viewControllers.count > 1 && transitionCoordinator == nil
  }

  func pulled(_ recognizer: UIPanGestureRecognizer) {
    let progress = max(0, min(1, recognizer.translation(in: view).y / max(1, view.bounds.height)))
    switch recognizer.state {
    case .began:
      interaction = UIPercentDrivenInteractiveTransition()
      popViewController(animated: true)
    case .changed:
      interaction?.update(progress)
    case .ended:
      if progress > 0.25 { interaction?.finish() } else { interaction?.cancel() }
      interaction = nil
    case .cancelled, .failed:
      interaction?.cancel()
      interaction = nil
    default:
      break
    }
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    interaction == nil ? nil : PullDownAnimator()
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    interaction
  }
}
