import BackGestureUIKit
import Testing

/// A delegate whose answers to the graph's questions a test sets (spec [AR5]-[AR7]).
@MainActor
final class GraphDelegate: NSObject, UIGestureRecognizerDelegate {
  var begins = true
  var simultaneousWithScroll = false
  var requiresScrollToFail = false
  var scrollRequiredToFail = false
  var requires: [UIGestureRecognizer] = []
  var beginQuestions = 0

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    beginQuestions += 1
    return begins
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    simultaneousWithScroll && otherGestureRecognizer.view is UIScrollView
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    requiresScrollToFail && otherGestureRecognizer.view is UIScrollView
      || requires.contains { $0 === otherGestureRecognizer }
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    scrollRequiredToFail && otherGestureRecognizer.view is UIScrollView
  }
}

/// A pan that no recognizer can prevent (spec [AR7], `canBePrevented(by:)`).
@MainActor
final class UnpreventablePan: UIPanGestureRecognizer {
  override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }
}

/// A pan that, as a subclass, waits for every scroll view's pan (spec [AR5],
/// `shouldRequireFailure(of:)`).
@MainActor
final class ScrollWaitingPan: UIPanGestureRecognizer {
  override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    otherGestureRecognizer.view is UIScrollView
  }
}

/// The recognizer graph of spec section 14.7 and the scroll views of 14.8 on the mirror.
/// Every world is a phone 390 pt wide, left to right, with two screens; the expectations
/// are worked out from the rules named in each test.
@Suite @MainActor struct ArbitrationTests {
  /// Two screens; the top one holds a horizontal scroll view at y 300–500, 390 wide.
  private static func world(
    content: Int = 1200, offset: Int = 0, configure: (UIScrollView) -> Void = { _ in }
  ) -> (MirrorWorld, UIScrollView) {
    let top = UIViewController()
    let world = MirrorWorld(stack: [UIViewController(), top])
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 300, width: 390, height: 200))
    world.run {
      scroll.axis = .horizontal
      scroll.contentSize = CGSize(width: content, height: 200)
      scroll.modelOffset = offset
      top.view.addSubview(scroll)
      configure(scroll)
    }
    return (world, scroll)
  }

  /// An app pan on the navigation controller's view, logging as `first`.
  private static func addPan(
    _ world: MirrorWorld, _ log: ActionLog, _ pan: UIPanGestureRecognizer? = nil
  ) -> UIPanGestureRecognizer {
    let pan = pan ?? UIPanGestureRecognizer()
    pan.addTarget(log, action: Selector(ActionLog.first))
    world.run { world.navigation.view.addGestureRecognizer(pan) }
    return pan
  }

  @Test("Unconfigured, a scroll view at its leading edge beats the edge swipe and bounces")
  func deeperScrollViewBeatsTheEdge() {
    // [AR2]: the scroll view is deeper; [SV2]: its pan begins at the leading edge too;
    // [AR7]: it excludes the edge, which fails with lost:scroll ([AR9]). The second move
    // drags 20 pt past the leading edge; with bounces ([SV1]) half of it shows: -10.
    let (world, scroll) = Self.world()
    world.down(1, 5, 400, at: 0)
    world.move(1, 40, 400, at: 16)
    world.move(1, 60, 400, at: 32)
    #expect(world.simulation.outcomes == [.lostToScroll])
    #expect(world.navigation.interactivePopGestureRecognizer?.state == .failed)
    #expect(world.simulation.trackingScrollView === scroll)
    #expect(scroll.modelOffset == -10)
    #expect(scroll.isDragging && scroll.isTracking)
  }

  @Test("require(toFail:) on the edge: the scroll view waits and the edge pops")
  func scrollViewRequiresTheEdgeToFail() {
    // [AR5] static requirement; the edge begins ([AR6]) and the waiting pan fails
    // ([AR7]): no outcome yet, the pop runs, the content stays.
    let (world, scroll) = Self.world()
    let edge = world.navigation.interactivePopGestureRecognizer!
    world.run { scroll.panGestureRecognizer.require(toFail: edge) }
    world.down(1, 5, 400, at: 0)
    world.move(1, 40, 400, at: 16)
    world.move(1, 60, 400, at: 32)
    #expect(edge.state == .changed)
    #expect(scroll.panGestureRecognizer.state == .failed)
    #expect(world.simulation.outcomes.isEmpty)
    #expect(world.navigation.transitionCoordinator?.isInteractive == true)
    #expect(scroll.modelOffset == 0)
  }

  @Test("require(toFail:) on the edge: a touch outside the edge zone scrolls at once")
  func waitingScrollViewBeginsWhenTheEdgeFails() {
    // The edge fails its zone at the decision moment ([AR4]); the requirement is met, so
    // the scroll view's pan begins in the same step ([AR8]). Dragging back 40 pt from
    // offset 300: 340. The attempt's outcome is the edge's refusal ([AR9]).
    let (world, scroll) = Self.world(offset: 300)
    world.run {
      scroll.panGestureRecognizer.require(toFail: world.navigation.interactivePopGestureRecognizer!)
    }
    world.down(1, 200, 400, at: 0)
    world.move(1, 180, 400, at: 16)
    world.move(1, 140, 400, at: 32)
    #expect(world.simulation.outcomes == [.refused("edgeZone")])
    #expect(scroll.panGestureRecognizer.state == .changed)
    #expect(scroll.modelOffset == 340)
  }

  @Test("Simultaneous recognition: the pop runs and the scroll view keeps scrolling")
  func simultaneousScrollKeepsScrolling() {
    // The scroll view's pan begins first ([AR2]); the app pan's delegate lets both
    // recognize ([AR7], one `true` is enough); the app pan is then asked and begins. Each
    // later move reaches both ([AR11], [SV5]): from offset 300 the content follows the
    // finger 40 pt forward, to 260.
    let log = ActionLog()
    let (world, scroll) = Self.world(offset: 300)
    let delegate = GraphDelegate()
    delegate.simultaneousWithScroll = true
    let pan = Self.addPan(world, log)
    pan.delegate = delegate
    world.down(1, 200, 400, at: 0)
    world.move(1, 240, 400, at: 16)
    world.move(1, 280, 400, at: 32)
    #expect(log.entries == ["first 1", "first 2"])
    #expect(scroll.panGestureRecognizer.state == .changed)
    #expect(scroll.modelOffset == 260)
    #expect(world.simulation.outcomes.isEmpty)
  }

  @Test("Without simultaneity the scroll view excludes the app pan: lost:scroll")
  func exclusionWithoutSimultaneity() {
    let log = ActionLog()
    let (world, scroll) = Self.world(offset: 300)
    let delegate = GraphDelegate()
    let pan = Self.addPan(world, log)
    pan.delegate = delegate
    world.down(1, 200, 400, at: 0)
    world.move(1, 240, 400, at: 16)
    #expect(log.entries.isEmpty)
    #expect(delegate.beginQuestions == 0)
    #expect(world.simulation.outcomes == [.lostToScroll])
    #expect(scroll.panGestureRecognizer.state == .began)
  }

  @Test("shouldBeRequiredToFailBy from the app pan's delegate makes the scroll view wait")
  func dynamicRequirementFromTheRequiredSide() {
    // [AR5]: the app pan's delegate sets up the requirement from the other side.
    let log = ActionLog()
    let (world, scroll) = Self.world(offset: 300)
    let delegate = GraphDelegate()
    delegate.scrollRequiredToFail = true
    let pan = Self.addPan(world, log)
    pan.delegate = delegate
    world.down(1, 200, 400, at: 0)
    world.move(1, 240, 400, at: 16)
    #expect(log.entries == ["first 1"])
    #expect(scroll.panGestureRecognizer.state == .failed)
    #expect(scroll.modelOffset == 300)
  }

  @Test("Both requirements at once form a cycle: nothing begins, both fail when the finger lifts")
  func requirementCycle() {
    // [AR8]: each waits for the other; at the lift both fail like taps, with no outcome.
    let log = ActionLog()
    let (world, scroll) = Self.world(offset: 300)
    let delegate = GraphDelegate()
    delegate.scrollRequiredToFail = true
    delegate.requiresScrollToFail = true
    let pan = Self.addPan(world, log)
    pan.delegate = delegate
    world.down(1, 200, 400, at: 0)
    world.move(1, 240, 400, at: 16)
    #expect(pan.state == .possible)
    #expect(scroll.panGestureRecognizer.state == .possible)
    world.up(1, at: 32)
    #expect(log.entries.isEmpty)
    #expect(world.simulation.outcomes.isEmpty)
    #expect(pan.state == .possible)
    #expect(scroll.modelOffset == 300)
  }

  @Test("A recognizer that waits is asked whether to begin only when the other fails")
  func waiterBeginsWhenAppCodeFailsTheRequired() {
    // The app pan waits for a pan on the top screen's view, which is deeper and decides
    // first ([AR2]): its delegate refuses, so it fails, and only then is the app pan
    // asked, and it begins ([AR6], [AR8]).
    let log = ActionLog()
    let (world, _) = Self.world(offset: 300, configure: { $0.isScrollEnabled = false })
    let inner = UIPanGestureRecognizer()
    let innerDelegate = GraphDelegate()
    innerDelegate.begins = false
    inner.delegate = innerDelegate
    world.run { world.navigation.topViewController?.view.addGestureRecognizer(inner) }
    let delegate = GraphDelegate()
    delegate.requires = [inner]
    let pan = Self.addPan(world, log)
    pan.delegate = delegate
    world.down(1, 200, 400, at: 0)
    world.move(1, 240, 400, at: 16)
    #expect(innerDelegate.beginQuestions == 1)
    #expect(inner.state == .failed)
    #expect(delegate.beginQuestions == 1)
    #expect(log.entries == ["first 1"])
  }

  @Test("A waiting recognizer begins when app code fails the one it waits for")
  func waiterBeginsLater() {
    // The app pan waits for the inner pan, which waits for the app pan: a cycle ([AR8]).
    // App code then sets the inner pan's state to failed: the app pan is asked at once
    // and begins.
    let log = ActionLog()
    let (world, _) = Self.world(offset: 300, configure: { $0.isScrollEnabled = false })
    let inner = UIPanGestureRecognizer()
    let delegate = GraphDelegate()
    let pan = Self.addPan(world, log)
    pan.delegate = delegate
    delegate.requires = [inner]
    world.run {
      world.navigation.topViewController?.view.addGestureRecognizer(inner)
      inner.require(toFail: pan)
    }
    world.down(1, 200, 400, at: 0)
    world.move(1, 240, 400, at: 16)
    #expect(log.entries.isEmpty)
    world.run { inner.state = .failed }
    #expect(log.entries == ["first 1"])
    #expect(delegate.beginQuestions == 1)
  }

  @Test("A subclass's shouldRequireFailure(of:) adds a requirement")
  func subclassRequirement() {
    // The pan waits for the scroll view's pan, which fails on a mostly vertical drag
    // ([SV2], it scrolls only horizontally): the pan then begins.
    let log = ActionLog()
    let (world, scroll) = Self.world(offset: 300)
    _ = Self.addPan(world, log, ScrollWaitingPan())
    world.down(1, 200, 400, at: 0)
    world.move(1, 205, 440, at: 16)
    #expect(scroll.panGestureRecognizer.state == .failed)
    #expect(log.entries == ["first 1"])
  }

  @Test("canBePrevented(by:) false keeps a pan beside the scroll view that began")
  func unpreventable() {
    let log = ActionLog()
    let (world, scroll) = Self.world(offset: 300)
    _ = Self.addPan(world, log, UnpreventablePan())
    world.down(1, 200, 400, at: 0)
    world.move(1, 240, 400, at: 16)
    #expect(scroll.panGestureRecognizer.state == .began)
    #expect(log.entries == ["first 1"])
  }

  @Test("Nested scroll views of one axis: the inner one wins")
  func nestedSameAxis() {
    // [SV2], [AR2]: a pager holding a horizontal strip; a horizontal drag on the strip.
    let (world, pager) = Self.world(content: 1170) { $0.isPagingEnabled = true }
    let strip = UIScrollView(frame: CGRect(x: 0, y: 50, width: 390, height: 100))
    world.run {
      strip.axis = .horizontal
      strip.contentSize = CGSize(width: 800, height: 100)
      strip.modelOffset = 100
      pager.addSubview(strip)
    }
    world.down(1, 200, 400, at: 0)
    world.move(1, 180, 400, at: 16)
    world.move(1, 150, 400, at: 32)
    #expect(world.simulation.trackingScrollView === strip)
    #expect(strip.modelOffset == 130)
    #expect(pager.modelOffset == 0)
  }

  @Test("Nested scroll views across axes: a horizontal drag on a vertical list pages")
  func nestedCrossAxis() {
    // The list cannot scroll horizontally, so its pan fails ([SV2]) and the pager's
    // begins; releasing past half a page after dragging back 250 pt snaps to page 1 ([K5]).
    let (world, pager) = Self.world(content: 1170) { $0.isPagingEnabled = true }
    let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
    world.run {
      list.axis = .vertical
      list.contentSize = CGSize(width: 390, height: 2000)
      pager.addSubview(list)
    }
    world.down(1, 300, 400, at: 0)
    world.move(1, 280, 400, at: 16)
    world.move(1, 30, 400, at: 500)
    world.up(1, at: 700)
    #expect(list.panGestureRecognizer.state == .possible)
    #expect(pager.modelOffset == 390)
  }

  @Test(
    "Narrow content scrolls only with bounces and alwaysBounceHorizontal",
    arguments: [(true, true, true), (true, false, false), (false, true, false)])
  func alwaysBounce(_ bounces: Bool, _ always: Bool, _ scrolls: Bool) {
    // [SV1]: content 390 in a 390-wide view.
    let log = ActionLog()
    let (world, scroll) = Self.world(content: 390) {
      $0.bounces = bounces
      $0.alwaysBounceHorizontal = always
    }
    _ = Self.addPan(world, log)
    world.down(1, 200, 400, at: 0)
    world.move(1, 240, 400, at: 16)
    #expect((world.simulation.trackingScrollView === scroll) == scrolls)
    #expect(log.entries == (scrolls ? [] : ["first 1"]))
  }

  @Test("The adjusted inset counts: narrow content with a wide inset scrolls", arguments: [0, 100])
  func adjustedInset(_ inset: Int) {
    // [SV1], [SV3]: 300 + inset > 390 only with the 100-pt inset; bounces off.
    let log = ActionLog()
    let (world, scroll) = Self.world(content: 300) {
      $0.bounces = false
      $0.contentInset = UIEdgeInsets(top: 0, left: CGFloat(inset), bottom: 0, right: 0)
    }
    _ = Self.addPan(world, log)
    world.down(1, 200, 400, at: 0)
    world.move(1, 160, 400, at: 16)
    #expect((world.simulation.trackingScrollView === scroll) == (inset == 100))
    #expect(scroll.adjustedContentInset.left == CGFloat(inset))
  }

  @Test("A slider's knob in a scroll view keeps the touch from the scroll view and from the pan")
  func sliderVetoes() {
    // [AR4], [C4]: the slider tracks its knob, so it answers false for both pans.
    let log = ActionLog()
    let (world, scroll) = Self.world(offset: 300)
    let slider = UISlider(frame: CGRect(x: 20, y: 20, width: 300, height: 40))
    world.run {
      scroll.addSubview(slider)
      // The knob's centre under the touch-down.
      slider.value = Float(slider.convert(CGPoint(x: 100, y: 340), from: nil).x) / 300
    }
    _ = Self.addPan(world, log)
    world.down(1, 100, 340, at: 0)
    world.move(1, 140, 340, at: 16)
    #expect(log.entries.isEmpty)
    #expect(world.simulation.trackingScrollView == nil)
    #expect(world.simulation.outcomes == [.lostToControl])
  }

  @Test("A slider's track in a scroll view leaves the touch to the scroll view")
  func sliderTrackLeavesTouch() {
    let log = ActionLog()
    let (world, scroll) = Self.world(offset: 300)
    let slider = UISlider(frame: CGRect(x: 20, y: 20, width: 300, height: 40))
    world.run {
      scroll.addSubview(slider)
      slider.value = 1
    }
    _ = Self.addPan(world, log)
    world.down(1, 100, 340, at: 0)
    world.move(1, 140, 340, at: 16)
    #expect(world.simulation.trackingScrollView === scroll)
    #expect(!world.simulation.outcomes.contains(.lostToControl))
  }

  @Test("Turning a scroll view's pan off while it recognizes cancels it: the content stops")
  func cancelledScrollPanStops() {
    // [SV5]: the pan is cancelled (isEnabled, [AR3]); the view settles without a fling
    // and no longer follows the finger. From 300, dragged back 40 pt: 340, then it stays.
    let (world, scroll) = Self.world(offset: 300)
    world.down(1, 200, 400, at: 0)
    world.move(1, 180, 400, at: 16)
    world.move(1, 140, 400, at: 32)
    #expect(scroll.modelOffset == 340)
    world.run {
      scroll.panGestureRecognizer.isEnabled = false
      scroll.panGestureRecognizer.isEnabled = true
    }
    world.move(1, 100, 400, at: 48)
    #expect(scroll.panGestureRecognizer.state == .cancelled)
    #expect(world.simulation.trackingScrollView == nil)
    #expect(scroll.modelOffset == 340)
    #expect(!scroll.isDragging)
  }

  @Test("App code that cancels a scroll view's pan before the content moved leaves it as it is")
  func cancelledBeforeMoving() {
    // [SV5] model choice: an offset outside the range ([Q11]) is not clamped by a cancel
    // that app code makes before any drag; the app pan recognizes simultaneously ([AR7]).
    let log = ActionLog()
    let (world, scroll) = Self.world(offset: -20)
    let delegate = GraphDelegate()
    delegate.simultaneousWithScroll = true
    let pan = Self.addPan(world, log)
    pan.delegate = delegate
    world.down(1, 200, 400, at: 0)
    world.move(1, 240, 400, at: 16)
    #expect(scroll.panGestureRecognizer.state == .began)
    world.run { scroll.panGestureRecognizer.state = .cancelled }
    world.move(1, 280, 400, at: 32)
    world.up(1, at: 48)
    #expect(scroll.modelOffset == -20)
    #expect(log.entries == ["first 1", "first 2", "first 3"])
  }
}
