import BackGestureRunner
import Foundation
import Testing
import _TestSupport

/// Runs `backgesture bench` as a subprocess: help, bad input and a small deterministic run.
@Suite struct BenchCommandTests {
  let cli = CommandLineTests()

  @Test("bench --help prints the command's usage to stdout and exits 0")
  func help() throws {
    let result = try cli.backgesture(["bench", "--help"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout.hasPrefix(
        """
        OVERVIEW: Measures how fast the property suites catch each mutant.

        """))
    #expect(
      result.stdout.contains(
        "\nUSAGE: backgesture bench [--seeds <n>] [--mutant <id>...] [--throughput <n>] [--json]\n"
      ))
    #expect(
      result.stdout.contains(
        "  1  a mutant was missed on some seed, or shrunk larger or not 1-minimal\n"))
  }

  @Test("The tool's help lists bench")
  func listed() throws {
    let result = try cli.backgesture(["--help"])
    #expect(result.stdout.contains("  bench [<options>]"))
    #expect(result.stdout.contains("Measures how fast the property suites catch each mutant.\n"))
  }

  @Test(
    "Seeds and mutants that do not read are bad input",
    arguments: [
      (["--seeds", "ten"], "the seeds must be a whole number from 1 to 1000, found 'ten'"),
      (["--seeds", "0"], "the seeds must be a whole number from 1 to 1000, found '0'"),
      (["--seeds"], "missing value for '--seeds'"),
      (
        ["--throughput", "0"],
        "the throughput scenarios must be a whole number from 1 to 10000, found '0'"
      ),
      (["--mutant", "M3"], "unknown mutant 'M3'; expected one of: \(CheckCommandTests.mutantIDs)"),
      (
        ["--mutant", "M1,,M2"], "unknown mutant ''; expected one of: \(CheckCommandTests.mutantIDs)"
      ),
      (["--mutant"], "missing value for '--mutant'"),
      (["--jsn"], "unknown option '--jsn'; did you mean '--json'?"),
      (["extra"], "unknown argument 'extra'"),
    ])
  func badInput(_ arguments: [String], _ message: String) throws {
    let result = try cli.backgesture(["bench"] + arguments)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr == """
        Error: \(message)
        Usage: backgesture bench [<options>]
          See 'backgesture bench --help' for more information.

        """)
  }

  @Test("A run away from the package root names the missing counterexample")
  func missingCorpus() throws {
    let directory = try TestSupport.temporaryDirectory()
    let result = try cli.backgesture(["bench", "--mutant", "M1", "--seeds", "1"], in: directory)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("Error: Corpus/mutants/m01-pop-from-root.scenario"))
  }

  @Test("The JSON is the same each time once the times are left out")
  func deterministic() throws {
    // Ten scenarios a preset for the throughput, whose figures the comparison leaves out.
    let arguments = ["bench", "--mutant", "m1,M28", "--seeds", "2", "--throughput", "10", "--json"]
    let root = TestSupport.packageRoot
    let first = try cli.backgesture(arguments, in: root)
    let second = try cli.backgesture(arguments, in: root)
    #expect(first.status == 0, "\(first.stderr)")
    func stable(_ text: String) -> [String] {
      text.split(separator: "\n").map { line in
        String(
          line.replacing(
            #/"(medianMicroseconds|engineScenariosPerSecond|checkScenariosPerSecond|appScenariosPerSecond|appCheckScenariosPerSecond|peakMemoryKilobytes)" : \d+/#,
            with: "\"time\" : _"))
      }
    }
    #expect(stable(first.stdout) == stable(second.stdout))
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any])
    #expect(object["seeds"] as? Int == 2)
    #expect(object["allCaught"] as? Bool == true)
    let mutants = try #require(object["mutants"] as? [[String: Any]])
    #expect(mutants.map { $0["id"] as? String } == ["M1", "M28"])
    #expect(mutants.allSatisfy { $0["caught"] as? Int == 2 })
    #expect(object["casesPerPreset"] as? Int == 2500)
    // JSONEncoder's layout: sorted keys, two-space indentation, " : " between key and value.
    #expect(first.stdout.hasPrefix("{\n  \"allCaught\" : true,\n  \"casesPerPreset\" : 2500,\n"))
  }
}
