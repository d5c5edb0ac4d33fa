import BackGestureApps
import BackGestureModel
import BackGestureRunner
import Testing
import _TestSupport

/// An app that keeps UIKit's own delegate of the system pop: on iOS 26 an edge swipe
/// during an animated push ends the push and pops; on iOS 18 it is refused (spec
/// [R-transition-26], [O7], [U9], invariant 2).
@Suite @MainActor struct InterruptionHostTests {
  /// An animated push of B, then an edge swipe from 5 pt during it, released at 148 ms
  /// past half the width or (`finishing: false`) at rest near the edge 200 ms later.
  static func scenario(_ system: OperatingSystem, finishing: Bool = true) -> Scenario {
    let release =
      finishing
      ? "@132 move 1 to 300,400\n@148 up 1" : "@316 up 1"
    return CheckFixtures.scenario(
      version: 4,
      """
      device: phone 390x844 ltr
      preset: delegateInterceptor
      system: \(system.rawValue)
      screen A
      screen B
      stack: A
      steps:
      @0 push B
      @100 down 1 at 5,400
      @116 move 1 to 40,400
      \(release)
      @800 wait
      """)
  }

  static func last(_ scenario: Scenario) throws -> Snapshot {
    let host = AppHost(world: scenario.world, app: PlainApp())
    var last = host.snapshot
    for step in scenario.steps { last = try host.apply(step) }
    return last
  }

  @Test("On iOS 26 the swipe ends the push with its callbacks, then pops interactively")
  func interruptsOnIOS26() throws {
    let scenario = Self.scenario(.ios26)
    let last = try Self.last(scenario)
    // [O7]: the push ends at the begin (116 ms), recorded before the swipe's own outcome.
    #expect(
      last.outcomes.map(\.description) == ["push:done", "interrupted:push", "swipe:finished"])
    #expect(
      last.callbacks.map(\.description) == [
        "willShow(B)", "A.willDisappear", "B.load", "B.willAppear", "A.didDisappear",
        "B.didAppear", "didShow(B)", "willShow(A)", "B.willDisappear", "A.willAppear",
        "B.didDisappear", "A.didAppear", "didShow(A)",
      ])
    #expect(last.containers.map(\.stack) == [["A"]])
    // Invariant 2 as restated for ios26, and every other invariant, hold.
    #expect(ScenarioCheck.run(scenario, app: PlainApp()).failure == nil)
  }

  @Test("On iOS 26 a cancelled swipe that interrupted the push restores the pushed state")
  func cancelAfterInterruption() throws {
    let scenario = Self.scenario(.ios26, finishing: false)
    let last = try Self.last(scenario)
    // Progress 35000/390 = 89, velocity 0 at a release 200 ms after the last move: cancels.
    #expect(
      last.outcomes.map(\.description) == ["push:done", "interrupted:push", "swipe:cancelled"])
    #expect(last.containers.map(\.stack) == [["A", "B"]])
    #expect(ScenarioCheck.run(scenario, app: PlainApp()).failure == nil)
  }

  @Test("On iOS 18 UIKit's own delegate refuses the swipe and the push runs on")
  func refusedOnIOS18() throws {
    let scenario = Self.scenario(.ios18)
    let last = try Self.last(scenario)
    #expect(last.outcomes.map(\.description) == ["push:done", "swipe:refused:transition"])
    #expect(last.containers.map(\.stack) == [["A", "B"]])
    #expect(ScenarioCheck.run(scenario, app: PlainApp()).failure == nil)
  }
}
