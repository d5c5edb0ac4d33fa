import BackGestureUIKit
import Testing

/// A transitioning delegate that hands out a dismissal animator and, when it has one,
/// an interaction controller, and counts what it was asked.
@MainActor
final class DismissalDelegate: NSObject, UIViewControllerTransitioningDelegate {
  var animator: PlainAnimator?
  var interaction: UIPercentDrivenInteractiveTransition?
  var interactionQuestions = 0

  func animationController(
    forDismissed dismissed: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    animator
  }

  func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    interactionQuestions += 1
    return interaction
  }
}

/// A root `A` presenting `B` at rest, with a transitioning delegate on `B`.
@MainActor
struct PresentedWorld {
  let log = CallLog()
  let world: MirrorWorld
  let presented: LoggingController
  let delegate = DismissalDelegate()

  init() {
    world = MirrorWorld(stack: [LoggingController("A", log: log)])
    presented = LoggingController("B", log: log)
    presented.transitioningDelegate = delegate
    let (world, presented) = (world, presented)
    world.run { world.navigation.present(presented, animated: false) }
    log.entries.removeAll()
  }

  /// Dismisses `B` with animation at a time, logging the completion.
  func dismiss(at time: Int) {
    world.wait(until: time)
    let log = log
    world.run { presented.dismiss(animated: true) { log.entries.append("completion") } }
  }

  var isPresented: Bool { world.run { world.navigation.presentedViewController === presented } }
}

/// Dismissals driven by a transitioning delegate's animator and interaction controller.
@Suite @MainActor struct InteractiveDismissalTests {
  @Test(
    "Without an animator the dismissal runs the default 350 ms, and no interaction controller is asked"
  )
  func defaultDismissal() {
    let fixture = PresentedWorld()
    fixture.delegate.interaction = UIPercentDrivenInteractiveTransition()
    fixture.dismiss(at: 100)
    #expect(fixture.delegate.interactionQuestions == 0)
    #expect(fixture.log.entries == ["B.willDisappear", "A.willAppear"])
    fixture.world.wait(until: 449)
    #expect(fixture.isPresented)
    fixture.world.wait(until: 450)
    #expect(!fixture.isPresented)
    #expect(
      fixture.log.entries == [
        "B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear", "completion",
      ])
  }

  @Test("An animator without an interaction controller runs on its own, for its own duration")
  func animatorAlone() {
    let fixture = PresentedWorld()
    fixture.delegate.animator = PlainAnimator()
    fixture.dismiss(at: 100)
    #expect(fixture.delegate.interactionQuestions == 1)
    fixture.world.wait(until: 299)
    #expect(fixture.isPresented)
    fixture.world.wait(until: 300)
    #expect(!fixture.isPresented)
    #expect(fixture.log.entries.last == "completion")
    // Not interactive: no swipe's outcome.
    #expect(fixture.world.simulation.outcomes.isEmpty)
  }

  @Test("An interaction controller holds the dismissal until finish(), which plays the rest")
  func interactiveFinish() {
    let fixture = PresentedWorld()
    let interaction = UIPercentDrivenInteractiveTransition()
    fixture.delegate.animator = PlainAnimator()
    fixture.delegate.interaction = interaction
    fixture.dismiss(at: 100)
    let coordinator = fixture.world.run { fixture.presented.transitionCoordinator }
    #expect(coordinator?.isInteractive == true)
    fixture.world.run { interaction.update(0.3) }
    #expect(fixture.world.run { coordinator?.percentComplete } == 0.3)
    fixture.world.wait(until: 5000)
    #expect(fixture.isPresented)
    fixture.world.run { interaction.finish() }
    // The rest of a 200 ms animation from 300‰: (1000 − 300) × 200 / 1000 = 140 ms.
    fixture.world.wait(until: 5139)
    #expect(fixture.isPresented)
    #expect(fixture.world.simulation.outcomes.isEmpty)
    fixture.world.wait(until: 5140)
    #expect(!fixture.isPresented)
    // An interactive dismissal is a swipe's: its outcome comes at its end ([I8]).
    #expect(fixture.world.simulation.outcomes == [.finished])
    #expect(
      fixture.log.entries == [
        "B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear", "completion",
      ])
  }

  @Test("cancel() plays the dismissal back: the presentation stays and no completion runs")
  func interactiveCancel() {
    let fixture = PresentedWorld()
    let interaction = UIPercentDrivenInteractiveTransition()
    fixture.delegate.animator = PlainAnimator()
    fixture.delegate.interaction = interaction
    fixture.dismiss(at: 100)
    fixture.world.run { interaction.update(0.25) }
    fixture.world.run { interaction.cancel() }
    #expect(
      fixture.log.entries == [
        "B.willDisappear", "A.willAppear", "A.willDisappear", "B.willAppear",
      ])
    // Back from 250‰ of 200 ms: 250 × 200 / 1000 = 50 ms.
    fixture.world.wait(until: 149)
    #expect(fixture.world.run { fixture.presented.transitionCoordinator } != nil)
    fixture.world.wait(until: 150)
    #expect(fixture.world.run { fixture.presented.transitionCoordinator } == nil)
    #expect(fixture.isPresented)
    #expect(
      fixture.log.entries == [
        "B.willDisappear", "A.willAppear", "A.willDisappear", "B.willAppear", "A.didDisappear",
        "B.didAppear",
      ])
    #expect(fixture.world.simulation.outcomes == [.cancelled])
    // The presentation can be dismissed again afterwards.
    fixture.delegate.interaction = nil
    fixture.dismiss(at: 200)
    fixture.world.wait(until: 400)
    #expect(!fixture.isPresented)
  }

  @Test("A dismissal without animation asks the delegate nothing")
  func instantDismissal() {
    let fixture = PresentedWorld()
    fixture.delegate.animator = PlainAnimator()
    fixture.delegate.interaction = UIPercentDrivenInteractiveTransition()
    fixture.world.run { fixture.presented.dismiss(animated: false) }
    #expect(fixture.delegate.interactionQuestions == 0)
    #expect(!fixture.isPresented)
  }
}
