import BackGestureUIKit
import Testing

/// An operation that the app's own code starts while an animated transition runs: on
/// iOS 26 the running animation ends first, on iOS 18 the call is a fault (spec [O7],
/// [U11]).
@Suite @MainActor struct InterruptionTests {
  /// A mirror world with A on the stack and an animated push of B running since 0 ms,
  /// with a 200 ms animator of the app's own; the log is cleared after the push started.
  /// The navigation controller holds its delegate weakly: the caller keeps it.
  private static func pushing(ios26: Bool) -> (MirrorWorld, CallLog, AnimatorDelegate) {
    let log = CallLog()
    let world = MirrorWorld(stack: [LoggingController("A", log: log)], ios26: ios26)
    let delegate = AnimatorDelegate()
    world.navigation.delegate = delegate
    world.run {
      world.navigation.pushViewController(LoggingController("B", log: log), animated: true)
    }
    log.entries.removeAll()
    return (world, log, delegate)
  }

  @Test("On iOS 26 a push during an animated push ends it with its callbacks, then starts")
  func interruptsOnIOS26() {
    let (world, log, delegate) = Self.pushing(ios26: true)
    defer { withExtendedLifetime(delegate) {} }
    world.wait(until: 100)
    world.run {
      #expect(world.navigation.transitionCoordinator?.isInterruptible == true)
      world.navigation.pushViewController(LoggingController("C", log: log), animated: true)
    }
    #expect(
      log.entries == [
        "A.didDisappear", "B.didAppear", "B.didMove(nav)", "C.willMove(nav)",
        "B.willDisappear", "C.willAppear",
      ])
    #expect(world.simulation.faults.isEmpty)
    #expect(world.navigation.viewControllers.count == 3)
    world.wait(until: 299)
    #expect(world.navigation.transition != nil)
    world.wait(until: 300)
    #expect(world.navigation.transition == nil)
    #expect(log.entries.suffix(3) == ["B.didDisappear", "C.didAppear", "C.didMove(nav)"])
  }

  @Test("On iOS 18 the same push is a fault and changes nothing")
  func faultOnIOS18() {
    let (world, log, delegate) = Self.pushing(ios26: false)
    defer { withExtendedLifetime(delegate) {} }
    world.wait(until: 100)
    world.run {
      #expect(world.navigation.transitionCoordinator?.isInterruptible == false)
      world.navigation.pushViewController(LoggingController("C", log: log), animated: true)
    }
    #expect(log.entries.isEmpty)
    #expect(
      world.simulation.faults
        == ["pushViewController(_:animated:) was called while a transition is in flight"])
    #expect(world.navigation.viewControllers.count == 2)
    world.wait(until: 200)
    #expect(log.entries == ["A.didDisappear", "B.didAppear", "B.didMove(nav)"])
  }
}
