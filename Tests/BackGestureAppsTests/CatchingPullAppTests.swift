import BackGestureApps
import BackGestureModel
import BackGestureRunner
import BackGestureUIKit
import Testing
import _TestSupport

/// An app's own pan may catch the interruptible transition it still drives (spec section
/// 12, invariant 2); a second transition it starts there is still a fault.
@Suite @MainActor struct CatchingPullAppTests {
  /// B over A: a pull 300 pt down released past 30%, which finishes over the animator's
  /// remaining time, and a second pull at @100, inside that time, dragged 320 pt up.
  static let catchAndReturn = CheckFixtures.scenario(
    version: 4,
    """
    device: phone 390x844 ltr
    preset: privateHandler
    screen A
    screen B
    stack: A B
    steps:
    @0 down 1 at 200,300
    @16 move 1 to 200,320
    @32 move 1 to 200,600
    @48 up 1
    @100 down 1 at 200,300
    @116 move 1 to 200,320
    @132 move 1 to 200,0
    @148 up 1
    @1000 wait
    """)

  @Test("A pull that catches the app's own running transition and takes it back is fine")
  func catchAndReturn() throws {
    let scenario = Self.catchAndReturn
    let host = AppHost(world: scenario.world, app: CatchingPullApp())
    var states: [String] = []
    var last = host.snapshot
    for step in scenario.steps {
      last = try host.apply(step)
      states.append(last.pan.rawValue)
    }
    // The second pull began (step 6) while the first pop was still running.
    #expect(states[5] == "began")
    #expect(last.containers.map(\.stack) == [["A", "B"]])
    #expect(ScenarioCheck.run(scenario, app: CatchingPullApp()).failure == nil)
  }

  @Test("A catch that also pops again breaks UIKit's rules")
  func catchThatPopsAgain() throws {
    let report = ScenarioCheck.run(
      Self.catchAndReturn, app: CatchingPullApp(popsAgainOnCatch: true))
    let failure = try #require(report.failure)
    #expect(failure.invariant == .uikitRules)
    #expect(
      failure.description.contains(
        "popViewController(animated:) was called while a transition is in flight"))
  }

  /// A pull released at a third, whose animator finishes the pop by about @250, and a
  /// system cancel at @400 with no finger down.
  static let cancelAfterLift = CheckFixtures.scenario(
    version: 4,
    """
    device: phone 390x844 ltr
    preset: privateHandler
    screen A
    screen B
    stack: A B
    steps:
    @0 down 1 at 200,300
    @16 move 1 to 200,320
    @32 move 1 to 200,600
    @48 up 1
    @400 cancel
    """)

  @Test("A system cancel after the lift cancels nothing of the app's running transition")
  func cancelAfterLift() throws {
    let report = ScenarioCheck.run(Self.cancelAfterLift, app: CatchingPullApp())
    #expect(report.failure == nil)
    let host = AppHost(world: Self.cancelAfterLift.world, app: CatchingPullApp())
    var last = host.snapshot
    for step in Self.cancelAfterLift.steps { last = try host.apply(step) }
    #expect(last.containers.map(\.stack) == [["A"]])
  }
}
