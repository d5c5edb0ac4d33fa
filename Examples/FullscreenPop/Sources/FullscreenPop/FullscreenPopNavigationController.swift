#if canImport(UIKit)
import UIKit
#else
import BackGestureUIKit
#endif

/// A screen of the app, with the settings a full-screen back swipe reads.
@MainActor
open class PopScreen: UIViewController {
  /// Whether the swipe back is off on this screen.
  public var interactivePopDisabled = false
  /// How far from the leading edge, in points, the swipe may start; 0 for anywhere.
  public var maxAllowedInitialDistanceToLeadingEdge: CGFloat = 0
  /// Whether the screen holds changes that leaving would throw away.
  public var hasUnsavedChanges = false
}

/// A navigation controller whose back swipe starts anywhere on the screen, in the style of
/// FDFullscreenPopGesture: a one-finger pan on its view drives a percent-driven pop, and
/// the system's edge swipe is off.
@MainActor
public final class FullscreenPopNavigationController: UINavigationController,
  UIGestureRecognizerDelegate, UINavigationControllerDelegate
{
  /// Whether the distance is measured from the left edge whatever the layout direction,
  /// as FDFullscreenPopGesture does. On when `EXAMPLE_BUG=1`.
  let leftEdgeOnly = ProcessInfo.processInfo.environment["EXAMPLE_BUG"] == "1"
  private var pan: UIPanGestureRecognizer?
  private var interaction: UIPercentDrivenInteractiveTransition?

  public override func viewDidLoad() {
    super.viewDidLoad()
    delegate = self
    #if canImport(UIKit)
    let action = #selector(handlePan(_:))
    #else
    let action = Selector(FullscreenPopNavigationController.handlePan)
    #endif
    let pan = UIPanGestureRecognizer(target: self, action: action)
    pan.maximumNumberOfTouches = 1
    pan.delegate = self
    view.addGestureRecognizer(pan)
    self.pan = pan
    interactivePopGestureRecognizer?.isEnabled = false
    // On iOS 26 a second system pan pops from anywhere in the content; it would begin
    // where this pan's rules refuse, so it is off too.
    if #available(iOS 26.0, *) { interactiveContentPopGestureRecognizer?.isEnabled = false }
  }

  /// 1 left to right, -1 right to left: the sign of a move away from the leading edge.
  private var forward: CGFloat {
    view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
  }

  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let pan = gestureRecognizer as? UIPanGestureRecognizer, viewControllers.count > 1
    else { return false }
    guard let top = topViewController as? PopScreen else { return true }
    if top.interactivePopDisabled || top.hasUnsavedChanges { return false }
    let location = pan.location(in: view)
    let distance =
      leftEdgeOnly || forward > 0 ? location.x : view.bounds.width - location.x
    let limit = top.maxAllowedInitialDistanceToLeadingEdge
    if limit > 0, distance > limit { return false }
    if transitionCoordinator != nil { return false }
    return pan.translation(in: view).x * forward > 0
  }

  #if canImport(UIKit)
  @objc
  #endif
  func handlePan(_ pan: UIPanGestureRecognizer) {
    let progress = min(1, max(0, pan.translation(in: view).x * forward) / view.bounds.width)
    switch pan.state {
    case .began:
      interaction = UIPercentDrivenInteractiveTransition()
      popViewController(animated: true)
      interaction?.update(progress)
    case .changed:
      interaction?.update(progress)
    case .ended:
      interaction?.update(progress)
      if progress > 0.5 || pan.velocity(in: view).x * forward > 1000 {
        interaction?.finish()
      } else {
        interaction?.cancel()
      }
      interaction = nil
    case .cancelled, .failed:
      interaction?.cancel()
      interaction = nil
    default:
      break
    }
  }

  public func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    interaction == nil ? nil : SlideAnimator()
  }

  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    interaction
  }
}

/// The slide the swipe scrubs: 350 ms, completing when it ends.
@MainActor
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  )
    -> TimeInterval
  {
    0.35
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    UIView.animate(withDuration: 0.35, animations: {}) { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }
}
