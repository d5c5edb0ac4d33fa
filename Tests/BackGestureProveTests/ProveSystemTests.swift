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
    "On ios26 the reference engine passes, with more states where the preset keeps the system pop",
    arguments: [Preset.fdFullscreen, .restoredEdge, .delegateInterceptor])
  func contentPopReached(preset: Preset) {
    let old = Prover.prove(
      ProveScope(preset: preset, depth: 3, screens: 2), target: .preset(preset))
    let new = Prover.prove(
      ProveScope(preset: preset, depth: 3, screens: 2, system: .ios26), target: .preset(preset))
    #expect(old.counterexample == nil, "\(old.text)")
    #expect(new.counterexample == nil, "\(new.text)")
    // Section 2.1: the content pop exists exactly where the preset keeps the system pop
    // (`edge`: restoredEdge, delegateInterceptor). There a touch-down outside the edge
    // zone and a forward move begin it within the depth (a pop of the second screen), so
    // ios26 has states ios18 has not; a preset that turns it off has the same states.
    if preset == .fdFullscreen {
      #expect(new.states == old.states)
    } else {
      #expect(new.states > old.states)
    }
  }
}
