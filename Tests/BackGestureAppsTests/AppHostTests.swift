import BackGestureApps
import BackGestureModel
import BackGestureRunner
import Foundation
import Testing
import _TestSupport

/// The host runs an app's objects as UIKit would and reads back the spec's observables.
@Suite @MainActor struct AppHostTests {
  static func run(_ body: String, app: some BackGestureApp = PlainApp()) throws -> Snapshot {
    let scenario = CheckFixtures.scenario(body)
    let host = AppHost(world: scenario.world, app: app)
    var last = host.snapshot
    for step in scenario.steps { last = try host.apply(step) }
    return last
  }

  @Test("The system pop pops a screen with UIKit's callbacks, in the spec's order")
  func systemPop() throws {
    // Spec [I1]-[I8] and [U9]-[U10]: a swipe from 5 pt, past half the width, finishes.
    let last = try Self.run(
      """
      device: phone 390x844 ltr
      preset: delegateInterceptor
      screen A
      screen B
      stack: A B
      steps:
      @0 down 1 at 5,400
      @16 move 1 to 30,400
      @32 move 1 to 250,400
      @48 up 1
      @1000 wait
      """)
    #expect(last.containers.map(\.stack) == [["A"]])
    #expect(
      last.callbacks.map(\.description) == [
        "willShow(A)", "B.willDisappear", "A.load", "A.willAppear", "B.didDisappear",
        "A.didAppear", "didShow(A)",
      ])
    #expect(last.outcomes.map(\.description) == ["swipe:finished"])
    #expect(last.transition == nil)
    #expect(last.edge == .possible)
  }

  @Test("At setup the app's callbacks run but are not logged; the current screen has appeared")
  func setup() throws {
    let last = try Self.run(
      """
      device: phone 390x844 ltr
      preset: delegateInterceptor
      screen A
      screen B
      screen C
      stack: A B
      present: C
      steps:
      @0 wait
      """)
    #expect(last.containers.map(\.stack) == [["A", "B"], ["C"]])
    #expect(last.callbacks.isEmpty)
    #expect(last.screens.map(\.appearance) == [.none, .disappeared, .appeared])
    #expect(last.screens.map(\.loaded) == [false, true, true])
  }

  @Test("A plain UIKit app ignores a screen's veto: the checker reports invariant 7")
  func plainAppIgnoresVeto() {
    let scenario = CheckFixtures.scenario(
      """
      device: phone 390x844 ltr
      preset: delegateInterceptor
      screen A
      screen B veto
      stack: A B
      steps:
      @0 down 1 at 5,400
      @16 move 1 to 30,400
      @32 up 1
      """)
    let failure = ScenarioCheck.run(scenario, app: PlainApp()).failure
    #expect(failure?.invariant == .settingsRespected)
    #expect(
      failure?.detail
        == "the edge began on B, which the spec's rule veto refuses: B vetoes being popped")
  }

  @Test("A plain UIKit app pops a vetoing screen on its back button too: invariant 7 again")
  func plainAppBackButtonIgnoresVeto() {
    let scenario = CheckFixtures.scenario(
      version: 2,
      """
      device: phone 390x844 ltr
      preset: delegateInterceptor
      screen A
      screen B veto
      stack: A B
      steps:
      @0 back
      """)
    let failure = ScenarioCheck.run(scenario, app: PlainApp()).failure
    #expect(failure?.invariant == .settingsRespected)
    #expect(failure?.stepIndex == 0)
    #expect(
      failure?.detail
        == "the back button popped B: B vetoes being popped, which the back button must ask")
  }

  @Test("An app whose navigation controller answers navigationBar(_:shouldPop:) keeps its screen")
  func vetoingAppKeepsScreen() throws {
    let scenario = CheckFixtures.scenario(
      version: 2,
      """
      device: phone 390x844 ltr
      preset: delegateInterceptor
      screen A
      screen B veto
      screen C back=hidden
      stack: A B
      steps:
      @0 back
      @10 push C instant
      @20 back
      @30 set-stack A instant
      @40 back
      """)
    let host = AppHost(world: scenario.world, app: VetoingApp())
    var outcomes: [String] = []
    for step in scenario.steps { outcomes = try host.apply(step).outcomes.map(\.description) }
    #expect(
      outcomes == [
        "back:refused:veto", "push:done", "back:refused:noBackButton", "set-stack:done",
        "back:refused:root",
      ])
    #expect(ScenarioCheck.run(scenario, app: VetoingApp()).failure == nil)
  }
}
