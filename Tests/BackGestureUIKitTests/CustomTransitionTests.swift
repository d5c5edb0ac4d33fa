import BackGestureUIKit
import Testing

/// A navigation delegate with a custom push animator and no interaction controller; the
/// pop keeps UIKit's default (it answers `nil`).
@MainActor
final class CustomPushDelegate: NSObject, UINavigationControllerDelegate {
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    operation == .push ? PlainAnimator() : nil
  }
}

/// A recognizer delegate that never lets its recognizer begin.
@MainActor
final class NeverBeginDelegate: NSObject, UIGestureRecognizerDelegate {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// A navigation delegate that only hears of the screens it shows.
@MainActor
final class DidShowOnlyDelegate: NSObject, UINavigationControllerDelegate {
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}
}

/// A navigation delegate that implements custom transitions stops UIKit's own delegate of
/// the system pop from letting it receive touches; an app that replaces that delegate
/// keeps the swipe (spec [U9]).
@Suite @MainActor struct CustomTransitionTests {
  /// A over the root, B pushed with animation (the controller asks its delegate for an
  /// animator), then an edge swipe once the push has ended.
  func swipeAfterPush(
    _ delegate: any UINavigationControllerDelegate,
    _ setUp: (MirrorWorld) -> Void = { _ in }
  ) -> MirrorWorld {
    let world = MirrorWorld(stack: [UIViewController()])
    world.run {
      world.navigation.delegate = delegate
      setUp(world)
      world.navigation.pushViewController(UIViewController(), animated: true)
    }
    world.wait(until: 1000)
    world.down(1, 5, 400, at: 1000)
    world.move(1, 25, 400, at: 1016)
    world.move(1, 60, 400, at: 1032)
    return world
  }

  @Test("With custom transitions and UIKit's delegate, the edge swipe gets no touch")
  func customTransitionsStopTheSwipe() {
    let delegate = CustomPushDelegate()
    let world = swipeAfterPush(delegate)
    #expect(world.navigation.viewControllers.count == 2)
    #expect(world.navigation.transition == nil)
    #expect(world.navigation.interactivePopGestureRecognizer?.state == .possible)
  }

  @Test("A delegate without custom transitions keeps the swipe")
  func plainDelegateKeepsTheSwipe() {
    let delegate = DidShowOnlyDelegate()
    let world = swipeAfterPush(delegate)
    #expect(world.navigation.transition != nil)
    #expect(world.navigation.interactivePopGestureRecognizer?.state == .changed)
  }

  @Test("An app that replaces the system pop's delegate keeps the swipe, with UIKit's pop")
  func replacedDelegateKeepsTheSwipe() {
    let delegate = CustomPushDelegate()
    let keeper = KeepingPopDelegate()
    let world = swipeAfterPush(delegate) { world in
      keeper.navigation = world.navigation
      world.navigation.interactivePopGestureRecognizer?.delegate = keeper
    }
    #expect(world.navigation.interactivePopGestureRecognizer?.state == .changed)
    #expect(world.navigation.transition?.durationMilliseconds == 350)
  }

  @Test("A recognizer of the app's that waits for the system pop lets it receive touches again")
  func dependentReopensTheSwipe() {
    let delegate = CustomPushDelegate()
    let waiting = UIPanGestureRecognizer()
    let world = swipeAfterPush(delegate) { world in
      world.navigation.view.addGestureRecognizer(waiting)
      if let edge = world.navigation.interactivePopGestureRecognizer {
        waiting.require(toFail: edge)
      }
    }
    #expect(world.navigation.interactivePopGestureRecognizer?.state == .changed)
  }

  @Test("A failure requirement of the app's own lets the system pop receive touches again")
  func failureRequirementReopensTheSwipe() {
    let delegate = CustomPushDelegate()
    let other = UIPanGestureRecognizer()
    let refusing = NeverBeginDelegate()
    let world = swipeAfterPush(delegate) { world in
      other.delegate = refusing
      world.navigation.view.addGestureRecognizer(other)
      world.navigation.interactivePopGestureRecognizer?.require(toFail: other)
    }
    #expect(world.navigation.interactivePopGestureRecognizer?.state == .changed)
  }
}
