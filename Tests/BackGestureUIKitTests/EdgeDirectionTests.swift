import BackGestureUIKit
import Testing

/// A delegate that asks the system pop's own delegate, kept aside, as full-screen pop
/// code often does for a pan of its own.
@MainActor
final class ForwardingPopDelegate: NSObject, UIGestureRecognizerDelegate {
  var system: (any UIGestureRecognizerDelegate)?

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    system?.gestureRecognizerShouldBegin?(gestureRecognizer) ?? false
  }
}

/// UIKit's own delegate of the system pop refuses a drag that heads back, and lets one
/// with no forward travel through (spec [R-direction]); the edge recognizer itself needs
/// travel away from its edge.
@Suite @MainActor struct EdgeDirectionTests {
  /// B over A, with a pan of the app's on the navigation controller's view whose delegate
  /// asks UIKit's; the finger goes down mid-screen and moves by `dx`, `dy`.
  func forwardedPan(dx: Int, dy: Int) -> (MirrorWorld, UIPanGestureRecognizer) {
    let world = MirrorWorld(stack: [UIViewController(), UIViewController()])
    let pan = UIPanGestureRecognizer()
    let forwarder = ForwardingPopDelegate()
    world.run {
      let edge = world.navigation.interactivePopGestureRecognizer
      forwarder.system = edge?.delegate
      edge?.isEnabled = false
      pan.delegate = forwarder
      world.navigation.view.addGestureRecognizer(pan)
    }
    world.down(1, 100, 400, at: 100)
    world.move(1, 100 + dx, 400 + dy, at: 116)
    return (world, pan)
  }

  @Test("UIKit's delegate lets a drag with no forward travel begin")
  func zeroTravelAllowed() {
    let (_, pan) = forwardedPan(dx: 0, dy: 30)
    #expect(pan.state == .began)
  }

  @Test("UIKit's delegate refuses a drag that heads back")
  func backwardRefused() {
    let (_, pan) = forwardedPan(dx: -5, dy: 30)
    #expect(pan.state == .failed)
  }

  @Test("The edge recognizer itself needs travel away from the edge")
  func edgeNeedsTravel() {
    let world = MirrorWorld(stack: [UIViewController(), UIViewController()])
    world.down(1, 10, 400, at: 100)
    world.move(1, 10, 430, at: 116)
    #expect(world.navigation.interactivePopGestureRecognizer?.state == .failed)
    #expect(world.navigation.transition == nil)
  }
}
