import BackGestureUIKit
import Testing

/// The end of a touch sequence, ignored touches and the views' share of the touches
/// (spec [TD6], [TD7]), and the subclass methods that change the graph ([AR5], [AR7]).
extension TouchDeliveryTests {
  /// Two screens with the system pop off; the top one holds a logging view over its
  /// whole view, which `pan` is attached to.
  private static func world(
    log: CallLog, pan: UIGestureRecognizer
  ) -> (MirrorWorld, LoggingView) {
    let top = UIViewController()
    let world = MirrorWorld(stack: [UIViewController(), top])
    let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), log: log)
    world.run {
      top.view.addSubview(view)
      view.addGestureRecognizer(pan)
      world.navigation.interactivePopGestureRecognizer?.isEnabled = false
    }
    return (world, view)
  }

  @Test("reset() comes once per touch sequence, after the last finger lifts")
  func resetTiming() {
    // A tap: the pan fails as its finger lifts ([G6]), the view hears the end ([TD7]), and
    // the pan is reset ([TD6]). Then two fingers on a one-finger pan: the second fails it
    // at once ([G4]); a failed pan hears no more ([TD6]) and is reset only when the last
    // finger lifts.
    let log = CallLog()
    let pan = LoggingPan(log: log)
    pan.maximumNumberOfTouches = 1
    let (world, _) = Self.world(log: log, pan: pan)
    world.down(1, 200, 400, at: 0)
    world.up(1, at: 16)
    #expect(
      log.entries == [
        "pan.shouldReceive(event)", "pan.touchesBegan", "view.touchesBegan",
        "pan.touchesEnded", "view.touchesEnded", "pan.reset",
      ])
    log.entries.removeAll()
    world.down(1, 200, 400, at: 100)
    world.down(2, 250, 400, at: 116)
    #expect(pan.state == .failed)
    world.up(1, at: 132)
    #expect(pan.state == .failed)
    world.up(2, at: 148)
    #expect(pan.state == .possible)
    #expect(
      log.entries == [
        "pan.shouldReceive(event)", "pan.touchesBegan", "view.touchesBegan",
        "pan.touchesBegan", "view.touchesBegan",
        "view.touchesEnded", "view.touchesEnded", "pan.reset",
      ])
  }

  @Test("An ignored touch reaches the recognizer no more and stays with the view")
  func ignoredTouch() {
    // [TD6]: the pan ignores the touch in touchesBegan, so it hears no move, never decides
    // and never begins; still `possible` when the finger lifts, it fails and is reset once.
    // The view hears every phase of the touch ([TD7]).
    let log = CallLog()
    let pan = IgnoringPan()
    let (world, _) = Self.world(log: log, pan: pan)
    world.down(1, 200, 400, at: 0)
    world.move(1, 230, 400, at: 16)
    world.move(1, 260, 400, at: 32)
    #expect(pan.numberOfTouches == 0)
    world.up(1, at: 48)
    #expect(pan.moves == 0)
    #expect(pan.resets == 1)
    #expect(
      log.entries == [
        "view.touchesBegan", "view.touchesMoved", "view.touchesMoved", "view.touchesEnded",
      ])
  }

  @Test("delaysTouchesBegan holds the touch back from the view until the pan fails")
  func delayedTouchesBegan() {
    // [TD7]: while the pan is `possible` the view hears nothing; its delegate refuses it at
    // the decision moment, and the view then hears the touch begin and move, and after
    // that every move and the end.
    let log = CallLog()
    let pan = UIPanGestureRecognizer()
    pan.delaysTouchesBegan = true
    let delegate = GraphDelegate()
    delegate.begins = false
    pan.delegate = delegate
    let (world, _) = Self.world(log: log, pan: pan)
    world.down(1, 200, 400, at: 0)
    world.move(1, 205, 400, at: 16)
    #expect(log.entries.isEmpty)
    world.move(1, 230, 400, at: 32)
    world.move(1, 260, 400, at: 48)
    world.up(1, at: 64)
    #expect(
      log.entries == [
        "view.touchesBegan", "view.touchesMoved", "view.touchesMoved", "view.touchesEnded",
      ])
  }

  @Test("With cancelsTouchesInView off, the view keeps the touch of a pan that began")
  func touchesNotCancelled() {
    // [TD7]: the pan begins at the decision moment and the view still hears every move
    // and the end, each after the pan's action.
    let log = CallLog()
    let delegate = LoggingDelegate(log: log)
    let pan = UIPanGestureRecognizer(target: delegate, action: Selector(LoggingDelegate.handle))
    pan.cancelsTouchesInView = false
    let (world, _) = Self.world(log: log, pan: pan)
    world.down(1, 200, 400, at: 0)
    world.move(1, 230, 400, at: 16)
    world.move(1, 260, 400, at: 32)
    world.up(1, at: 48)
    #expect(
      log.entries == [
        "view.touchesBegan", "action 1", "view.touchesMoved", "action 2", "view.touchesMoved",
        "action 3", "view.touchesEnded",
      ])
  }

  /// Two pans on the navigation controller's view, `first` added first; the system pop
  /// is off. `second`, added last, decides first ([AR2]).
  private static func twoPans(
    _ configure: (GraphPan, GraphPan) -> Void
  ) -> (first: GraphPan, second: GraphPan) {
    let world = MirrorWorld(stack: [UIViewController(), UIViewController()])
    let first = GraphPan()
    let second = GraphPan()
    configure(first, second)
    world.run {
      world.navigation.interactivePopGestureRecognizer?.isEnabled = false
      world.navigation.view.addGestureRecognizer(first)
      world.navigation.view.addGestureRecognizer(second)
    }
    world.down(1, 200, 400, at: 0)
    world.move(1, 230, 400, at: 16)
    return (first, second)
  }

  @Test("Subclass overrides of canPrevent and canBePrevented let both pans begin")
  func preventionOverrides() {
    // [AR7]: the second pan begins and would exclude the first; `canPrevent(_:)` false on
    // the one that begins, or `canBePrevented(by:)` false on the other, keeps the first
    // `possible`, and it begins in turn ([AR6]).
    let plain = Self.twoPans { _, _ in }
    #expect(plain.second.state == .began && plain.first.state == .failed)
    let cannot = Self.twoPans { _, second in second.prevents = false }
    #expect(cannot.second.state == .began && cannot.first.state == .began)
    let immune = Self.twoPans { first, _ in first.preventable = false }
    #expect(immune.second.state == .began && immune.first.state == .began)
  }

  @Test("Subclass failure requirements make the pan that decides first wait")
  func failureRequirementOverrides() {
    // [AR5]: `shouldRequireFailure(of:)` on the second pan, or `shouldBeRequiredToFail(by:)`
    // on the first, makes the second wait for the first; the first begins, and the second,
    // which waited for it, fails ([AR7]).
    let requires = Self.twoPans { first, second in second.requires = first }
    #expect(requires.first.state == .began && requires.second.state == .failed)
    let required = Self.twoPans { first, second in first.requiredBy = second }
    #expect(required.first.state == .began && required.second.state == .failed)
  }
}
