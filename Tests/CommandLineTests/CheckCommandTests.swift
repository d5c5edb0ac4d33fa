import Foundation
import Testing

/// Runs `backgesture check` as a subprocess: messages, exit codes and determinism.
@Suite struct CheckCommandTests {
  let cli = CommandLineTests()

  @Test("check --help prints the command's usage to stdout and exits 0")
  func help() throws {
    let result = try cli.backgesture(["check", "--help"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout.hasPrefix(
        """
        OVERVIEW: Generates scenarios and checks every invariant after every step.

        Random worlds and touch sequences run through the reference engine and the oracle;
        a broken invariant is shrunk to a minimal scenario, printed in the scenario format.

        USAGE: backgesture check [--preset <preset>] [--os <system>] [--seed <n>] [--count <n> | --seconds <n>] [--jobs <n>] [--steps <n>] [--mutant <id>] [--json] [--save] [--replay <token>]

        """))
    #expect(result.stdout.contains("  1  a counterexample was found\n"))
    #expect(
      result.stdout.contains(
        """
          --mutant <id>       Checks a built-in bug (M1 to M28, docs/Mutants.md) in place of the
                              reference engine; it wins over BACKGESTURE_MUTANT.

        """))
    #expect(
      result.stdout.contains(
        """
        ENVIRONMENT:
          BACKGESTURE_MUTANT  A built-in bug, M1 to M28 (docs/Mutants.md), checked in place
                              of the reference engine when --mutant is not given; none or
                              unset for the reference.

        """))
  }

  /// The mutants' ids in order, as the table of docs/Mutants.md lists them.
  static let mutantIDs =
    "M1 M2 M4 M6 M7 M9 M10 M11 M13 M14 M15 M16 M17 M18 M20 M22 M23 M25 M26 M28"

  @Test("An unknown preset is bad input, with a did-you-mean")
  func unknownPreset() throws {
    let result = try cli.backgesture(["check", "--preset", "fdFulscreen"])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr == """
        Error: unknown preset 'fdFulscreen'; did you mean 'fdFullscreen'?
        Usage: backgesture check [<options>]
          See 'backgesture check --help' for more information.

        """)
  }

  @Test(
    "Counts, seeds and tokens that do not read are bad input",
    arguments: [
      (["--count", "ten"], "the count must be a whole number of at least 1, found 'ten'"),
      (["--count", "0"], "the count must be a whole number of at least 1, found '0'"),
      (
        ["--seed", "-1"],
        "the seed must be a whole number from 0 to 18446744073709551615, found '-1'"
      ),
      (["--count"], "missing value for '--count'"),
      (["--steps", "0"], "the steps must be a whole number from 1 to 1000, found '0'"),
      (["--replay", "nonsense"], "'nonsense' is not a replay token"),
      (["--seconds", "0"], "the seconds must be a number above 0, found '0'"),
      (["--seconds", "soon"], "the seconds must be a number above 0, found 'soon'"),
      (["--seconds", "1\u{A0}"], "the seconds must be a number above 0, found '1\\u{A0}'"),
      (["--jobs", "0"], "the jobs must be a whole number from 1 to 256, found '0'"),
      (["--jobs"], "missing value for '--jobs'"),
      (["--mutant", "M3"], "unknown mutant 'M3'; expected one of: \(mutantIDs)"),
      (["--mutant", "M1,M2"], "unknown mutant 'M1,M2'; expected one of: \(mutantIDs)"),
      (["--mutant"], "missing value for '--mutant'"),
      (["--seed", "1", "--seed", "2"], "duplicate option '--seed'"),
      (["--count", "5", "--seconds", "1"], "'--count' and '--seconds' cannot be used together"),
      (["--jsn"], "unknown option '--jsn'; did you mean '--json'?"),
      (["--sead", "1"], "unknown option '--sead'; did you mean '--seed'?"),
      (["extra"], "unknown argument 'extra'"),
    ])
  func badInput(_ arguments: [String], _ message: String) throws {
    let result = try cli.backgesture(["check"] + arguments)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("Error: \(message)\nUsage: backgesture check [<options>]\n"))
  }

  @Test("A passing campaign prints the coverage table and the verdict, the same each time")
  func passingCampaignIsDeterministic() throws {
    let first = try cli.backgesture([
      "check", "--preset", "fdFullscreen", "--count", "60", "--seed", "7",
    ])
    let second = try cli.backgesture([
      "check", "--preset", "fdFullscreen", "--count", "60", "--seed", "7",
    ])
    #expect(first.status == 0)
    #expect(first.stdout == second.stdout)
    let lines = first.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "Checking 60 scenarios with seed 7: fdFullscreen")
    #expect(lines[2].hasPrefix("label ") && lines[2].hasSuffix(" scenarios   share"))
    #expect(lines.contains { $0.hasPrefix("preset:fdFullscreen ") && $0.hasSuffix(" 60  100.0%") })
    #expect(first.stdout.hasSuffix("\nPASS: every invariant held in 60 scenarios.\n"))
    #expect(first.stderr.hasPrefix("Elapsed (not part of the result): "))
  }

  @Test("A replay token of another property is bad input")
  func foreignToken() throws {
    let result = try cli.backgesture([
      "check", "--preset", "fdFullscreen", "--replay", "1-000000-00",
    ])
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "Error: the replay token does not belong to preset fdFullscreen\n"))
  }

  @Test("An unknown BACKGESTURE_MUTANT is bad input")
  func unknownMutant() throws {
    let result = try cli.backgesture(
      ["check", "--count", "1"], environment: ["BACKGESTURE_MUTANT": "M99"])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("Error: BACKGESTURE_MUTANT=M99 is not one of: none M1 "))
  }

  @Test("--mutant checks a built-in bug: M1 is caught, and its replay fails on M1 only")
  func mutantFlag() throws {
    let arguments = ["check", "--preset", "fdFullscreen", "--count", "500", "--mutant", "M1"]
    let result = try cli.backgesture(arguments)
    #expect(result.status == 1)
    #expect(
      result.stdout.hasPrefix("Checking 500 scenarios with seed 0 on mutant M1: fdFullscreen\n"))
    #expect(result.stdout.contains("\nCounterexample (preset fdFullscreen):\n"))
    // M1 drops the root check (docs/Mutants.md). On a one-screen stack the swipe then either
    // begins, which breaks invariant 1, or is refused by a later rule, which the oracle,
    // refusing it by the root rule, sees as invariant 10: no other invariant can come first.
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let invariant = try #require(lines.first { $0.hasPrefix("Invariant: ") })
    let rootPopped =
      "Invariant: invariant 1 (the root is never popped and no gesture begins with one screen) broken "
    let disagreement =
      "Invariant: invariant 10 (the engine and the oracle agree on every observable) broken "
    #expect(invariant.hasPrefix(rootPopped) || invariant.hasPrefix(disagreement), "\(invariant)")
    #expect(lines.last?.hasPrefix("FAIL: an invariant broke after ") == true)
    // The replay command spells the mutant as the flag, and reruns the counterexample.
    let replayPrefix =
      "Replay: swift run -c release backgesture check --preset fdFullscreen --mutant M1 --replay "
    let replay = try #require(lines.first { $0.hasPrefix(replayPrefix) })
    let token = String(replay.dropFirst(replayPrefix.count))
    let again = try cli.backgesture(
      ["check", "--preset", "fdFullscreen", "--mutant", "M1", "--replay", token])
    #expect(again.status == 1)
    #expect(again.stdout.contains("\n\(invariant)\n"))
    #expect(again.stdout.hasSuffix("\nFAIL: the replayed scenario breaks an invariant.\n"))
    // The reference engine passes it: the campaign on the reference finds nothing.
    let reference = try cli.backgesture(["check", "--preset", "fdFullscreen", "--replay", token])
    #expect(reference.status == 0)
    #expect(reference.stdout == "PASS: the replayed scenario of preset fdFullscreen holds.\n")
  }

  @Test("--mutant selects what BACKGESTURE_MUTANT selects, and wins over it")
  func mutantFlagWins() throws {
    let arguments = ["check", "--preset", "fdFullscreen", "--count", "500"]
    let variable = try cli.backgesture(arguments, environment: ["BACKGESTURE_MUTANT": "M1"])
    // M99 names no mutant: read, it would be bad input.
    let flag = try cli.backgesture(
      arguments + ["--mutant", "m1"], environment: ["BACKGESTURE_MUTANT": "M99"])
    #expect(variable.status == 1)
    #expect(flag.status == 1)
    #expect(flag.stderr.hasPrefix("Elapsed (not part of the result): "))
    // The same counterexample; only the replay command says how the mutant was chosen.
    let replayed = "swift run -c release backgesture check --preset fdFullscreen "
    #expect(
      flag.stdout
        == variable.stdout.replacingOccurrences(
          of: "BACKGESTURE_MUTANT=M1 \(replayed)", with: "\(replayed)--mutant M1 "))
    #expect(variable.stdout.contains("\nReplay: BACKGESTURE_MUTANT=M1 \(replayed)--replay "))
  }

  @Test("With --count the output is the same for one job, two jobs and no --jobs")
  func jobsDoNotChangeThePassingOutput() throws {
    let arguments = ["check", "--count", "300", "--seed", "3"]
    let plain = try cli.backgesture(arguments)
    #expect(plain.status == 0)
    #expect(plain.stdout.hasSuffix("\nPASS: every invariant held in 300 scenarios.\n"))
    #expect(plain.stderr.hasPrefix("Elapsed (not part of the result): "))
    for jobs in ["1", "2"] {
      let result = try cli.backgesture(arguments + ["--jobs", jobs])
      #expect(result.status == 0)
      #expect(result.stdout == plain.stdout, "--jobs \(jobs)")
      // Standard error is a pipe here, not a terminal: no progress line.
      #expect(!result.stderr.contains("\r"))
      #expect(result.stderr.hasSuffix(" scenarios/s with \(jobs) job\(jobs == "1" ? "" : "s")\n"))
    }
  }

  @Test("With --count a mutant's counterexample is the same for one and two jobs")
  func jobsDoNotChangeTheCounterexample() throws {
    let mutant = ["BACKGESTURE_MUTANT": "M17"]
    let arguments = ["check", "--count", "1000"]
    let one = try cli.backgesture(arguments + ["--jobs", "1"], environment: mutant)
    let two = try cli.backgesture(arguments + ["--jobs", "2"], environment: mutant)
    #expect(one.status == 1)
    #expect(two.status == 1)
    #expect(one.stdout == two.stdout)
    #expect(one.stdout.hasPrefix("Checking 1000 scenarios with seed 0 on mutant M17: "))
    #expect(one.stdout.contains("\nCounterexample (preset privateHandler):\n"))
    // The count depends on the generator's draws; any count up to the budget reads so.
    let last = one.stdout.split(separator: "\n").last.map(String.init) ?? ""
    let count = last.wholeMatch(of: /FAIL: an invariant broke after (\d+) scenarios\./)
      .flatMap { Int($0.1) }
    #expect(count.map { (1...1000).contains($0) } == true, "\(last)")
    #expect(
      one.stdout.contains(
        "\nReplay: BACKGESTURE_MUTANT=M17 swift run -c release backgesture check --preset privateHandler --replay "
      ))
  }

  @Test("--json prints one object, the same for one and two jobs")
  func json() throws {
    let arguments = ["check", "--count", "200", "--seed", "5", "--json"]
    let one = try cli.backgesture(arguments)
    let two = try cli.backgesture(arguments + ["--jobs", "2"])
    #expect(one.status == 0)
    #expect(one.stdout == two.stdout)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any])
    #expect(object["verdict"] as? String == "pass")
    #expect(object["scenarios"] as? Int == 200)
    #expect(object["count"] as? Int == 200)
    #expect(object["seed"] as? Int == 5)
    #expect((object["coverage"] as? [String: Int])?["preset:fdFullscreen"] == 40)
    #expect(object["counterexample"] == nil)
  }

  @Test("With --seconds the counterexample is the first in the sequence, as with --count")
  func secondsFindTheFirstCounterexample() throws {
    let mutant = ["BACKGESTURE_MUTANT": "M17"]
    let counted = try cli.backgesture(["check", "--count", "1000", "--json"], environment: mutant)
    let timed = try cli.backgesture(
      ["check", "--seconds", "60", "--jobs", "2", "--json"], environment: mutant)
    #expect(counted.status == 1)
    #expect(timed.status == 1)
    let first = try #require(
      try JSONSerialization.jsonObject(with: Data(counted.stdout.utf8)) as? [String: Any])
    let second = try #require(
      try JSONSerialization.jsonObject(with: Data(timed.stdout.utf8)) as? [String: Any])
    #expect(second["seconds"] as? Int == 60)
    #expect(second["mutant"] as? String == "M17")
    #expect(second["verdict"] as? String == "fail")
    #expect(second["scenarios"] as? Int == first["scenarios"] as? Int)
    let expected = try #require(first["counterexample"] as? [String: Any])
    let actual = try #require(second["counterexample"] as? [String: Any])
    #expect(actual["scenario"] as? String == expected["scenario"] as? String)
    #expect(actual["replayToken"] as? String == expected["replayToken"] as? String)
    #expect(actual["preset"] as? String == "privateHandler")
  }

  @Test("--seconds with a time that rounds to nothing still checks round 0")
  func secondsTooShortRunsRoundZero() throws {
    let result = try cli.backgesture(["check", "--seconds", "1e-300", "--preset", "restoredEdge"])
    #expect(result.status == 0)
    #expect(result.stdout.hasSuffix("\nPASS: every invariant held in 1000 scenarios.\n"))
  }

  @Test("--seconds checks the reference for about that long and passes")
  func secondsPass() throws {
    let result = try cli.backgesture(["check", "--seconds", "1", "--preset", "restoredEdge"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("Checking for 1 s with seed 0: restoredEdge\n"))
    #expect(result.stdout.contains("\nPASS: every invariant held in "))
    #expect(!result.stderr.contains("\r"))
  }
}
