import BackGestureApps
import BackGestureModel
import BackGestureUIKit

/// The navigation-delegate interceptor of seed 5 (`delegateInterceptor`) as its article
/// writes it (seed article `004_…`, section 2, "解决问题"), step by step, in an app that
/// already had a delegate of its own.
///
/// What the article does, and where it lives here:
/// - `TTNavigationController` overrides the `delegate` setter: it keeps the object the app
///   sets as the interceptor's real delegate and hands UIKit the interceptor
///   (``TTNavigationController``).
/// - The interceptor sends each delegate call to the navigation controller when the
///   controller implements it, and to the real delegate otherwise
///   (``NavigationDelegateInterceptor``). The controller implements one: the animator
///   question. So the app's own answer to it is never asked again: the interceptor
///   shadows it.
/// - The controller answers the animator question with the animator of the screen pushed
///   from (a push) or popped to (a pop), when that screen has one, else `nil`.
/// - Nothing in the article answers the interaction question: it still reaches the real
///   delegate, whose answer belonged to the animator it can no longer give.
///
/// The app around it (``AppNavigationCoordinator``) is the usual pair that keeps the edge
/// swipe alive with custom animators: while the system pop runs it returns a swipe
/// animator of its own, with the duration of the screen popped to, and an interaction
/// controller for that animator only, which it drives from the edge as UIKit's rule does.
/// It also keeps a router path in `didShow`. The edge's begin rules, its scroll answers and
/// the back button's veto are the preset app's (`SystemEdgeApp`), so they are not where
/// the two differ.
package struct DelegateInterceptorAsShipped: BackGestureApp {
  /// Whether the app sets its own delegate (the article's code alone when not).
  package var hasAppDelegate: Bool
  /// Whether the `delegate` setter installs the interceptor (the app's own delegate alone
  /// when not).
  package var intercepts: Bool

  /// Creates the app as shipped, or without one of its two parts.
  package init(hasAppDelegate: Bool = true, intercepts: Bool = true) {
    self.hasAppDelegate = hasAppDelegate
    self.intercepts = intercepts
  }

  package var follows: Preset? { .delegateInterceptor }

  /// The settings its screens apply (the opt-out, early or late, the back button, the
  /// veto and the animator), and every kind of content.
  package var honours: Honours {
    Honours.content.union([.optOut, .lateSettings, .backButton, .veto, .animator])
  }

  package func makeNavigationController(
    rootViewController: UIViewController
  ) -> UINavigationController {
    TTNavigationController(
      rootViewController: rootViewController, hasAppDelegate: hasAppDelegate,
      intercepts: intercepts)
  }

  package func makeViewController(for screen: ScreenDescription) -> UIViewController {
    TTScreen(screen)
  }

  package func believedStack(of navigationController: UINavigationController) -> [UIViewController]?
  {
    (navigationController as? TTNavigationController)?.coordinator.path
  }
}

/// A screen of ``DelegateInterceptorAsShipped``; one with an animator implements the
/// article's animator method.
@MainActor
final class TTScreen: UIViewController {
  let screen: ScreenDescription
  private(set) var popDisabled = false

  init(_ screen: ScreenDescription) {
    self.screen = screen
    super.init(nibName: nil, bundle: nil)
    title = screen.name
    ShippedBackButton.apply(screen.backButton, to: navigationItem)
    if !screen.setsSettingsLate { popDisabled = screen.popDisabled }
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    if screen.setsSettingsLate { popDisabled = screen.popDisabled }
  }

  /// Whether the screen implements the animator method: it has an animator of its own.
  var respondsToAnimatorQuestion: Bool { screen.animatorDuration != nil }

  /// The screen's answer to the animator question.
  func animationController(
    for operation: UINavigationController.Operation
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    screen.animatorDuration.map { DurationAnimator(duration: $0) }
  }

  /// Whether the back button is hidden or replaced by left items ([S5]).
  var backButtonGone: Bool {
    navigationItem.hidesBackButton
      || (navigationItem.leftBarButtonItem != nil && !navigationItem.leftItemsSupplementBackButton)
  }
}

