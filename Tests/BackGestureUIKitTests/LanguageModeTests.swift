import BackGestureUIKit
import Testing
import _MirrorSwift5Fixture
import _MirrorSwift6Fixture

/// The same app code compiles against the mirror in the Swift 5 and the Swift 6 language
/// modes (the fixtures' targets), and both versions do the same on the simulation.
@Suite @MainActor struct LanguageModeTests {
  @Test("The Swift 5 helper attaches its pan behind the system pop and switches the pop")
  func swift5Helper() {
    let world = MirrorWorld(stack: [UIViewController(), UIViewController()])
    world.run {
      let helper = _MirrorSwift5Fixture.EdgeSwipeHelper(navigationController: world.navigation)
      #expect(helper.pan.view === world.navigation.view)
      #expect(helper.pan.maximumNumberOfTouches == 1)
      #expect(helper.pan.failureRequirements.count == 1)
      #expect(
        helper.pan.failureRequirements.first === world.navigation.interactivePopGestureRecognizer)
      #expect(helper.canPop())
      #expect(helper.makeNext().title == "Next")
      helper.pan.state = .began
      #expect(helper.panCount == 1)
      let toolkit = _MirrorSwift5Fixture.Toolkit(world.navigation)
      #expect(toolkit.setEdgeSwipe(false) == false)
      #expect(toolkit.setEdgeSwipe(true) == true)
      #expect(toolkit.addFullWidthPan().view === world.navigation.view)
    }
  }

  @Test("The Swift 6 helper does what the Swift 5 one does")
  func swift6Helper() {
    let world = MirrorWorld(stack: [UIViewController(), UIViewController()])
    world.run {
      let helper = _MirrorSwift6Fixture.EdgeSwipeHelper(navigationController: world.navigation)
      #expect(helper.pan.view === world.navigation.view)
      #expect(helper.pan.maximumNumberOfTouches == 1)
      #expect(helper.pan.failureRequirements.count == 1)
      #expect(
        helper.pan.failureRequirements.first === world.navigation.interactivePopGestureRecognizer)
      #expect(helper.canPop())
      #expect(helper.makeNext().title == "Next")
      helper.pan.state = .began
      #expect(helper.panCount == 1)
      let toolkit = _MirrorSwift6Fixture.Toolkit(world.navigation)
      #expect(toolkit.setEdgeSwipe(false) == false)
      #expect(toolkit.setEdgeSwipe(true) == true)
      #expect(toolkit.addFullWidthPan().view === world.navigation.view)
    }
  }

  @Test("A screen's protocol extension switches the system pop in both modes")
  func protocolExtension() {
    let swift5 = Swift5Screen()
    let world5 = MirrorWorld(stack: [UIViewController(), swift5])
    world5.run {
      swift5.allowBackSwipe(false)
      #expect(world5.navigation.interactivePopGestureRecognizer?.isEnabled == false)
      swift5.allowBackSwipe()
      #expect(world5.navigation.interactivePopGestureRecognizer?.isEnabled == true)
    }
    let swift6 = Swift6Screen()
    let world6 = MirrorWorld(stack: [UIViewController(), swift6])
    world6.run {
      swift6.allowBackSwipe(false)
      #expect(world6.navigation.interactivePopGestureRecognizer?.isEnabled == false)
      swift6.allowBackSwipe()
      #expect(world6.navigation.interactivePopGestureRecognizer?.isEnabled == true)
    }
  }
}

/// A screen of the Swift 5 fixture's protocol.
private final class Swift5Screen: UIViewController, _MirrorSwift5Fixture.BackSwipeSwitching {}

/// A screen of the Swift 6 fixture's protocol.
private final class Swift6Screen: UIViewController, _MirrorSwift6Fixture.BackSwipeSwitching {}
