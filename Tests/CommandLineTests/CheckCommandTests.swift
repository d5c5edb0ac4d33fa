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

        USAGE: backgesture check [--preset <preset>] [--seed <n>] [--count <n>] [--steps <n>] [--save] [--replay <token>]

        """))
    #expect(result.stdout.contains("  1  a counterexample was found\n"))
  }

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
}
