import BackGestureApps
import BackGestureModel
import BackGestureUIKit

/// The isolated navigation controllers of seed 3 (`isolatedContainers`) as their article
/// writes them (seed article `002_…`: "实现右进右出的present", the interaction's
/// `handleGesture:`, its `gestureRecognizerShouldBegin:`, and `PanScrollView`), step by
/// step.
///
/// What the article does, and where it lives here:
/// - A screen whose bar differs is shown in a new navigation controller, presented, and
///   dismissed by a full-screen pan through an interaction controller (the presented
///   controller's `transitioningDelegate`, spec [U17]). The article's own present and
///   dismiss animators only move views; here they keep UIKit's 350 ms. The pan's action
///   dismisses when it begins, sets the fraction `translation.x / width` (clamped to
///   0…1) on every change, notes whether that fraction is above 0.4, and at the end
///   finishes when it was and the pan was not cancelled: neither the release velocity nor
///   its direction is read, and nothing is set when the pan begins, only on its changes.
/// - Its `gestureRecognizerShouldBegin:` refuses only while the presented stack has two
///   screens or more; every other drag may begin (no direction, opt-out or veto).
/// - `PanScrollView` turns `bounces` off in `init` only, and recognizes together with the
///   full-screen pan while `contentOffset.x == 0`.
///
/// Where the mirror cannot run it as written, and what is done instead:
/// - The interaction is wired to each container the app presents; the host presents the
///   containers, so the pan's delegate reads whether its container is presented
///   (`presentingViewController`). The article's `BaseNavigationController`, which pops
///   inside a stack, is not shown; here the same pan pops inside a stack of two screens
///   or more by the preset's rules (table 2.2), so only the article's code departs.
/// - The host makes the scroll views through `init(frame:)`, never through `init`: so,
///   as for a `PanScrollView` made with a frame (or from a storyboard, through
///   `init(coder:)`), `bounces` stays as the world sets it. The simultaneity is answered
///   from the back pan's side (one `true` is enough, [AR7]).
package struct IsolatedContainersAsShipped: BackGestureApp {
  /// Whether the interaction also sets the fraction when the pan begins: `false` as the
  /// article writes it; `true` repairs that one departure, to show the others alone.
  package var setsFractionOnBegin: Bool

  /// The app, as the article writes it unless `setsFractionOnBegin` is `true`.
  package init(setsFractionOnBegin: Bool = false) {
    self.setsFractionOnBegin = setsFractionOnBegin
  }

  package var follows: Preset? { .isolatedContainers }

  /// Every setting its screens take (a ``PresetScreen`` each: the distance too, which
  /// the article's pan, as its preset, never reads), and every kind of content; no
  /// animators, which the article has none of.
  package var honours: Honours { Honours.everything.subtracting(.animator) }

  package func makeNavigationController(
    rootViewController: UIViewController
  )
    -> UINavigationController
  {
    let navigation = IsolatedNavigationController(rootViewController: rootViewController)
    navigation.dismissal.setsFractionOnBegin = setsFractionOnBegin
    return navigation
  }

  package func makeViewController(for screen: ScreenDescription) -> UIViewController {
    PresetScreen(screen, managesBar: true)
  }
}

