import BackGestureUIKit
import Testing

/// `UIViewPropertyAnimator` on the simulated clock: its states, its fraction, its end and
/// its completions, alone and inside transitions.
@Suite @MainActor struct PropertyAnimatorTests {
  /// The animator's duration in milliseconds, for the times below.
  static let duration = 300

  /// A simulation and an animator of `duration` that sets a view's alpha to 0.
  private func make() -> (UIKitSimulation, UIViewPropertyAnimator, UIView, CallLog) {
    let simulation = UIKitSimulation(width: 390, height: 844, layoutDirection: .leftToRight)
    let view = UIView(frame: .zero)
    let log = CallLog()
    let animator = UIViewPropertyAnimator(
      duration: TimeInterval(Self.duration) / 1000, curve: .easeInOut
    ) { view.alpha = 0 }
    animator.addCompletion { position in log.entries.append("end \(position.rawValue)") }
    return (simulation, animator, view, log)
  }

  @Test("Started, it applies its animations, runs for its duration, then calls its completions")
  func runsOnTheClock() {
    let (simulation, animator, view, log) = make()
    simulation.run {
      #expect(animator.state == .inactive)
      #expect(view.alpha == 1)
      animator.startAnimation()
      #expect(animator.state == .active)
      #expect(animator.isRunning)
      #expect(view.alpha == 0)
      simulation.advance(to: Self.duration / 2)
      #expect(animator.fractionComplete == 0.5)
      simulation.advance(to: Self.duration - 1)
      #expect(log.entries.isEmpty)
      simulation.advance(to: Self.duration)
      #expect(log.entries == ["end \(UIViewAnimatingPosition.end.rawValue)"])
      #expect(animator.state == .inactive)
      #expect(!animator.isRunning)
    }
  }

  @Test("Paused, it keeps its fraction; scrubbed and continued, it runs the rest")
  func pauseScrubContinue() {
    let (simulation, animator, _, log) = make()
    simulation.run {
      animator.startAnimation()
      simulation.advance(to: 100)
      animator.pauseAnimation()
      #expect(animator.fractionComplete == CGFloat(100) / CGFloat(Self.duration))
      #expect(animator.state == .active)
      #expect(!animator.isRunning)
      simulation.advance(to: 200)
      animator.fractionComplete = 0.5
      #expect(animator.fractionComplete == 0.5)
      // A factor of 0 runs the time the animations had left: half the duration.
      animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
      simulation.advance(to: 200 + Self.duration / 2 - 1)
      #expect(log.entries.isEmpty)
      simulation.advance(to: 200 + Self.duration / 2)
      #expect(log.entries == ["end \(UIViewAnimatingPosition.end.rawValue)"])
    }
  }

  @Test("Reversed while it runs, it turns around and ends at its start")
  func reversed() {
    let (simulation, animator, _, log) = make()
    simulation.run {
      animator.startAnimation()
      simulation.advance(to: 120)
      animator.isReversed = true
      // It had run 120 ms, so it takes 120 ms to come back.
      simulation.advance(to: 239)
      #expect(log.entries.isEmpty)
      simulation.advance(to: 240)
      #expect(log.entries == ["end \(UIViewAnimatingPosition.start.rawValue)"])
    }
  }

  @Test("Stopped without finishing it ends silently; stopped to finish it ends where it is told")
  func stop() {
    let (simulation, animator, _, log) = make()
    simulation.run {
      animator.startAnimation()
      animator.stopAnimation(false)
      #expect(animator.state == .stopped)
      simulation.advance(to: Self.duration)
      #expect(log.entries.isEmpty)
      animator.finishAnimation(at: .current)
      #expect(animator.state == .inactive)
      #expect(log.entries == ["end \(UIViewAnimatingPosition.current.rawValue)"])
    }
    let (other, silent, _, silentLog) = make()
    other.run {
      silent.startAnimation()
      silent.stopAnimation(true)
      #expect(silent.state == .inactive)
      other.advance(to: Self.duration)
      #expect(silentLog.entries.isEmpty)
    }
  }

  @Test("With pausesOnCompletion it stays active at its end without calling its completions")
  func pausesOnCompletion() {
    let (simulation, animator, _, log) = make()
    animator.pausesOnCompletion = true
    simulation.run {
      animator.startAnimation()
      simulation.advance(to: Self.duration)
      #expect(log.entries.isEmpty)
      #expect(animator.state == .active)
      #expect(animator.fractionComplete == 1)
    }
  }

  @Test("Scrubbing an inactive animator makes it active and paused")
  func scrubInactive() {
    let (simulation, animator, view, _) = make()
    simulation.run {
      animator.fractionComplete = 0.25
      #expect(animator.state == .active)
      #expect(!animator.isRunning)
      #expect(view.alpha == 0)
      #expect(animator.fractionComplete == 0.25)
    }
  }