/// The article's `TTNavigationController`.
@MainActor
final class TTNavigationController: UINavigationController,
  UIGestureRecognizerDelegate, UINavigationBarDelegate
{
  /// The app's own delegate, which the app sets as it did before it adopted the article.
  let coordinator = AppNavigationCoordinator()
  private var interceptor: NavigationDelegateInterceptor?
  private let intercepts: Bool

  init(rootViewController: UIViewController, hasAppDelegate: Bool, intercepts: Bool) {
    self.intercepts = intercepts
    super.init(rootViewController: rootViewController)
    coordinator.navigationController = self
    if hasAppDelegate { delegate = coordinator }
  }

  required init?(coder: NSCoder) { nil }

  /// The article's `setDelegate:`: the interceptor stands in for whatever is set.
  override var delegate: (any UINavigationControllerDelegate)? {
    get { super.delegate }
    set {
      guard intercepts else {
        super.delegate = newValue
        return
      }
      let interceptor = self.interceptor ?? NavigationDelegateInterceptor()
      self.interceptor = interceptor
      interceptor.realDelegate = newValue
      interceptor.navigationController = self
      super.delegate = interceptor
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    coordinator.follow(self)
    guard let edge = interactivePopGestureRecognizer else { return }
    edge.delegate = self
    #if canImport(UIKit)
    edge.addTarget(coordinator, action: #selector(AppNavigationCoordinator.handleEdge(_:)))
    #else
    edge.addTarget(coordinator, action: Selector(AppNavigationCoordinator.handleEdge))
    #endif
  }

  /// The article's animator method: the screen pushed from, or popped to, answers when it
  /// implements the method; otherwise `nil`.
  func animationController(
    for operation: UINavigationController.Operation, from fromVC: UIViewController,
    to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    let from = fromVC as? TTScreen
    let to = toVC as? TTScreen
    guard from?.respondsToAnimatorQuestion ?? false || to?.respondsToAnimatorQuestion ?? false
    else { return nil }
    var target: TTScreen?
    if operation == .push, let from, from.respondsToAnimatorQuestion {
      target = from
    } else if operation == .pop, let to, to.respondsToAnimatorQuestion {
      target = to
    }
    return target?.animationController(for: operation)
  }

  // MARK: The app's back button ([O6])

  func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
    !((topViewController as? TTScreen)?.screen.vetoesPop ?? false)
  }

  // MARK: The app's edge rules (as the preset app's)

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    rulesAllowBegin()
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    guard let scroll = ScrollYield.scrollView(of: otherGestureRecognizer) else { return false }
    return scrollWins(scroll, against: gestureRecognizer)
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    guard let scroll = ScrollYield.scrollView(of: otherGestureRecognizer) else { return false }
    return !scrollWins(scroll, against: gestureRecognizer)
  }

  private func scrollWins(_ scroll: UIScrollView, against recognizer: UIGestureRecognizer) -> Bool {
    guard let edge = recognizer as? UIPanGestureRecognizer, rulesAllowBegin() else { return false }
    return ScrollYield.scrollWins(scroll, against: edge, rule: .always, in: view)
  }

  private func rulesAllowBegin() -> Bool {
    guard viewControllers.count > 1, let top = topViewController as? TTScreen else {
      return false
    }
    if top.popDisabled || top.backButtonGone { return false }
    if transitionCoordinator != nil { return false }
    return !top.screen.vetoesPop
  }
}

/// The article's `UINavigationControllerDeleagteInterceptor`.
@MainActor
final class NavigationDelegateInterceptor: NSObject, UINavigationControllerDelegate {
  weak var realDelegate: (any UINavigationControllerDelegate)?
  weak var navigationController: TTNavigationController?

  /// The navigation controller implements this one, so it answers and the real delegate
  /// is never asked.
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    self.navigationController?.animationController(for: operation, from: fromVC, to: toVC)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    realDelegate?.navigationController(
      navigationController, interactionControllerFor: animationController)
  }

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    realDelegate?.navigationController(
      navigationController, willShow: viewController, animated: animated)
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    realDelegate?.navigationController(
      navigationController, didShow: viewController, animated: animated)
  }
}

/// The app's own navigation delegate, from before it adopted the article: a router path,
/// and the swipe animator with its interaction controller.
@MainActor
final class AppNavigationCoordinator: NSObject, UINavigationControllerDelegate {
  /// The screens the app believes are on the stack.
  private(set) var path: [UIViewController] = []
  /// The navigation controller whose delegate it is.
  weak var navigationController: UINavigationController?
  private var interaction: UIPercentDrivenInteractiveTransition?

  /// While the system pop runs: a swipe animator with the duration of the screen popped to
  /// (the default when it has none).
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    guard operation == .pop, navigationController.interactivePopGestureRecognizer?.state == .began
    else { return nil }
    return SwipeAnimator(duration: (toVC as? TTScreen)?.screen.animatorDuration ?? 0.35)
  }

  /// An interaction controller for its own swipe animator only.
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    guard animationController is SwipeAnimator else { return nil }
    let interaction = UIPercentDrivenInteractiveTransition()
    self.interaction = interaction
    return interaction
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    follow(navigationController)
  }

  /// Takes the path from the stack: when the view loads, and in `didShow`.
  func follow(_ navigationController: UINavigationController) {
    path = navigationController.viewControllers
  }

  /// Drives its interaction from the edge: past half the width, or faster than 300 pt/s.
  #if canImport(UIKit)
  @objc
  #endif
  func handleEdge(_ edge: UIGestureRecognizer) {
    guard let pan = edge as? UIPanGestureRecognizer, let interaction, let view = pan.view else {
      return
    }
    let travel = max(0, AppGeometry.forward(pan.translation(in: view).x, in: view))
    let progress = min(1, travel / view.bounds.width)
    switch pan.state {
    case .began, .changed:
      interaction.update(progress)
    case .ended:
      interaction.update(progress)
      let velocity = AppGeometry.forward(pan.velocity(in: view).x, in: view)
      // The transition's own progress, which UIKit's surface keeps in whole permille.
      let reached = navigationController?.transitionCoordinator?.percentComplete ?? 0
      if reached > 0.5 || velocity > 300 { interaction.finish() } else { interaction.cancel() }
      self.interaction = nil
    case .cancelled, .failed:
      interaction.cancel()
      self.interaction = nil
    default:
      break
    }
  }
}

/// The coordinator's own swipe animator.
@MainActor
final class SwipeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let duration: TimeInterval

  init(duration: TimeInterval) {
    self.duration = duration
  }

  func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  ) -> TimeInterval {
    duration
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    UIView.animate(withDuration: duration, animations: {}) { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }
}
