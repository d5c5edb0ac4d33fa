import BackGestureUIKit
import Testing

/// Touches reach recognizers and views as UIKit delivers them (spec section 14.12): the
/// calls and their order, the state a recognizer's own code writes, `reset()` and
/// `ignore(_:for:)`. Every world is a phone 390 pt wide, left to right, with two screens;
/// the expectations are worked out from the rules named in each test.
@Suite @MainActor struct TouchDeliveryTests {
  /// Two screens; the top one holds a logging view over its whole view. With `edge` off
  /// the system pop takes no part.
  private static func world(
    log: CallLog, edge: Bool = false
  ) -> (MirrorWorld, LoggingView) {
    let top = UIViewController()
    let world = MirrorWorld(stack: [UIViewController(), top])
    let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), log: log)
    world.run {
      top.view.addSubview(view)
      world.navigation.interactivePopGestureRecognizer?.isEnabled = edge
    }
    return (world, view)
  }

  @Test("A pan is asked, told and decides before its view, and its targets hear after")
  func orderOfCalls() {
    // [TD1]: the pan's shouldReceive(_:), then the delegate's, for the event and the touch;
    // [TD2]: touchesBegan before the view's. Below the slop the pan and then the view hear
    // of the move. At 30 pt the pan decides in its touchesMoved ([TD3]), the graph asks
    // the delegate ([AR6]), the view's touch is cancelled ([TD7]) and the target hears
    // `began` (1). The next move is the pan's alone: `changed` (2). The lift ends the pan
    // (3) and resets it when every finger is up ([TD6]).
    let log = CallLog()
    let (world, view) = Self.world(log: log, edge: true)
    let delegate = LoggingDelegate(log: log)
    let pan = LoggingPan(log: log)
    world.run {
      pan.delegate = delegate
      pan.addTarget(delegate, action: Selector(LoggingDelegate.handle))
      view.addGestureRecognizer(pan)
    }
    world.down(1, 200, 400, at: 0)
    world.move(1, 205, 400, at: 16)
    world.move(1, 230, 400, at: 32)
    world.move(1, 260, 400, at: 48)
    world.up(1, at: 64)
    #expect(
      log.entries == [
        "pan.shouldReceive(event)", "delegate.shouldReceive(event)",
        "delegate.shouldReceive(touch)", "pan.touchesBegan", "view.touchesBegan",
        "pan.touchesMoved", "view.touchesMoved",
        "pan.touchesMoved", "delegate.shouldBegin", "view.touchesCancelled", "action 1",
        "pan.touchesMoved", "action 2",
        "pan.touchesEnded", "action 3", "pan.reset",
      ])
  }

  @Test("Inside touchesMoved the gesture and the event read the move being delivered")
  func readingsInsideTouchesMoved() {
    // [TD1]: at the move to 230,400 at 32 ms, from a touch-down at 200,400: translation
    // 30,0; the velocity from the samples at 16 ms (205) and 32 ms (230) is 25 pt in 16 ms,
    // 1562 pt/s truncated ([V1]); one touch, which the event gives for the pan and for the
    // view it began in; the event's time is 0.032 s.
    let log = CallLog()
    let (world, view) = Self.world(log: log)
    let pan = LoggingPan(log: log)
    world.run { view.addGestureRecognizer(pan) }
    world.down(1, 200, 400, at: 0)
    world.move(1, 205, 400, at: 16)
    world.move(1, 230, 400, at: 32)
    #expect(
      pan.readings == [
        "location 230,400", "translation 30,0", "velocity 1562,0", "touches 1",
        "touch 0 230,400", "event 0.032 1", "for pan true", "for view true",
      ])
  }

  @Test("A pan that fails itself on a vertical or leftward first movement begins only rightward")
  func directionFilteredPan() {
    // [TD4]: the subclass writes `failed` after the pan's own touchesMoved, while the pan
    // still reads `possible` at its decision moment; the failure is the app's own rule,
    // `refused:delegate` ([TD5]), and no target hears of it. A rightward first movement
    // passes the filter and the pan begins ([AR6]).
    let log = ActionLog()
    let (world, _) = Self.world(log: CallLog())
    let pan = RightwardPan(target: log, action: Selector(ActionLog.first))
    world.run { world.navigation.view.addGestureRecognizer(pan) }
    world.down(1, 200, 400, at: 0)
    world.move(1, 200, 430, at: 16)
    #expect(pan.state == .failed)
    world.up(1, at: 32)
    #expect(pan.state == .possible)
    world.down(1, 200, 400, at: 100)
    world.move(1, 170, 400, at: 116)
    world.move(1, 300, 400, at: 132)
    world.up(1, at: 148)
    #expect(world.simulation.outcomes == [.refused("delegate"), .refused("delegate")])
    #expect(log.entries.isEmpty)
    world.down(1, 100, 400, at: 200)
    world.move(1, 130, 400, at: 216)
    world.move(1, 160, 400, at: 232)
    world.up(1, at: 248)
    #expect(log.entries == ["first 1", "first 2", "first 3"])
    #expect(world.simulation.outcomes.count == 2)
  }

  @Test("A recognizer of its own class begins by writing began past its threshold")
  func selfRecognizing() {
    // The decision moment (20 pt) passes it by: its class decides nothing there ([TD3]).
    // At 40 pt its write of `began` goes through the graph and begins it ([TD4]); then
    // `changed`, and `ended` at the lift, each heard by the target once its method returns.
    let log = ActionLog()
    let (world, _) = Self.world(log: CallLog())
    let drag = FarDragRecognizer(target: log, action: Selector(ActionLog.first))
    world.run { world.navigation.view.addGestureRecognizer(drag) }
    world.down(1, 100, 400, at: 0)
    world.move(1, 120, 400, at: 16)
    #expect(drag.state == .possible)
    #expect(log.entries.isEmpty)
    world.move(1, 140, 400, at: 32)
    #expect(drag.state == .began)
    world.move(1, 160, 400, at: 48)
    world.up(1, at: 64)
    #expect(log.entries == ["first 1", "first 2", "first 3"])
    #expect(drag.state == .possible)
    #expect(world.simulation.outcomes.isEmpty)
  }

  @Test("A begin a recognizer writes for itself is put to its delegate")
  func selfRecognizingRefused() {
    // [TD4]: the write asks to leave `possible`, so the delegate's
    // gestureRecognizerShouldBegin(_:) decides ([AR6]); `false` fails it with
    // `refused:delegate`, recorded then: it was the last participant left to decide ([AR9]).
    let log = CallLog()
    let (world, _) = Self.world(log: CallLog())
    let delegate = LoggingDelegate(log: log)
    delegate.begins = false
    let drag = FarDragRecognizer(target: delegate, action: Selector(LoggingDelegate.handle))
    world.run {
      drag.delegate = delegate
      world.navigation.view.addGestureRecognizer(drag)
    }
    world.down(1, 100, 400, at: 0)
    world.move(1, 120, 400, at: 16)
    #expect(world.simulation.outcomes.isEmpty)
    world.move(1, 140, 400, at: 32)
    #expect(drag.state == .failed)
    #expect(world.simulation.outcomes == [.refused("delegate")])
    #expect(
      log.entries == [
        "delegate.shouldReceive(event)", "delegate.shouldReceive(touch)", "delegate.shouldBegin",
      ])
  }
}
