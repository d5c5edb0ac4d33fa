import BackGestureApps
import BackGestureModel
import BackGestureUIKit

/// The navigation-delegate interceptor of seed 5 (`delegateInterceptor`), written as app
/// code against UIKit's surface: the system's edge-swipe pop with a delegate that keeps
/// UIKit's own rules and adds the screen's opt-out and veto, and per-screen animators
/// (a push uses the screen pushed from, a pop the screen popped to, [A2]); the swipe's pop
/// is UIKit's own, which ignores the animators ([I2]).
///
/// It follows its preset exactly, so the oracle runs beside it.
struct SystemEdgeApp: BackGestureApp {
  var follows: Preset? { .delegateInterceptor }

  /// Every setting its screens take (a ``PresetScreen`` each, which leaves the bar alone
  /// here, as the preset does, [B3]), and every kind of content.
  var honours: Honours { Honours.everything.subtracting([.barPreference, .barStyle]) }

  func makeNavigationController(rootViewController: UIViewController) -> UINavigationController {
    SystemEdgeNavigationController(rootViewController: rootViewController)
  }

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    PresetScreen(screen, managesBar: false)
  }
}

/// The navigation controller of ``SystemEdgeApp``.
@MainActor
final class SystemEdgeNavigationController: UINavigationController,
  UIGestureRecognizerDelegate, UINavigationControllerDelegate, UINavigationBarDelegate
{
  private var settingStack = false

  override init(rootViewController: UIViewController) {
    super.init(rootViewController: rootViewController)
    delegate = self
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    // On iOS 26 the content pop gets the same delegate, so it asks the same rules ([G10]).
    var systemPops = [interactivePopGestureRecognizer]
    if #available(iOS 26.0, *) { systemPops.append(interactiveContentPopGestureRecognizer) }
    for case let recognizer? in systemPops { recognizer.delegate = self }
  }

  /// Whether a recognizer is the content pop, whose pairs with scroll views the app
  /// leaves to UIKit's own requirement ([G10]).
  private func isContentPop(_ recognizer: UIGestureRecognizer) -> Bool {
    guard #available(iOS 26.0, *) else { return false }
    return recognizer === interactiveContentPopGestureRecognizer
  }

  /// A stack set by the app animates with the default animator ([A2]).
  override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    settingStack = true
    super.setViewControllers(viewControllers, animated: animated)
    settingStack = false
  }

  // MARK: The back button ([O6])

  /// A screen that vetoes refuses its back button too.
  func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
    !((topViewController as? PresetScreen)?.screen.vetoesPop ?? false)
  }

  // MARK: The begin rules (table 2.2, delegateInterceptor)

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    rulesAllowBegin()
  }

  // MARK: Scroll views (spec [K3] as failure requirements, [AR12])

  /// The edge waits for a scroll view's pan when its rules pass and the drag is mostly
  /// vertical: a horizontal scroll view always yields to the edge.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    guard !isContentPop(gestureRecognizer),
      let scroll = ScrollYield.scrollView(of: otherGestureRecognizer),
      !ScrollYield.appAnswers(scroll, about: gestureRecognizer)
    else { return false }
    return scrollWins(scroll, against: gestureRecognizer)
  }

  /// Otherwise the scroll view's pan waits for the edge.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    guard !isContentPop(gestureRecognizer),
      let scroll = ScrollYield.scrollView(of: otherGestureRecognizer),
      !ScrollYield.appAnswers(scroll, about: gestureRecognizer)
    else { return false }
    return !scrollWins(scroll, against: gestureRecognizer)
  }

  private func scrollWins(_ scroll: UIScrollView, against recognizer: UIGestureRecognizer) -> Bool {
    guard let edge = recognizer as? UIPanGestureRecognizer, rulesAllowBegin() else { return false }
    return ScrollYield.scrollWins(scroll, against: edge, rule: .always, in: view)
  }

  private func rulesAllowBegin() -> Bool {
    guard viewControllers.count > 1, let top = topViewController as? PresetScreen else {
      return false
    }
    if top.popDisabled || top.backButtonGone { return false }
    if transitionCoordinator != nil { return false }
    return !top.screen.vetoesPop
  }

  // MARK: Animators

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    guard !settingStack else { return nil }
    let owner = operation == .push ? fromVC : toVC
    guard let duration = (owner as? PresetScreen)?.screen.animatorDuration else { return nil }
    return DurationAnimator(duration: duration)
  }
}
