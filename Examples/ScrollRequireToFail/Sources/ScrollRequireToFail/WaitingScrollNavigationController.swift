#if canImport(UIKit)
import UIKit
#else
import BackGestureUIKit
#endif

/// A screen of the app, with the settings its back swipe reads.
@MainActor
open class SwipeScreen: UIViewController {
  /// Whether the swipe back is off on this screen.
  public var interactivePopDisabled = false
  /// Whether the screen holds changes that leaving would throw away.
  public var hasUnsavedChanges = false
}

/// A navigation controller whose back swipe starts anywhere on the screen: a one-finger
/// pan on its view drives a percent-driven pop, and the system's edge swipe is off.
///
/// A horizontal scroll view is deeper than the pan, so UIKit gives it every horizontal
/// drag that starts on it, also a forward one at its leading edge, where the user means
/// to go back. The app makes each scroll view's pan wait for the back pan
/// (`require(toFail:)`), and the back pan refuses to begin on a scroll view that can
/// still scroll back, so that the scroll view then gets the drag.
@MainActor
public final class WaitingScrollNavigationController: UINavigationController,
  UIGestureRecognizerDelegate, UINavigationControllerDelegate
{
  /// Whether the back pan begins on any forward drag, wherever the scroll view under it
  /// rests: the usual one-liner on its own. On when `EXAMPLE_BUG=1`.
  let ignoresScrollPosition = ProcessInfo.processInfo.environment["EXAMPLE_BUG"] == "1"
  private var pan: UIPanGestureRecognizer?
  private var interaction: UIPercentDrivenInteractiveTransition?
  /// The scroll views whose pans already wait for the back pan.
  private var waiting: [ObjectIdentifier] = []

  public override init(rootViewController: UIViewController) {
    super.init(rootViewController: rootViewController)
    delegate = self
  }

  public required init?(coder: NSCoder) { nil }

  public override func viewDidLoad() {
    super.viewDidLoad()
    #if canImport(UIKit)
    let action = #selector(handlePan(_:))
    #else
    let action = Selector(WaitingScrollNavigationController.handlePan)
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

  // MARK: Scroll views wait for the back pan

  /// Makes the pan of every scroll view on a screen that has just shown wait for the back
  /// pan to fail.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    guard let pan, let content = viewController.viewIfLoaded else { return }
    for case let scroll as UIScrollView in content.subviews {
      let id = ObjectIdentifier(scroll)
      guard !waiting.contains(id) else { continue }
      waiting.append(id)
      scroll.panGestureRecognizer.require(toFail: pan)
    }
  }

  /// The scroll view a point of the navigation controller's view lies on, if any.
  private func scrollView(at point: CGPoint) -> UIScrollView? {
    var hit = view.hitTest(point, with: nil)
    while let current = hit {
      if let scroll = current as? UIScrollView { return scroll }
      hit = current.superview
    }
    return nil
  }

  /// Whether a scroll view rests at its leading edge, where a forward drag means "back".
  private func isAtLeadingEdge(_ scroll: UIScrollView) -> Bool {
    if scroll.isDecelerating { return false }
    let inset = scroll.adjustedContentInset
    if forward > 0 { return scroll.contentOffset.x <= -inset.left }
    return scroll.contentOffset.x >= scroll.contentSize.width - scroll.bounds.width + inset.right
  }

  // MARK: The back pan

  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let pan = gestureRecognizer as? UIPanGestureRecognizer, viewControllers.count > 1
    else { return false }
    if let top = topViewController as? SwipeScreen,
      top.interactivePopDisabled || top.hasUnsavedChanges
    {
      return false
    }
    if transitionCoordinator != nil { return false }
    let translation = pan.translation(in: view)
    guard translation.x * forward > 0, abs(translation.x) >= abs(translation.y) else {
      return false
    }
    if !ignoresScrollPosition {
      let location = pan.location(in: view)
      let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
      if let scroll = scrollView(at: start), !isAtLeadingEdge(scroll) { return false }
    }
    return true
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
