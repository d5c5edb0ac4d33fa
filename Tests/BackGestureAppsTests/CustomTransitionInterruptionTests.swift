import BackGestureApps
import BackGestureModel
import BackGestureRunner
import BackGestureUIKit
import Testing
import _TestSupport

/// An animator that moves its views with a property animator, not `UIView` animations.
@MainActor
final class PropertyAnimatorSlide: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  )
    -> TimeInterval
  {
    0.3
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    let to = transitionContext.view(forKey: .to)
    if let to { transitionContext.containerView.addSubview(to) }
    let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { to?.alpha = 1 }
    animator.addCompletion { position in
      transitionContext.completeTransition(position == .end)
    }
    animator.startAnimation()
  }
}

/// An app that animates its pushes and pops with ``PropertyAnimatorSlide``, or
/// (`selfRunning`) runs them through ``SelfRunningInteraction``. Its custom transitions
/// would stop UIKit's own delegate of the system pop from passing it touches (spec [U9]),
/// so a proxy of its own takes that delegate's place and asks it whether to begin.
struct PropertyAnimatorApp: BackGestureApp {
  var selfRunning = false

  func makeNavigationController(rootViewController: UIViewController) -> UINavigationController {
    let navigation = UINavigationController(rootViewController: rootViewController)
    let delegate = PropertyAnimatorDelegate()
    delegate.selfRunning = selfRunning
    navigation.delegate = delegate
    PropertyAnimatorDelegate.kept.append(delegate)
    let proxy = AskingPopDelegate()
    proxy.system = navigation.interactivePopGestureRecognizer?.delegate
    navigation.interactivePopGestureRecognizer?.delegate = proxy
    AskingPopDelegate.kept.append(proxy)
    return navigation
  }

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    PlainScreen(screen)
  }
}

/// A delegate of the system pop that asks UIKit's own, kept aside, whether to begin.
@MainActor
final class AskingPopDelegate: NSObject, UIGestureRecognizerDelegate {
  /// The proxies, which their recognizers hold weakly.
  static var kept: [AskingPopDelegate] = []
  /// UIKit's own delegate of the system pop.
  var system: (any UIGestureRecognizerDelegate)?

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    system?.gestureRecognizerShouldBegin?(gestureRecognizer) ?? true
  }
}

/// The navigation delegate of ``PropertyAnimatorApp``.
@MainActor
final class PropertyAnimatorDelegate: NSObject, UINavigationControllerDelegate {
  /// The delegates, which their navigation controllers hold weakly.
  static var kept: [PropertyAnimatorDelegate] = []
  /// Whether ``SelfRunningInteraction`` runs every transition.
  var selfRunning = false

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    PropertyAnimatorSlide()
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    selfRunning ? SelfRunningInteraction() : nil
  }
}

/// On iOS 26 UIKit's own delegate does not begin the system pop during a transition that
/// ending its animations would not end, such as one a property animator drives (spec [U9],
/// model choice); the app's proxy asks it, so the refusal is the proxy's.
@Suite @MainActor struct CustomTransitionInterruptionTests {
  @Test("On iOS 26 an edge swipe during a push a property animator drives is refused")
  func refusedDuringPropertyAnimatorPush() throws {
    let scenario = InterruptionHostTests.scenario(.ios26)
    let host = AppHost(world: scenario.world, app: PropertyAnimatorApp())
    var last = host.snapshot
    for step in scenario.steps { last = try host.apply(step) }
    #expect(last.outcomes.map(\.description) == ["push:done", "swipe:refused:delegate"])
    #expect(last.containers.map(\.stack) == [["A", "B"]])
    #expect(ScenarioCheck.run(scenario, app: PropertyAnimatorApp()).failure == nil)
  }
}
