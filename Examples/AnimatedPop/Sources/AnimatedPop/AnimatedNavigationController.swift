#if canImport(UIKit)
import UIKit
#else
import BackGestureUIKit
#endif

/// A screen of the app: it may bring its own animation, opt out of the swipe, or hold
/// unsaved changes. It turns the system's swipe off while it is on screen when it must
/// not be left by a swipe, from the moment it starts to appear.
@MainActor
open class AnimatedScreen: UIViewController {
  /// The screen's own push and pop animation, if any.
  public var animator: (any UIViewControllerAnimatedTransitioning)?
  /// Whether the swipe back is off on this screen.
  public var swipeBackDisabled = false
  /// Whether the screen holds changes that leaving would throw away.
  public var hasUnsavedChanges = false

  /// Whether a swipe may leave this screen.
  var swipeAllowed: Bool { !swipeBackDisabled && !hasUnsavedChanges }

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    // Off already while the push animates: on iOS 26 a swipe that begins during the push
    // ends it and pops this screen at once. Not when a swipe is popping back to this
    // screen: turning the swipe off would cancel the very pop that shows it.
    guard !swipeAllowed, transitionCoordinator?.isInteractive != true else { return }
    for swipe in navigationController?.systemSwipes ?? [] { swipe.isEnabled = false }
  }

  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    for swipe in navigationController?.systemSwipes ?? [] { swipe.isEnabled = swipeAllowed }
  }

  open override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    for swipe in navigationController?.systemSwipes ?? [] { swipe.isEnabled = true }
  }
}

extension UINavigationController {
  /// The system's back swipes: the edge swipe, and on iOS 26 also the content pop, which
  /// starts anywhere in the content. A screen that turns the swipe off turns off both.
  var systemSwipes: [UIGestureRecognizer] {
    var swipes = [interactivePopGestureRecognizer]
    if #available(iOS 26.0, *) { swipes.append(interactiveContentPopGestureRecognizer) }
    return swipes.compactMap { $0 }
  }
}

/// A navigation controller whose screens bring their own animations: a push uses the
/// animation of the screen pushed from, a pop the one of the screen popped to. The
/// system's swipe is not one of them: UIKit pops with its own interactive animation then,
/// and asks the delegate for neither an animator nor an interaction controller.
///
/// A navigation delegate with animations of its own turns the system's swipe off while
/// UIKit's own delegate of the swipe is kept: that delegate passes it no touch. So the
/// controller takes that delegate's place, with the two rules it needs: there is a screen
/// to go back to, and nothing is in flight.
@MainActor
public final class AnimatedNavigationController: UINavigationController,
  UINavigationControllerDelegate, UIGestureRecognizerDelegate
{
  /// Whether an interaction controller is handed out for every transition with a custom
  /// animation, though no finger drives them (a push, a tap on the back button). On when
  /// `EXAMPLE_BUG=1`.
  let alwaysInteractive = ProcessInfo.processInfo.environment["EXAMPLE_BUG"] == "1"
  private let interaction = UIPercentDrivenInteractiveTransition()

  public override func viewDidLoad() {
    super.viewDidLoad()
    delegate = self
    for swipe in systemSwipes { swipe.delegate = self }
  }

  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    viewControllers.count > 1 && transitionCoordinator == nil
  }

  public func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    let owner = operation == .push ? fromVC : toVC
    return (owner as? AnimatedScreen)?.animator
  }

  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    alwaysInteractive ? interaction : nil
  }
}

/// A slide of a given duration, completing when it ends.
@MainActor
public final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let duration: TimeInterval

  /// Creates a slide of a duration in seconds.
  public init(duration: TimeInterval) {
    self.duration = duration
  }

  public func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  ) -> TimeInterval {
    duration
  }

  public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    UIView.animate(withDuration: duration, animations: {}) { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }
}
