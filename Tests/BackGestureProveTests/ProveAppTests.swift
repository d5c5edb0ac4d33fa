import BackGestureApps
import BackGestureModel
import BackGestureMutants
import BackGestureProve
import BackGestureSampleApps
import Testing

/// The same search checks an app's own objects on the mirror: the correct app of the
/// stateful-bug family keeps every invariant in a small scope, and a bug of the family
/// is found there.
@Suite @MainActor struct ProveAppTests {
  static let scope = ProveScope(preset: .fdFullscreen, depth: 3, screens: 1)

  @Test("The correct app: no counterexample within a small scope")
  func correctApp() {
    let report = Prover.prove(
      Self.scope, target: .app(StatefulBugApp(bug: nil), label: "the correct app"))
    #expect(report.counterexample == nil, "\(report.text)")
    // An app's states are never merged ([PV4]): every path is a state of its own, so
    // the states outnumber those of the engine on the same scope.
    let engine = Prover.prove(Self.scope, target: .preset(.fdFullscreen))
    #expect(report.states > engine.states)
    #expect(report.depthReached == 3)
  }

  @Test("A swipe on the root that the app lets begin is found (stateful bug S1)")
  func rootFreeze() throws {
    let report = Prover.prove(
      Self.scope, target: .app(StatefulBug.rootFreeze.app, label: "stateful bug S1"))
    let counterexample = try #require(report.counterexample, "\(report.text)")
    #expect(counterexample.failure.invariant == StatefulBug.rootFreeze.caughtBy)
    #expect(counterexample.found.steps.count <= 3)
  }
}
