import BackGestureApps
import BackGestureModel
import BackGestureUIKit

/// Correct swipe-back app code, or the same code with one ``StatefulBug``.
///
/// The correct app keeps UIKit's system pop and becomes its delegate (the widely copied
/// way to keep the swipe with a custom back button), refusing on one screen, during a
/// transition, and on a screen that vetoes; an opted-out screen turns the system pop off
/// in `viewDidAppear(_:)` and on again in `viewWillDisappear(_:)`; screens set their bar
/// preference in `viewWillAppear(_:)`, and a cancelled swipe puts the bar back; a router
/// path follows the stack in `didShow`. Bug ``StatefulBug/unhandledSystemCancel`` swaps
/// the system pop for a full-screen pan with a percent-driven pop.
package struct StatefulBugApp: BackGestureApp {
  /// The bug, or `nil` for the correct app.
  package let bug: StatefulBug?

  /// Creates the app with a bug, or without one.
  package init(bug: StatefulBug?) {
    self.bug = bug
  }

  /// The opt-out, the back button, the veto and the bar, which its screens and delegate
  /// apply, and every kind of content; no distance (the system pop is an edge swipe), no
  /// late settings and no animators.
  package var honours: Honours {
    Honours.content.union([.optOut, .backButton, .veto, .barPreference, .barStyle])
  }

  package func makeNavigationController(
    rootViewController: UIViewController
  )
    -> UINavigationController
  {
    SwipeBackNavigationController(rootViewController: rootViewController, bug: bug)
  }

  package func makeViewController(for screen: ScreenDescription) -> UIViewController {
    SwipeBackScreen(screen, bug: bug)
  }

  package func believedStack(
    of navigationController: UINavigationController
  )
    -> [UIViewController]?
  {
    (navigationController as? SwipeBackNavigationController)?.router
  }
}

/// The navigation controller of ``StatefulBugApp``.
@MainActor
final class SwipeBackNavigationController: UINavigationController,
  UIGestureRecognizerDelegate, UINavigationControllerDelegate
{
  let bug: StatefulBug?
  /// The app's router path: the screens it believes are on the stack.
  private(set) var router: [UIViewController] = []
  private var transitioning = false
  private var pan: UIPanGestureRecognizer?
  private var interaction: UIPercentDrivenInteractiveTransition?

  init(rootViewController: UIViewController, bug: StatefulBug?) {
    self.bug = bug
    super.init(rootViewController: rootViewController)
    delegate = self
    router = [rootViewController]
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    router = viewControllers
    // On iOS 26 the content pop asks the same delegate ([G10]).
    for recognizer in systemPops { recognizer.delegate = self }
    guard bug == .unhandledSystemCancel else { return }
    #if canImport(UIKit)
    let action = #selector(handlePan(_:))
    #else
    let action = Selector(SwipeBackNavigationController.handlePan)
    #endif
    let pan = UIPanGestureRecognizer(target: self, action: action)
    pan.maximumNumberOfTouches = 1
    pan.delegate = self
    view.addGestureRecognizer(pan)
    self.pan = pan
  }

  // MARK: The swipe

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    if bug != .rootFreeze, viewControllers.count <= 1 { return false }
    switch bug {
    case .swipeDuringPush: break
    case .stuckTransitioningFlag: if transitioning { return false }
    default: if transitionCoordinator != nil { return false }
    }
    if let pan = gestureRecognizer as? UIPanGestureRecognizer, gestureRecognizer === self.pan {
      if pan.translation(in: view).x * direction <= 0 { return false }
    }
    guard let top = topViewController as? SwipeBackScreen else { return true }
    if gestureRecognizer === pan, top.screen.popDisabled { return false }
    return !top.screen.vetoesPop
  }

  /// 1 left to right, -1 right to left: the sign of a forward move.
  private var direction: CGFloat {
    view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
  }

  #if canImport(UIKit)
  @objc
  #endif
  func handlePan(_ pan: UIPanGestureRecognizer) {
    let progress = min(1, max(0, pan.translation(in: view).x * direction) / view.bounds.width)
    switch pan.state {
    case .began:
      interaction = UIPercentDrivenInteractiveTransition()
      popViewController(animated: true)
      interaction?.update(progress)
    case .changed:
      interaction?.update(progress)
    case .ended:
      interaction?.update(progress)
      let reached = transitionCoordinator?.percentComplete ?? 0
      if reached > 0.5 || pan.velocity(in: view).x * direction > 1000 {
        interaction?.finish()
      } else {
        interaction?.cancel()
      }
      interaction = nil
    default:
      // The bug of S6: a system cancel is not handled, so the interaction never ends.
      guard bug != .unhandledSystemCancel else { return }
      interaction?.cancel()
      interaction = nil
    }
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

  // MARK: Navigation state

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    transitioning = true
    guard let coordinator = transitionCoordinator else { return }
    if bug != .stuckTransitioningFlag {
      coordinator.notifyWhenInteractionChanges { [weak self] context in
        if context.isCancelled { self?.transitioning = false }
      }
    }
    guard coordinator.isInteractive, bug != .cancelKeepsBar else { return }
    let hidden = isNavigationBarHidden
    let tint = navigationBar.barTintColor
    coordinator.notifyWhenInteractionChanges { [weak self] context in
      guard context.isCancelled, let self else { return }
      self.setNavigationBarHidden(hidden, animated: false)
      self.navigationBar.barTintColor = tint
    }
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    transitioning = false
    switch bug {
    case .routerMissesPops:
      if !router.contains(where: { $0 === viewController }) { router.append(viewController) }
    case .routerDropsOnCancelledSwipe:
      if router.last !== viewController { router.append(viewController) }
    default:
      router = viewControllers
    }
  }

  /// The bug of S8: the router drops the top as soon as its pop starts.
  @discardableResult
  override func popViewController(animated: Bool) -> UIViewController? {
    let popped = super.popViewController(animated: animated)
    if bug == .routerDropsOnCancelledSwipe, popped != nil { router.removeLast() }
    return popped
  }

  override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    let top = topViewController
    super.setViewControllers(viewControllers, animated: animated)
    switch bug {
    case .routerDropsOnCancelledSwipe:
      router = self.viewControllers
    case .routerMissesPops:
      break
    default:
      // A new stack that keeps the top shows nothing new, so no did-show follows ([O4]).
      if topViewController === top { router = self.viewControllers }
    }
  }

  override func popToRootViewController(animated: Bool) -> [UIViewController]? {
    let popped = super.popToRootViewController(animated: animated)
    if bug == .routerDropsOnCancelledSwipe, popped != nil { router = Array(router.prefix(1)) }
    return popped
  }
}

