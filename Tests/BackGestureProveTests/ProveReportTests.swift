import BackGestureModel
import BackGestureMutants
import BackGestureProve
import BackGestureRunner
import Testing

/// The report of `backgesture prove`, word for word as spec section 15.6 lays it out,
/// with the counts worked out from sections 15.1 to 15.4.
@Suite struct ProveReportTests {
  static let steps =
    "down@10[/item] down@100[/item] move:forward move:nudge move:far move:backward "
    + "move:vertical up rest+up down2 up2 cancel push[!] pop[!] present[!] dismiss[!] wait"

  static let fdVariants =
    "optOut lateOptOut maxDistance veto hiddenBar scrollAtEdge scrollInset "
    + "scrollDecelerating verticalScroll slider"

  @Test("A scope with no counterexample, one step deep on one screen")
  func pass() {
    // fdFullscreen reads ten variants (no back button, animator or bounce rule); with one
    // screen there is one stack, [A], and no screen off it: the plain world and ten
    // variants on A make 11 worlds ([PV3]).
    //
    // The steps from each start ([PV1]): a touch-down at 100 (at 10 too with the
    // maxDistance variant), also on the item where A has one, and pop, pop instant (A is
    // on the only stack, so nothing to push or present; nothing presented to dismiss);
    // wait only where the scroll view decelerates. Transitions: plain, optOut, lateOptOut,
    // veto, hiddenBar 3 each (15); maxDistance 2 + 2 = 4; scrollAtEdge, scrollInset,
    // verticalScroll, slider 2 + 2 each (16); scrollDecelerating 2 + 2 + 1 = 5: 40.
    //
    // States: the 11 starts; each touch-down is a new state (the finger is down), 1 in the
    // five plain-content worlds, 2 with maxDistance, 2 in each of the five worlds with an
    // item: 5 + 2 + 10 = 17; the wait in scrollDecelerating ends the deceleration, a new
    // state. A refused pop changes only the logs and the clock, so it merges with its
    // start ([PV4]), except in scrollDecelerating: there the start is 300 ms from the
    // deceleration's end and the pop one frame later 284 ms, another key (both pops
    // share it): one more. 11 + 17 + 1 + 1 = 30.
    let report = Prover.prove(
      ProveScope(preset: .fdFullscreen, depth: 1, screens: 1), target: .preset(.fdFullscreen))
    #expect(
      report.text == """
        Proving the reference engine judged by fdFullscreen.
        Scope:
          preset fdFullscreen, up to 1 step, 1 screen, 11 worlds
          devices: phone 390x844 ltr
          screen variants: \(Self.fdVariants)
          steps: \(Self.steps)
        States explored: 30
        Transitions: 40
        Depth reached: 1

        PASS: no counterexample within the scope.

        """)
  }

  @Test("A counterexample: the root check dropped (mutant M1)")
  func fail() throws {
    // In the first world, [A] alone, the first failing path in breadth-first order is a
    // touch-down at 100 on plain content one frame in, and a move 50 pt forward one frame
    // later: the decision, where M1 begins a pop with one screen (invariant 1). No part
    // can go: without the touch-down the move is of a finger that is not down, without
    // the move nothing decides, and screen A is the stack.
    let world = World(
      device: Device(idiom: .phone, width: 390, height: 844, direction: .ltr),
      preset: .fdFullscreen, screens: [Screen(name: "A")], stack: ["A"])
    var expected = Scenario(
      world: world,
      steps: [
        Step(time: 16, action: .down(finger: 1, at: Point(x: 100, y: 700))),
        Step(time: 32, action: .move(finger: 1, to: Point(x: 150, y: 700))),
      ])
    let failure = try #require(ScenarioCheck.run(expected, mutant: .m1).failure)
    #expect(failure.invariant == .rootNeverPopped)
    expected.title = "Counterexample: " + failure.headline
    let mutant = Mutant.m1
    let report = Prover.prove(
      ProveScope(preset: .fdFullscreen, depth: 3, screens: 1),
      target: .engine(
        policy: mutant.policy(for: .fdFullscreen), judgedBy: .fdFullscreen,
        faults: mutant.faults, label: "mutant M1"))
    let lines = report.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count > 11)
    #expect(
      lines.prefix(6).joined(separator: "\n") == """
        Proving mutant M1 judged by fdFullscreen.
        Scope:
          preset fdFullscreen, up to 3 steps, 1 screen, 11 worlds
          devices: phone 390x844 ltr
          screen variants: \(Self.fdVariants)
          steps: \(Self.steps)
        """)
    // Every world has a touch-down at 100 on plain content first among its steps (at 10
    // first with maxDistance, whose move ends at 60, below it), and its first move, the
    // first step tried at depth 2, is the first decision, where the oracle records
    // `refused:root`: M1 begins a pop there (invariant 1) or refuses by a later rule
    // (invariant 10). So each world stops there: the states are those of depth 1, as in
    // the test above (30), the transitions those 40 and one move in each of the 11
    // worlds (51), and no state of depth 2 is kept.
    #expect(lines[6] == "States explored: 30")
    #expect(lines[7] == "Transitions: 51")
    #expect(lines[8] == "Depth reached: 1")
    #expect(lines[9] == "")
    #expect(
      lines[10] == "FAIL: a counterexample of 2 steps, the shortest in the scope, shrunk to 2.")
    #expect(lines[11] == "")
    #expect(
      lines.dropFirst(12).joined(separator: "\n")
        == FailureExplanation.text(failure, in: expected) + "\n")
  }
}
