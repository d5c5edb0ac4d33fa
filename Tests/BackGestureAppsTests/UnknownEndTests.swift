import BackGestureApps
import BackGestureModel
import BackGestureRunner
import BackGestureUIKit
import Testing
import _TestSupport

/// An interaction controller that does not want an interactive start and runs the
/// transition with a property animator of its own: only its completion knows the end.
@MainActor
final class SelfRunningInteraction: NSObject, UIViewControllerInteractiveTransitioning {
  var wantsInteractiveStart: Bool { false }

  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
    let to = transitionContext.view(forKey: .to)
    if let to { transitionContext.containerView.addSubview(to) }
    let animator = UIViewPropertyAnimator(duration: 0.3, curve: .linear) { to?.alpha = 1 }
    animator.addCompletion { position in
      transitionContext.completeTransition(position == .end)
    }
    animator.startAnimation()
  }
}

/// A transition whose end only the app's code knows (a property animator's completion)
/// may end during a step's clock advance; the checks read the state at the step's
/// decision moment, after that end ([T1]).
@Suite @MainActor struct UnknownEndTests {
  /// A push that ``SelfRunningInteraction`` runs for 300 ms, with a finger resting on the
  /// leading edge that moves after the push ended.
  static let swipeAfterPush = CheckFixtures.scenario(
    version: 4,
    """
    device: phone 390x844 ltr
    preset: privateHandler
    screen A
    screen B
    stack: A
    steps:
    @0 push B
    @0 down 1 at 0,0
    @500 move 1 to 11,0
    @516 up 1
    @1000 wait
    """)

  @Test("An edge swipe that decides after a self-run push ended is not mid-transition")
  func swipeAfterSelfRunPush() throws {
    let scenario = Self.swipeAfterPush
    let host = AppHost(world: scenario.world, app: PropertyAnimatorApp(selfRunning: true))
    var last = host.snapshot
    for step in scenario.steps.prefix(3) { last = try host.apply(step) }
    #expect(last.edge == .began)
    #expect(ScenarioCheck.run(scenario, app: PropertyAnimatorApp(selfRunning: true)).failure == nil)
  }
}
