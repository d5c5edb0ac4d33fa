import BackGestureUIKit
import Testing

/// A scroll view whose scrolling is off takes no part in arbitration (spec [U6]).
@Suite @MainActor struct ScrollArbitrationTests {
  /// How a scroll view is switched off, if at all.
  enum Switch: CaseIterable {
    case on, scrollingOff, panOff
  }

  /// A screen with a horizontal scroll view away from its leading edge, under a full-screen
  /// pan on the navigation controller's view; a finger drags forward on the scroll view.
  private static func drag(_ setting: Switch) -> (MirrorWorld, UIScrollView, ActionLog) {
    let log = ActionLog()
    let top = UIViewController()
    let world = MirrorWorld(stack: [UIViewController(), top])
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 300, width: 390, height: 200))
    world.run {
      scroll.axis = .horizontal
      scroll.contentSize = CGSize(width: 1200, height: 200)
      scroll.modelOffset = 300
      top.view.addSubview(scroll)
      switch setting {
      case .on: break
      case .scrollingOff: scroll.isScrollEnabled = false
      case .panOff: scroll.panGestureRecognizer.isEnabled = false
      }
      let pan = UIPanGestureRecognizer(target: log, action: Selector(ActionLog.first))
      world.navigation.view.addGestureRecognizer(pan)
    }
    world.down(1, 200, 400, at: 0)
    world.move(1, 240, 400, at: 16)
    return (world, scroll, log)
  }

  @Test("A scroll view that scrolls wins the pan and follows the finger")
  func enabledScrollViewWins() {
    let (world, scroll, log) = Self.drag(.on)
    #expect(log.entries.isEmpty)
    #expect(world.simulation.outcomes == [.lostToScroll])
    #expect(world.simulation.trackingScrollView === scroll)
  }

  @Test(
    "With scrolling or its pan off, the touch goes to the content under it: the pan begins",
    arguments: [Switch.scrollingOff, .panOff])
  func disabledScrollViewStandsAside(_ setting: Switch) {
    let (world, scroll, log) = Self.drag(setting)
    #expect(log.entries == ["first 1"])
    #expect(world.simulation.outcomes.isEmpty)
    #expect(world.simulation.trackingScrollView == nil)
    #expect(scroll.modelOffset == 300)
  }
}
