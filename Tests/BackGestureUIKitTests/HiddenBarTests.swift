import BackGestureUIKit
import Testing

/// A delegate of the system pop that keeps the swipe whenever there is a screen to go
/// back to and nothing is in flight.
@MainActor
final class KeepingPopDelegate: NSObject, UIGestureRecognizerDelegate {
  weak var navigation: UINavigationController?

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let navigation else { return false }
    return navigation.viewControllers.count > 1 && navigation.transitionCoordinator == nil
  }
}

/// UIKit's own delegate of the system pop refuses while the navigation controller hides
/// its bar, and only then (spec [R-barHidden]).
@Suite @MainActor struct HiddenBarTests {
  /// B over A, with the bar set up by a body; an edge swipe from the middle of the edge.
  func swipe(_ setUp: (MirrorWorld) -> Void) -> MirrorWorld {
    let world = MirrorWorld(stack: [UIViewController(), UIViewController()])
    world.run { setUp(world) }
    world.down(1, 1, 400, at: 100)
    world.move(1, 13, 400, at: 116)
    world.move(1, 53, 400, at: 132)
    return world
  }

  @Test("A bar the controller hides stops the system pop")
  func hiddenThroughTheController() {
    let world = swipe { $0.navigation.setNavigationBarHidden(true, animated: false) }
    #expect(world.navigation.transition == nil)
    #expect(world.navigation.interactivePopGestureRecognizer?.state != .changed)
  }

  @Test("A bar view hidden by itself does not")
  func hiddenBarViewOnly() {
    let world = swipe { $0.navigation.navigationBar.isHidden = true }
    #expect(world.navigation.isNavigationBarHidden == false)
    #expect(world.navigation.interactivePopGestureRecognizer?.state == .changed)
    #expect(world.navigation.transition != nil)
  }

  @Test("A delegate that replaces UIKit's keeps the swipe under the hidden bar")
  func replacedDelegate() {
    let keeper = KeepingPopDelegate()
    let world = swipe { world in
      keeper.navigation = world.navigation
      world.navigation.interactivePopGestureRecognizer?.delegate = keeper
      world.navigation.setNavigationBarHidden(true, animated: false)
    }
    #expect(world.navigation.interactivePopGestureRecognizer?.state == .changed)
    #expect(world.navigation.transition != nil)
  }
}
