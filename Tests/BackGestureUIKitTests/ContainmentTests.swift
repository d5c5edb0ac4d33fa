import BackGestureUIKit
import Testing

/// An animator that keeps what `interruptibleAnimator(using:)` answered, without
/// implementing it.
@MainActor
final class PlainAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  var interruptible: (any UIViewImplicitlyAnimating)?

  func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  )
    -> TimeInterval
  {
    0.2
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    interruptible = interruptibleAnimator(using: transitionContext)
    UIView.animate(withDuration: 0.2, animations: {}) { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }
}

/// A navigation delegate that hands out one animator.
@MainActor
final class AnimatorDelegate: NSObject, UINavigationControllerDelegate {
  let animator = PlainAnimator()

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    animator
  }
}

/// The navigation controller's containment callbacks and its transition coordinator.
@Suite @MainActor struct ContainmentTests {
  @Test("A push calls willMove(toParent:) when it starts and didMove(toParent:) when it ends")
  func push() {
    let log = CallLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    let world = MirrorWorld(stack: [a])
    log.entries.removeAll()
    world.run { world.navigation.pushViewController(b, animated: true) }
    #expect(log.entries == ["B.willMove(nav)", "A.willDisappear", "B.willAppear"])
    world.wait(until: 400)
    #expect(
      log.entries == [
        "B.willMove(nav)", "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear",
        "B.didMove(nav)",
      ])
    #expect(b.parent === world.navigation)
  }

  @Test("A pop calls willMove(toParent: nil) when it starts and didMove(toParent: nil) at its end")
  func pop() {
    let log = CallLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    let world = MirrorWorld(stack: [a, b])
    log.entries.removeAll()
    world.run { _ = world.navigation.popViewController(animated: true) }
    #expect(log.entries == ["B.willMove(nil)", "B.willDisappear", "A.willAppear"])
    #expect(b.parent === world.navigation)
    world.wait(until: 400)
    #expect(
      log.entries == [
        "B.willMove(nil)", "B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear",
        "B.didMove(nil)",
      ])
    #expect(b.parent == nil)
  }

  @Test("Without animation the moves end at once; the callback log has appearance only")
  func instant() {
    let log = CallLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    let world = MirrorWorld(stack: [a])
    log.entries.removeAll()
    world.simulation.events.removeAll()
    world.run { world.navigation.pushViewController(b, animated: false) }
    world.run { _ = world.navigation.popViewController(animated: false) }
    #expect(
      log.entries == [
        "B.willMove(nav)", "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear",
        "B.didMove(nav)", "B.willMove(nil)", "B.willDisappear", "A.willAppear",
        "B.didDisappear", "A.didAppear", "B.didMove(nil)",
      ])
    // willShow, didShow and B's load besides the eight appearance callbacks: no moves.
    #expect(world.simulation.events.count == 8 + 4 + 1)
  }

  @Test("A cancelled swipe gives the popped controller didMove(toParent:) with the container")
  func cancelledSwipe() {
    let log = CallLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    let world = MirrorWorld(stack: [a, b])
    log.entries.removeAll()
    var ended: [Bool] = []
    world.down(1, 5, 400, at: 0)
    world.move(1, 30, 400, at: 16)
    world.run {
      world.navigation.transitionCoordinator?.notifyWhenInteractionEnds { context in
        ended.append(context.isCancelled)
      }
    }
    world.move(1, 40, 400, at: 32)
    world.up(1, at: 300)
    world.wait(until: 1000)
    #expect(ended == [true])
    #expect(
      log.entries == [
        "B.willMove(nil)", "B.willDisappear", "A.willAppear", "A.willDisappear", "B.willAppear",
        "A.didDisappear", "B.didAppear", "B.didMove(nav)",
      ])
    #expect(world.navigation.viewControllers == [a, b])
    #expect(b.parent === world.navigation)
  }

  @Test("A finished swipe ends with didMove(toParent: nil) after the disappearance")
  func finishedSwipe() {
    let log = CallLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    let world = MirrorWorld(stack: [a, b])
    log.entries.removeAll()
    world.down(1, 5, 400, at: 0)
    world.move(1, 30, 400, at: 16)
    world.move(1, 250, 400, at: 32)
    world.up(1, at: 48)
    world.wait(until: 1000)
    #expect(log.entries.first == "B.willMove(nil)")
    #expect(log.entries.last == "B.didMove(nil)")
    #expect(world.navigation.viewControllers == [a])
  }

  @Test("setViewControllers with the same top moves the others at once")
  func setStackSameTop() {
    let log = CallLog()
    let a = LoggingController("A", log: log)
    let b = LoggingController("B", log: log)
    let c = LoggingController("C", log: log)
    let world = MirrorWorld(stack: [a, b])
    log.entries.removeAll()
    world.run { world.navigation.setViewControllers([c, b], animated: true) }
    #expect(
      log.entries == ["C.willMove(nav)", "A.willMove(nil)", "A.didMove(nil)", "C.didMove(nav)"])
    #expect(a.parent == nil)
    #expect(world.navigation.children.count == 2)
    #expect(c.parent === world.navigation)
  }

  @Test("addChild(_:) calls willMove(toParent:); removeFromParent() calls didMove(toParent: nil)")
  func containmentCalls() {
    let log = CallLog()
    let parent = UIViewController()
    let child = LoggingController("C", log: log)
    parent.addChild(child)
    #expect(log.entries == ["C.willMove(other)"])
    #expect(child.parent === parent)
    child.removeFromParent()
    #expect(log.entries == ["C.willMove(other)", "C.didMove(nil)"])
    child.removeFromParent()
    #expect(log.entries.count == 2)
  }

  @Test("The coordinator runs an alongside animation without a completion")
  func alongsideWithoutCompletion() {
    let world = MirrorWorld(stack: [UIViewController()])
    let b = UIViewController()
    var ran = 0
    world.run {
      world.navigation.pushViewController(b, animated: true)
      b.transitionCoordinator?.animateAlongsideTransition(in: nil) { _ in ran += 1 }
    }
    #expect(ran == 1)
  }

  @Test("An animator without interruptibleAnimator(using:) still answers it")
  func interruptibleDefault() {
    let world = MirrorWorld(stack: [UIViewController()])
    let delegate = AnimatorDelegate()
    world.navigation.delegate = delegate
    world.run { world.navigation.pushViewController(UIViewController(), animated: true) }
    world.wait(until: 400)
    #expect(delegate.animator.interruptible != nil)
    #expect(world.navigation.viewControllers.count == 2)
  }

  @Test("init(navigationBarClass:toolbarClass:) makes an empty controller with the system pop")
  func barClassInit() {
    let navigation = UINavigationController(navigationBarClass: nil, toolbarClass: nil)
    #expect(navigation.viewControllers.isEmpty)
    #expect(navigation.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
  }
}
