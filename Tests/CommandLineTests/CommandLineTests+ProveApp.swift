import BackGestureModel
import BackGestureMutants
import BackGestureProve
import BackGestureRunner
import BackGestureSampleApps
import Foundation
import Testing
import _TestSupport

/// `backgesture prove --app`: the help, an unknown name, and a counterexample in an app's
/// own code, word for word as spec section 15.6 lays the report out.
extension CommandLineTests {
  @Test("prove --help lists the options and the app names, word for word")
  func proveHelp() throws {
    let result = try backgesture(["prove", "--help"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        OVERVIEW: Explores every scenario of a bounded scope for a counterexample.

        Every world of the scope and every sequence of its abstract steps up to the depth
        run through the engine, the oracle and every invariant after every step, breadth
        first, with states of one future merged (docs/Prove.md, spec section 15).

        USAGE: backgesture prove [--preset <preset>] [--os <system>] [--depth <n>] [--screens <n>] [--mutant <id>] [--jobs <n>]
               backgesture prove --app <name> [--preset <preset>] [--os <system>] [--depth <n>] [--screens <n>]
               backgesture prove --bench [--preset <preset>] [--os <system>] [--screens <n>] [--max-depth <n>] [--runs <n>] [--jobs <n>]

        OPTIONS:
          --preset <preset>   The preset (default every preset, one after the other): privateHandler, fdFullscreen, isolatedContainers, restoredEdge, delegateInterceptor.
          --os <system>       The system every world runs on (default ios18): ios18, ios26.
          --depth <n>         The most steps of a scenario (default 5), 0 to 12.
          --screens <n>       The screens of each world (default 3), 1 to 3.
          --mutant <id>       Proves a built-in bug (M1 to M28, docs/Mutants.md) instead of the
                              reference engine.
          --app <name>        Proves an app's own code on UIKit's surface instead of the engine:
                              privateHandler, fdFullscreen, delegateInterceptor (the presets'
                              apps); privateHandlerAsShipped, fdFullscreenAsShipped,
                              restoredEdgeAsShipped, isolatedContainersAsShipped,
                              delegateInterceptorAsShipped (the systems as they ship); S1 to S8
                              (the stateful bugs). The scope is the preset the app follows (S1 to
                              S8 follow none: --preset's); no state is merged, so the defaults
                              are depth 3 and 1 screen.
          --jobs <n>          Searches worlds on n threads (default 1); the output is the same for any n.
          --bench             Prints a table of each preset's scope at depths 3 to --max-depth: worlds,
                              states, transitions, the median time and the states per second.
          --max-depth <n>     The last depth of --bench's table (default 6), 3 to 6.
          --runs <n>          The runs of each row of --bench (default 3).
          -h, --help          Shows this help.

        OUTPUT:
          The scope, the states explored, the transitions and the depth reached, then
          'PASS: no counterexample within the scope.' or the shortest counterexample, shrunk,
          in the scenario format. The time taken and a progress line go to standard error.

        EXIT STATUS:
          0  no counterexample within the scope
          1  a counterexample was found
          2  bad input: an unknown option, preset, mutant or app, a value out of range,
             options that do not go together

        """)
    // Every name the help lists is one `--app` takes, and the other way round.
    let names = [
      "privateHandler", "fdFullscreen", "delegateInterceptor", "privateHandlerAsShipped",
      "fdFullscreenAsShipped", "restoredEdgeAsShipped", "isolatedContainersAsShipped",
      "delegateInterceptorAsShipped", "S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8",
    ]
    #expect(NamedApp.names == names)
  }

  @Test("prove --app with an unknown name is bad input and lists the names")
  func proveUnknownApp() throws {
    let result = try backgesture(["prove", "--app", "S9"])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr == """
        Error: unknown app 'S9'; expected one of: privateHandler fdFullscreen \
        delegateInterceptor privateHandlerAsShipped fdFullscreenAsShipped \
        restoredEdgeAsShipped isolatedContainersAsShipped delegateInterceptorAsShipped \
        S1 S2 S3 S4 S5 S6 S7 S8
        Usage: backgesture prove [<options>]
          See 'backgesture prove --help' for more information.

        """)
    let mixed = try backgesture(["prove", "--app", "S1", "--mutant", "M1"])
    #expect(mixed.status == 2)
    #expect(mixed.stderr.hasPrefix("Error: --app and --mutant do not go together: give one\n"))
    let other = try backgesture([
      "prove", "--app", "fdFullscreenAsShipped", "--preset", "restoredEdge",
    ])
    #expect(other.status == 2)
    #expect(
      other.stderr.hasPrefix(
        "Error: the app 'fdFullscreenAsShipped' follows fdFullscreen, so its scope is "
          + "fdFullscreen's; leave out --preset or give fdFullscreen\n"))
  }

  @Test("prove --app finds stateful bug S1 and prints its counterexample, word for word")
  @MainActor
  func proveAppCounterexample() throws {
    let result = try backgesture([
      "prove", "--app", "S1", "--preset", "delegateInterceptor", "--screens", "1", "--depth", "2",
    ])
    #expect(result.status == 1)
    // S1 follows no preset, so the invariants alone judge it, on delegateInterceptor's
    // scope ([PV6]). With one screen the stack is [A] and nothing is off it: the plain
    // world and one world per variant that delegateInterceptor's rules read (table 2.2:
    // optOut and lateOptOut by rule optOut, veto, replacedBack by rule backButton,
    // animator by its per-screen animators, and the scroll view at its edge, the vertical
    // scroll view and the slider that every preset reads; it has no maxDistance rule, no
    // bar policy and no pan scroll rule): nine worlds on the phone, whose edge recognizer
    // gives touch-downs at 10 and 100 and no strip ([PV1], [PV3]).
    let header = """
      Proving the app S1 on delegateInterceptor's scope, judged by the invariants alone.
      Scope:
        preset delegateInterceptor, up to 2 steps, 1 screen, 9 worlds
        devices: phone 390x844 ltr
        screen variants: optOut lateOptOut veto replacedBack animator scrollAtEdge verticalScroll slider
        steps: down@10[/item] down@100[/item] move:forward move:nudge move:far move:backward \
      move:vertical up rest+up down2 up2 cancel push[!] pop[!] present[!] dismiss[!] wait
      """
    // The first world is [A] alone. Its first step in the order of [PV1] is a touch-down
    // at 10 on plain content one frame in; the first step after it, a move 50 pt forward
    // one frame later, decides the system edge recognizer, and S1's delegate lets it
    // begin on the root: invariant 1. No shorter path fails (a scenario of one step is a
    // touch-down, a lift or an operation refused on the root, none of which begins a
    // pop), and no part can go: without the touch-down the move is of no finger, without
    // the move nothing decides, and A is the stack.
    let world = World(
      device: Device(idiom: .phone, width: 390, height: 844, direction: .ltr),
      preset: .delegateInterceptor, screens: [Screen(name: "A")], stack: ["A"])
    var expected = Scenario(
      world: world,
      steps: [
        Step(time: 16, action: .down(finger: 1, at: Point(x: 10, y: 700))),
        Step(time: 32, action: .move(finger: 1, to: Point(x: 60, y: 700))),
      ])
    let failure = try #require(ScenarioCheck.run(expected, app: StatefulBug.rootFreeze.app).failure)
    #expect(failure.invariant == .rootNeverPopped)
    expected.title = "Counterexample: " + failure.headline
    // The counts are the search's own (ProveReportTests and ProveAppTests check them);
    // what the command adds is the report's layout.
    let counts = Prover.prove(
      ProveScope(preset: .delegateInterceptor, depth: 2, screens: 1),
      target: .app(StatefulBug.rootFreeze.app, label: "the app S1"))
    #expect(
      result.stdout == header + "\n" + """
        States explored: \(counts.states)
        Transitions: \(counts.transitions)
        Depth reached: \(counts.depthReached)

        FAIL: a counterexample of 2 steps, the shortest in the scope, shrunk to 2.


        """ + FailureExplanation.text(failure, in: expected) + "\n")
  }
}

extension CommandLineTests {
  @Test("prove --os names the system in the scope; an unknown system is bad input")
  func proveSystem() throws {
    let result = try backgesture([
      "prove", "--preset", "fdFullscreen", "--os", "ios26", "--depth", "1", "--screens", "1",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("\n  preset fdFullscreen on ios26, up to 1 step, 1 screen, "))
    #expect(result.stdout.hasSuffix("PASS: no counterexample within the scope.\n"))
    let unknown = try backgesture(["prove", "--os", "ios19"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.hasPrefix("Error: unknown system 'ios19'; did you mean 'ios18'?\n"))
  }
}
