import BackGestureApps
import BackGestureModel
import BackGestureUIKit

/// The full-screen pan systems of seeds 1 and 2 (`privateHandler`, `fdFullscreen`),
/// written as app code against UIKit's surface: a one-finger pan on the navigation
/// controller's view, its begin rules in the delegate, a percent-driven pop, and the bar
/// following each screen's preference in `viewWillAppear(_:)`, restored when a swipe is
/// cancelled.
///
/// It follows its preset exactly, so the oracle runs beside it: it is how the checker
/// tests the mirror of UIKit against the specification.
package struct FullscreenPanApp: BackGestureApp {
  /// The preset the app reproduces: `privateHandler` or `fdFullscreen`.
  let preset: Preset

  /// Creates the app of a preset: `privateHandler` or `fdFullscreen`.
  package init(preset: Preset) { self.preset = preset }

  package var follows: Preset? { preset }

  /// Every setting but per-screen animators, which neither of its presets has ([A2]), and
  /// every kind of content.
  package var honours: Honours { Honours.everything.subtracting(.animator) }

  package func makeNavigationController(
    rootViewController: UIViewController
  ) -> UINavigationController {
    FullscreenPanNavigationController(rootViewController: rootViewController)
  }

  package func makeViewController(for screen: ScreenDescription) -> UIViewController {
    PresetScreen(screen, managesBar: true)
  }
}

/// The navigation controller of ``FullscreenPanApp``.
@MainActor
final class FullscreenPanNavigationController: UINavigationController,
  UIGestureRecognizerDelegate, UINavigationControllerDelegate, UINavigationBarDelegate
{
  private lazy var pan: UIPanGestureRecognizer = {
    #if canImport(UIKit)
    let action = #selector(handlePan(_:))
    #else
    let action = Selector(FullscreenPanNavigationController.handlePan)
    #endif
    return UIPanGestureRecognizer(target: self, action: action)
  }()
  private var interaction: UIPercentDrivenInteractiveTransition?

  override init(rootViewController: UIViewController) {
    super.init(rootViewController: rootViewController)
    delegate = self
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    pan.maximumNumberOfTouches = 1
    pan.delegate = self
    view.addGestureRecognizer(pan)
    interactivePopGestureRecognizer?.isEnabled = false
    // iOS 26's content pop is the system's too, and disabling the edge leaves it on
    // ([G10]): the full-screen pan replaces both.
    if #available(iOS 26.0, *) { interactiveContentPopGestureRecognizer?.isEnabled = false }
  }

  // MARK: The back button ([O6])

  /// A screen that vetoes refuses its back button too.
  func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
    !((topViewController as? PresetScreen)?.screen.vetoesPop ?? false)
  }

  // MARK: The begin rules (spec section 5, table 2.2)

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    rulesAllowBegin()
  }

  // MARK: Scroll views (spec [K3] as failure requirements, [AR12])

  /// The pan waits for a scroll view's pan when its rules pass and the scroll view wins.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    guard gestureRecognizer === pan,
      let scroll = ScrollYield.scrollView(of: otherGestureRecognizer),
      !ScrollYield.appAnswers(scroll, about: pan)
    else { return false }
    return scrollWins(scroll)
  }

  /// Otherwise the scroll view's pan waits for the pan.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    guard gestureRecognizer === pan,
      let scroll = ScrollYield.scrollView(of: otherGestureRecognizer),
      !ScrollYield.appAnswers(scroll, about: pan)
    else { return false }
    return !scrollWins(scroll)
  }

  private func scrollWins(_ scroll: UIScrollView) -> Bool {
    rulesAllowBegin()
      && ScrollYield.scrollWins(scroll, against: pan, rule: .leadingEdge, in: view)
  }

  private func rulesAllowBegin() -> Bool {
    guard viewControllers.count > 1, let top = topViewController as? PresetScreen else {
      return false
    }
    if top.popDisabled { return false }
    let limit = max(0, top.maxDistance)
    if limit > 0, AppGeometry.leadingDistance(pan.location(in: view), in: view) > CGFloat(limit) {
      return false
    }
    if transitionCoordinator != nil { return false }
    if AppGeometry.forward(pan.translation(in: view).x, in: view) <= 0 { return false }
    if pan.numberOfTouches > 1 { return false }
    return !top.screen.vetoesPop
  }

  // MARK: The interactive pop

  #if canImport(UIKit)
  @objc
  #endif
  func handlePan(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      interaction = UIPercentDrivenInteractiveTransition()
      popViewController(animated: true)
      interaction?.update(progress(of: pan))
    case .changed:
      interaction?.update(progress(of: pan))
    case .ended:
      interaction?.update(progress(of: pan))
      if projectedPastBar(pan) {
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

  /// Whether the lift ends as UIKit's own handler ends it, which both seeds hand their
  /// pan to ([I4]): the distance covered plus what the velocity adds over the
  /// transition's duration passes 187.5 pt or half the width. In whole permille, pt/s
  /// and ms, the units UIKit's surface keeps them in here, so no rounding decides.
  private func projectedPastBar(_ pan: UIPanGestureRecognizer) -> Bool {
    let width = Int(view.bounds.width)
    let permille = Int(((transitionCoordinator?.percentComplete ?? 0) * 1000).rounded())
    let velocity = Int(AppGeometry.forward(pan.velocity(in: view).x, in: view))
    let duration = Int(((transitionCoordinator?.transitionDuration ?? 0) * 1000).rounded())
    return permille * width + velocity * duration > min(187_500, 500 * width)
  }

  private func progress(of pan: UIPanGestureRecognizer) -> CGFloat {
    let travel = max(0, AppGeometry.forward(pan.translation(in: view).x, in: view))
    return min(1, travel / view.bounds.width)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    interaction == nil ? nil : DurationAnimator(duration: 0.35)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    interaction
  }

  /// Saves the bar when a swipe begins and puts it back when the swipe is cancelled
  /// ([I7]): the revealed screen's `viewWillAppear(_:)` changed it.
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    guard let coordinator = transitionCoordinator, coordinator.isInteractive else { return }
    let hidden = isNavigationBarHidden
    let tint = navigationBar.barTintColor
    coordinator.notifyWhenInteractionChanges { [weak self] context in
      guard context.isCancelled, let self else { return }
      self.setNavigationBarHidden(hidden, animated: false)
      self.navigationBar.barTintColor = tint
    }
  }
}
