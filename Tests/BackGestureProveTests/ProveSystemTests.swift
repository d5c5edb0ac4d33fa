import BackGestureEngine
import BackGestureModel
import BackGestureProve
import Testing

/// A scope on a system ([D5]): its worlds run on it, its first line names it, and on
/// `ios26` the search reaches the content pop exactly where the preset keeps the system
/// pop (spec section 2.1, [G10]).
@Suite struct ProveSystemTests {
  @Test("An ios26 scope's worlds run on ios26 and its first line says so")
  func worldsRunOnTheSystem() {
    let scope = ProveScope(preset: .restoredEdge, depth: 3, screens: 2, system: .ios26)
    #expect(!scope.worlds.isEmpty)
    #expect(scope.worlds.allSatisfy { $0.system == .ios26 })
    #expect(
      scope.lines.first == "preset restoredEdge on ios26, up to 3 steps, 2 screens, "
        + "\(scope.worlds.count) worlds")
    let plain = ProveScope(preset: .restoredEdge, depth: 3, screens: 2)
    #expect(plain.system == .ios18)
    #expect(plain.worlds.allSatisfy { $0.system == .ios18 })
    #expect(
      plain.lines.first == "preset restoredEdge, up to 3 steps, 2 screens, "
        + "\(plain.worlds.count) worlds")
  }

  @Test(
    "On ios26 the scope's own steps begin the content pop where the preset keeps the system pop",
    arguments: [Preset.fdFullscreen, .restoredEdge, .delegateInterceptor])
  func contentPopReached(preset: Preset) throws {
    // The plain world of two screens, then the representatives of `down@100` and
    // `move:forward` (a touch-down beyond the edge zone and the strip, then 50 pt forward
    // in one frame, past the slop). Section 2.1 and [G10]: the content pop exists exactly
    // where the preset keeps the system pop (`restoredEdge`, `delegateInterceptor`); it
    // waits for the edge, which fails outside its zone, and its rules pass on a second
    // screen with nothing under the touch, so it begins there; a preset that turns it
    // off leaves it disabled. On ios18 it is disabled everywhere.
    for system in OperatingSystem.allCases {
      let scope = ProveScope(preset: preset, depth: 2, screens: 2, system: system)
      let world = try #require(scope.worlds.first { $0.stack == ["A", "B"] })
      var engine = ReferenceEngine(world: world)
      for abstract in [AbstractStep.down(leading: 100, onItem: false), .move(.forward)] {
        #expect(AbstractStep.enabled(in: engine.snapshot, world: world).contains(abstract))
        _ = try engine.apply(abstract.concrete(in: engine.snapshot, world: world))
      }
      let keepsSystemPop = preset != .fdFullscreen
      let expected: RecognizerState =
        system == .ios26 && keepsSystemPop ? .began : .disabled
      #expect(engine.snapshot.content == expected, "\(preset) on \(system)")
    }
    let report = Prover.prove(
      ProveScope(preset: preset, depth: 3, screens: 2, system: .ios26), target: .preset(preset))
    #expect(report.counterexample == nil, "\(report.text)")
  }
}