  @Test("A running animator made with a delay ends after the delay and the duration")
  func runningWithDelay() {
    let simulation = UIKitSimulation(width: 390, height: 844, layoutDirection: .leftToRight)
    var ended: UIViewAnimatingPosition?
    simulation.run {
      let (delay, duration) = (100, 200)
      _ = UIViewPropertyAnimator.runningPropertyAnimator(
        withDuration: TimeInterval(duration) / 1000, delay: TimeInterval(delay) / 1000,
        animations: {}
      ) { ended = $0 }
      simulation.advance(to: delay + duration - 1)
      #expect(ended == nil)
      simulation.advance(to: delay + duration)
      #expect(ended == .end)
    }
  }

  @Test("A pop animator built on a snapshot places its views as UIKit does and completes")
  func snapshotPop() {
    let (a, b) = (UIViewController(), UIViewController())
    let world = MirrorWorld(stack: [a, b])
    let delegate = SnapshotPopDelegate()
    world.navigation.delegate = delegate
    world.run { _ = world.navigation.popViewController(animated: true) }
    let container: UIView = world.navigation.view
    let snapshot = delegate.animator.snapshot
    #expect(container.subviews.count == 3)
    #expect(container.subviews.first === a.view)
    #expect(container.subviews[1] === b.view)
    #expect(container.subviews.last === snapshot)
    // The animation's change applied at once: the snapshot, the size of the leaving view,
    // already stands off the screen.
    #expect(snapshot?.frame.size == b.view.bounds.size)
    #expect(snapshot?.frame.minX == container.bounds.width)
    world.wait(until: SnapshotPopAnimator.milliseconds - 1)
    #expect(world.navigation.transitionCoordinator != nil)
    world.wait(until: SnapshotPopAnimator.milliseconds)
    #expect(world.navigation.transitionCoordinator == nil)
    #expect(world.navigation.viewControllers == [a])
    #expect(container.subviews == [a.view])
  }

  @Test("Inside an interactive transition it follows the interaction and ends with it")
  func followsInteraction() {
    let world = MirrorWorld(stack: [UIViewController()])
    let delegate = InteractiveAnimatorDelegate()
    world.navigation.delegate = delegate
    world.run {
      world.navigation.pushViewController(UIViewController(), animated: true)
      delegate.interaction.update(0.4)
    }
    let animator = delegate.animator.running
    #expect(animator?.fractionComplete == 0.4)
    #expect(animator?.isRunning == true)
    world.run { delegate.interaction.finish() }
    // The rest, 600‰ of the transition's duration, runs after the finish.
    let end = (1000 - 400) * InteractiveAnimator.milliseconds / 1000
    world.wait(until: end - 1)
    #expect(delegate.animator.ended == nil)
    world.wait(until: end)
    #expect(delegate.animator.ended == .end)
    #expect(world.navigation.viewControllers.count == 2)
    #expect(world.navigation.transitionCoordinator == nil)
  }
}

/// A pop animator that slides a snapshot of the leaving view off with a property animator.
@MainActor
private final class SnapshotPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  static let milliseconds = 250
  var snapshot: UIView?

  func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  ) -> TimeInterval { TimeInterval(Self.milliseconds) / 1000 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    guard let from = transitionContext.view(forKey: .from),
      let to = transitionContext.view(forKey: .to),
      let snapshot = from.snapshotView(afterScreenUpdates: false)
    else { return }
    self.snapshot = snapshot
    container.insertSubview(to, belowSubview: from)
    container.addSubview(snapshot)
    let animator = UIViewPropertyAnimator(
      duration: transitionDuration(using: transitionContext), curve: .easeOut
    ) { snapshot.frame.origin.x = container.bounds.width }
    animator.addCompletion { _ in
      snapshot.removeFromSuperview()
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    animator.startAnimation()
  }
}

/// A navigation delegate that pops with `SnapshotPopAnimator`.
@MainActor
private final class SnapshotPopDelegate: NSObject, UINavigationControllerDelegate {
  let animator = SnapshotPopAnimator()

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    animator
  }
}

/// An animator whose animation is a property animator, for an interactive transition.
@MainActor
private final class InteractiveAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  static let milliseconds = 250
  var running: UIViewPropertyAnimator?
  var ended: UIViewAnimatingPosition?

  func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  ) -> TimeInterval { TimeInterval(Self.milliseconds) / 1000 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    let animator = UIViewPropertyAnimator(
      duration: transitionDuration(using: transitionContext), curve: .linear)
    animator.addCompletion { [weak self] position in
      self?.ended = position
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    animator.startAnimation()
    running = animator
  }
}

/// A navigation delegate with `InteractiveAnimator` and a percent-driven interaction.
@MainActor
private final class InteractiveAnimatorDelegate: NSObject, UINavigationControllerDelegate {
  let animator = InteractiveAnimator()
  let interaction = UIPercentDrivenInteractiveTransition()

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
