import BackGestureUIKit
import Testing

/// A navigation delegate that hands out an animator and an interaction controller for
/// every operation, as code that pops with a pan of its own often does.
@MainActor
final class InteractionDelegate: NSObject, UINavigationControllerDelegate {
  let animator = PlainAnimator()
  let interaction: any UIViewControllerInteractiveTransitioning

  init(_ interaction: any UIViewControllerInteractiveTransitioning) {
    self.interaction = interaction
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    animator
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    interaction
  }
}

/// An interaction controller of the app's own that animates the transition itself when it
/// does not start interactively.
@MainActor
final class SelfDrivenInteraction: NSObject, UIViewControllerInteractiveTransitioning {
  var wantsInteractiveStart: Bool { false }
  var startedInteractive: Bool?

  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
    startedInteractive = transitionContext.isInteractive
    if !transitionContext.isInteractive {
      UIView.animate(withDuration: 0.1, animations: {}) { _ in
        transitionContext.completeTransition(true)
      }
    }
  }
}

/// A transition whose interaction controller does not want an interactive start begins
/// as an animation (spec [U10]).
@Suite @MainActor struct InteractiveStartTests {
  @Test("A percent-driven push that does not want an interactive start runs to its end")
  func percentDrivenRunsOnItsOwn() {
    let interaction = UIPercentDrivenInteractiveTransition()
    interaction.wantsInteractiveStart = false
    let delegate = InteractionDelegate(interaction)
    let world = MirrorWorld(stack: [LoggingController("A", log: CallLog())])
    world.navigation.delegate = delegate
    world.run { world.navigation.pushViewController(UIViewController(), animated: true) }
    #expect(world.navigation.transitionCoordinator?.isInteractive == false)
    world.wait(until: 200)
    #expect(world.navigation.transition == nil)
    #expect(world.navigation.viewControllers.count == 2)
  }

  @Test("One that wants an interactive start waits for its interaction, as by default")
  func percentDrivenWaits() {
    let delegate = InteractionDelegate(UIPercentDrivenInteractiveTransition())
    let world = MirrorWorld(stack: [LoggingController("A", log: CallLog())])
    world.navigation.delegate = delegate
    world.run { world.navigation.pushViewController(UIViewController(), animated: true) }
    world.wait(until: 1000)
    #expect(world.navigation.transitionCoordinator?.isInteractive == true)
  }

  @Test("An app's interaction controller is handed a transition that is not interactive")
  func selfDriven() {
    let interaction = SelfDrivenInteraction()
    let delegate = InteractionDelegate(interaction)
    let world = MirrorWorld(stack: [LoggingController("A", log: CallLog())])
    world.navigation.delegate = delegate
    world.run { world.navigation.pushViewController(UIViewController(), animated: true) }
    #expect(interaction.startedInteractive == false)
    world.wait(until: 100)
    #expect(world.navigation.transition == nil)
  }
}