/// A navigation controller of ``IsolatedContainersAsShipped``: the article's
/// `BaseNavigationController` with its full-screen pan, and the transitioning delegate
/// and interaction controller of its presentation.
@MainActor
final class IsolatedNavigationController: UINavigationController,
  UIGestureRecognizerDelegate, UINavigationControllerDelegate, UINavigationBarDelegate
{
  private lazy var pan: UIPanGestureRecognizer = {
    #if canImport(UIKit)
    let action = #selector(handlePan(_:))
    #else
    let action = Selector(IsolatedNavigationController.handlePan)
    #endif
    return UIPanGestureRecognizer(target: self, action: action)
  }()
  /// The pop inside the stack, while one is driven.
  private var popInteraction: UIPercentDrivenInteractiveTransition?
  /// The article's `SwipeUpInteractiveTransition`, the container's transitioning delegate.
  let dismissal = SwipeDismissInteraction()
  /// Whether the pan began a dismissal (else a pop).
  private var dismissing = false

  override init(rootViewController: UIViewController) {
    super.init(rootViewController: rootViewController)
    delegate = self
    transitioningDelegate = dismissal
    dismissal.presentingVC = self
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    pan.maximumNumberOfTouches = 1
    pan.delegate = self
    view.addGestureRecognizer(pan)
    interactivePopGestureRecognizer?.isEnabled = false
  }

  /// Whether a drag now would be the article's dismissal: one screen, in a presented
  /// container (the article wires its interaction to those).
  private var dismissesOnBegin: Bool {
    viewControllers.count < 2 && presentingViewController != nil
  }

  // MARK: The back button ([O6])

  func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
    !((topViewController as? PresetScreen)?.screen.vetoesPop ?? false)
  }

  // MARK: Begin

  /// On one screen of a presented container, the article's delegate, which refuses only
  /// a stack of two or more; elsewhere the preset's rules.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    dismissesOnBegin || popRulesAllowBegin()
  }

  private func popRulesAllowBegin() -> Bool {
    guard viewControllers.count > 1, let top = topViewController as? PresetScreen else {
      return false
    }
    if top.popDisabled { return false }
    if transitionCoordinator != nil { return false }
    if AppGeometry.forward(pan.translation(in: view).x, in: view) <= 0 { return false }
    if pan.numberOfTouches > 1 { return false }
    return !top.screen.vetoesPop
  }

  // MARK: Scroll views

  /// `PanScrollView`'s answer: the scroll view's pan and the full-screen pan recognize
  /// together while the content is at `contentOffset.x == 0`.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    guard gestureRecognizer === pan, dismissesOnBegin,
      let scroll = ScrollYield.scrollView(of: otherGestureRecognizer)
    else { return false }
    return scroll.contentOffset.x == 0
  }

  /// Outside the dismissal, the pan waits for a scroll view that wins by the preset's rule
  /// after its rules passed.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    guard gestureRecognizer === pan, !dismissesOnBegin,
      let scroll = ScrollYield.scrollView(of: otherGestureRecognizer)
    else { return false }
    return popRulesAllowBegin() && scrollWins(scroll)
  }

  /// Outside the dismissal, otherwise the scroll view's pan waits for the pan.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    guard gestureRecognizer === pan, !dismissesOnBegin,
      let scroll = ScrollYield.scrollView(of: otherGestureRecognizer)
    else { return false }
    return !(popRulesAllowBegin() && scrollWins(scroll))
  }

  /// `leadingEdgeNoBounce` ([K3]): the scroll view yields at its leading edge to a
  /// forward drag, unless it bounces.
  private func scrollWins(_ scroll: UIScrollView) -> Bool {
    if ScrollYield.scrollWins(scroll, against: pan, rule: .leadingEdge, in: view) { return true }
    let translation = pan.translation(in: view)
    if abs(translation.y) > abs(translation.x) { return true }
    return scroll.bounces && scroll.alwaysBounceHorizontal
  }

  // MARK: The pan's action

  #if canImport(UIKit)
  @objc
  #endif
  func handlePan(_ pan: UIPanGestureRecognizer) {
    if pan.state == .began { dismissing = dismissesOnBegin }
    if dismissing {
      dismissal.handleGesture(pan)
    } else {
      handlePop(pan)
    }
  }

  /// The pop inside a stack, by the preset's finish rule: past half the width, or
  /// faster than 300 pt/s forward.
  private func handlePop(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      popInteraction = UIPercentDrivenInteractiveTransition()
      popViewController(animated: true)
      popInteraction?.update(popProgress(of: pan))
    case .changed:
      popInteraction?.update(popProgress(of: pan))
    case .ended:
      popInteraction?.update(popProgress(of: pan))
      let velocity = AppGeometry.forward(pan.velocity(in: view).x, in: view)
      let progress = transitionCoordinator?.percentComplete ?? 0
      if progress > 0.5 || velocity > 300 {
        popInteraction?.finish()
      } else {
        popInteraction?.cancel()
      }
      popInteraction = nil
    case .cancelled, .failed:
      popInteraction?.cancel()
      popInteraction = nil
    default:
      break
    }
  }

  private func popProgress(of pan: UIPanGestureRecognizer) -> CGFloat {
    let travel = max(0, AppGeometry.forward(pan.translation(in: view).x, in: view))
    return min(1, travel / view.bounds.width)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    popInteraction == nil ? nil : DurationAnimator(duration: 0.35)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    popInteraction
  }

  /// Saves the bar when a pop begins and puts it back when it is cancelled ([I7]).
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

/// The article's interaction controller (`SwipeUpInteractiveTransition`) and the
/// transitioning delegate that hands it out with the dismissal animator
/// (`NormalDismissAnimation`, UIKit's default duration).
@MainActor
final class SwipeDismissInteraction: UIPercentDrivenInteractiveTransition,
  UIViewControllerTransitioningDelegate
{
  /// The presented controller the pan dismisses (the article's `presentingVC`).
  weak var presentingVC: UIViewController?
  /// Whether the pan drives a dismissal now.
  private(set) var interacting = false
  /// Whether the last change was past the article's 0.4.
  private(set) var shouldComplete = false
  /// Whether the fraction is set when the pan begins too (not in the article).
  var setsFractionOnBegin = false

  /// The article's `handleGesture:`.
  func handleGesture(_ gestureRecognizer: UIPanGestureRecognizer) {
    let translation = gestureRecognizer.translation(in: gestureRecognizer.view?.superview)
    switch gestureRecognizer.state {
    case .began:
      interacting = true
      presentingVC?.dismiss(animated: true, completion: nil)
      if setsFractionOnBegin { track(translation, of: gestureRecognizer) }
    case .changed:
      track(translation, of: gestureRecognizer)
    case .ended, .cancelled:
      interacting = false
      if !shouldComplete || gestureRecognizer.state == .cancelled {
        cancel()
      } else {
        finish()
      }
    default:
      break
    }
  }

  /// The article's change: the fraction of the screen's width, clamped to 0…1, and
  /// whether it is past 0.4.
  private func track(_ translation: CGPoint, of gestureRecognizer: UIPanGestureRecognizer) {
    let width = gestureRecognizer.view?.window?.bounds.width ?? 1
    let fraction = min(max(translation.x / width, 0), 1)
    shouldComplete = fraction > 0.4
    update(fraction)
  }

  func animationController(
    forDismissed dismissed: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    DurationAnimator(duration: 0.35)
  }

  func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    interacting ? self : nil
  }
}
