import BackGestureApps
import BackGestureUIKit

/// An app that goes back with a pull down, an interruptible transition of its own: its pan
/// starts the pop and scrubs a property animator, a release runs the animator to its end or
/// back, and a new pull may catch the transition again while it still runs.
///
/// The transition stays interactive until the animator's completion finishes or cancels
/// it, so the pan begins inside it by design (spec section 12, invariant 2).
struct CatchingPullApp: BackGestureApp {
  /// Whether a pull that catches the running transition also pops again (a fault).
  var popsAgainOnCatch = false

  func makeNavigationController(rootViewController: UIViewController) -> UINavigationController {
    let controller = CatchingPullNavigationController(rootViewController: rootViewController)
    controller.popsAgainOnCatch = popsAgainOnCatch
    return controller
  }

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    PlainScreen(screen)
  }
}

/// The navigation controller of ``CatchingPullApp``: its own delegate, its pan's, and the
/// animator and interaction controller of its pops.
@MainActor
final class CatchingPullNavigationController: UINavigationController,
  UINavigationControllerDelegate, UIGestureRecognizerDelegate,
  UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning
{
  var popsAgainOnCatch = false
  private let pull = UIPanGestureRecognizer()
  private var pulling = false
  private var context: (any UIViewControllerContextTransitioning)?
  private var animator: UIViewPropertyAnimator?
  /// The fraction at which the current drag started, less its translation then.
  private var base: CGFloat = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    delegate = self
    pull.delegate = self
    pull.maximumNumberOfTouches = 1
    pull.addTarget(self, action: Selector(Self.pulled, name: "pulled:"))
    view.addGestureRecognizer(pull)
    // The pull waits for the system pop, which keeps that swipe receiving touches under
    // this controller's own animations (spec [U9]).
    if let edge = interactivePopGestureRecognizer { pull.require(toFail: edge) }
  }

  /// Catches its own transition while that is still interactive; otherwise begins on a
  /// drag that goes down more than sideways, with two or more screens.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard gestureRecognizer === pull else { return true }
    if let context { return context.isInteractive }
    let drag = pull.translation(in: view)
    return drag.y > abs(drag.x) && viewControllers.count > 1 && transitionCoordinator == nil
  }

  func pulled(_ recognizer: UIPanGestureRecognizer) {
    let height = max(1, view.bounds.height)
    let drag = recognizer.translation(in: view).y / height
    switch recognizer.state {
    case .began:
      if let animator {
        animator.pauseAnimation()
        base = animator.fractionComplete - drag
        if popsAgainOnCatch { popViewController(animated: true) }
      } else {
        base = -drag
        pulling = true
        popViewController(animated: true)
        pulling = false
      }
    case .changed:
      let fraction = max(0, min(1, base + drag))
      animator?.fractionComplete = fraction
      context?.updateInteractiveTransition(fraction)
    case .ended, .cancelled, .failed:
      guard let animator else { break }
      let finish = recognizer.state == .ended && animator.fractionComplete > 0.3
      animator.isReversed = !finish
      animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    default:
      break
    }
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    pulling ? self : nil
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    pulling ? self : nil
  }

  func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  ) -> TimeInterval {
    0.3
  }

  /// Not called: every pop this controller animates is interactive.
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {}

  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
    context = transitionContext
    let from = transitionContext.view(forKey: .from)
    if let to = transitionContext.view(forKey: .to), let from {
      transitionContext.containerView.insertSubview(to, belowSubview: from)
    }
    let animator = UIViewPropertyAnimator(duration: 0.3, curve: .linear) {
      from?.alpha = 0
    }
    animator.addCompletion { [weak self] position in
      if position == .end {
        transitionContext.finishInteractiveTransition()
      } else {
        transitionContext.cancelInteractiveTransition()
      }
      transitionContext.completeTransition(position == .end)
      self?.context = nil
      self?.animator = nil
    }
    self.animator = animator
  }
}
