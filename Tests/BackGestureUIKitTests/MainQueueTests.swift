import BackGestureUIKit
import Testing

/// Work an app defers on the main queue runs on the simulated clock (spec [U26]).
@Suite @MainActor struct MainQueueTests {
  @Test("asyncAfter runs at its simulated time; async runs once the current event is done")
  func deferredWorkRunsOnTheClock() {
    let world = MirrorWorld(stack: [UIViewController(), UIViewController()])
    var log: [String] = []
    world.run {
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
        log.append("pop at \(world.simulation.time)")
        world.navigation.popViewController(animated: false)
      }
      DispatchQueue.main.async { log.append("async at \(world.simulation.time)") }
      log.append("scheduled")
    }
    #expect(log == ["scheduled"])
    world.wait(until: 299)
    #expect(log == ["scheduled", "async at 0"])
    #expect(world.navigation.viewControllers.count == 2)
    world.wait(until: 300)
    #expect(log == ["scheduled", "async at 0", "pop at 300"])
    #expect(world.navigation.viewControllers.count == 1)
  }

  @Test("Work that reschedules itself at the same time forever is a fault, not a hang")
  func runawayWorkIsAFault() {
    let world = MirrorWorld(stack: [UIViewController()])
    var runs = 0
    func again() {
      runs += 1
      DispatchQueue.main.async { again() }
    }
    world.run { DispatchQueue.main.async { again() } }
    world.wait(until: 16)
    // Actions 1 to 10,000 at 0 ms each call again() once; the 10,001st is the fault.
    #expect(runs == 10_000)
    #expect(
      world.simulation.faults
        == [
          "work on the main queue scheduled more work at 0 ms 10000 times without the clock moving"
        ])
  }
}

/// Timers fire on the simulated clock (spec [U26]).
@Suite @MainActor struct MirrorTimerTests {
  @Test("A one-shot timer fires once at its time; a repeating one every interval")
  func timersFire() {
    let world = MirrorWorld(stack: [UIViewController()])
    var fires: [String] = []
    var ticker: Timer?
    world.run {
      Timer.scheduledTimer(withTimeInterval: 0.25, repeats: false) { _ in
        fires.append("once at \(world.simulation.time)")
      }
      ticker = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in
        fires.append("tick at \(world.simulation.time)")
      }
    }
    world.wait(until: 300)
    // 100, 200 and 300 ms for the ticker, 250 ms for the one-shot timer.
    #expect(fires == ["tick at 100", "tick at 200", "once at 250", "tick at 300"])
    world.run { ticker?.invalidate() }
    world.wait(until: 1000)
    #expect(fires.count == 4)
    #expect(ticker?.isValid == false)
  }

  @Test("An invalidated one-shot timer leaves no deferred work")
  func invalidatedTimerLeavesNothing() {
    let world = MirrorWorld(stack: [UIViewController()])
    world.run {
      let timer = Timer.scheduledTimer(withTimeInterval: 5, repeats: false) { _ in }
      timer.invalidate()
    }
    #expect(world.simulation.nextAppWorkTime == nil)
  }
}