/// A screen of ``StatefulBugApp``.
@MainActor
final class SwipeBackScreen: UIViewController {
  let screen: ScreenDescription
  let bug: StatefulBug?

  init(_ screen: ScreenDescription, bug: StatefulBug?) {
    self.screen = screen
    self.bug = bug
    super.init(nibName: nil, bundle: nil)
    title = screen.name
    switch screen.backButton {
    case .system: break
    case .supplementing:
      navigationItem.leftBarButtonItem = UIBarButtonItem(
        title: "Edit", style: .plain, target: nil, action: nil)
      navigationItem.leftItemsSupplementBackButton = true
    case .replacing:
      navigationItem.leftBarButtonItem = UIBarButtonItem(
        title: "Close", style: .plain, target: nil, action: nil)
    case .hidden:
      navigationItem.hidesBackButton = true
    }
  }

  required init?(coder: NSCoder) { nil }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard let navigationController else { return }
    if let hidden = screen.prefersNavigationBarHidden {
      navigationController.setNavigationBarHidden(hidden, animated: animated)
    }
    navigationController.navigationBar.barTintColor = screen.barTintColor
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if screen.popDisabled {
      // Turning the edge off leaves iOS 26's content pop on: both go ([G10]).
      for recognizer in navigationController?.systemPops ?? [] { recognizer.isEnabled = false }
    }
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    // The bug of S3: the opted-out screen never turns the system pop back on.
    guard bug != .neverReenabled else { return }
    for recognizer in navigationController?.systemPops ?? [] { recognizer.isEnabled = true }
  }
}

extension UINavigationController {
  /// The system's back recognizers: the edge pop, and on iOS 26 the content pop ([G10]).
  var systemPops: [UIGestureRecognizer] {
    var recognizers = [interactivePopGestureRecognizer]
    if #available(iOS 26.0, *) { recognizers.append(interactiveContentPopGestureRecognizer) }
    return recognizers.compactMap { $0 }
  }
}
