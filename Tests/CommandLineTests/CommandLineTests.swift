import Foundation
import Testing
import _TestSupport

/// Runs the built `backgesture` tool as a subprocess and checks exit codes and output.
@Suite struct CommandLineTests {
  typealias Result = BuiltTool.Result

  /// The `backgesture` binary in the build products directory, next to the test bundle.
  static let tool = BuiltTool(named: "backgesture")

  /// Runs the tool with arguments in a directory, with some environment variables changed
  /// (by default without `BACKGESTURE_MUTANT`, so the reference engine is checked).
  func backgesture(
    _ arguments: [String], in directory: URL? = nil,
    environment: [String: String?] = ["BACKGESTURE_MUTANT": nil]
  ) throws -> Result {
    let tool = try #require(Self.tool, "build the backgesture product first (swift build)")
    return try tool.run(arguments, in: directory, environment: environment)
  }

  static let header = """
    backgesture-scenario 1
    device: phone 390x844 ltr
    preset: fdFullscreen
    screen A
    screen B
    stack: A B
    steps:
    @0 wait

    """

  @Test("--help prints the overview to stdout and exits 0")
  func help() throws {
    let result = try backgesture(["--help"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        OVERVIEW: Simulates iOS back-gesture logic and checks scenarios against it.

        USAGE: backgesture <command> [<options>]

        COMMANDS:
          check [<options>]                   Generates scenarios and checks every invariant after every step.
          check-file <file>... [<options>]    Checks an app's own back-gesture Swift files, with no wrapper written.
          run <file>                          Runs a scenario, prints its trace and checks its expectations.
          explain <file> [--svg <out.svg>]    Prints a scenario's timeline and marks the first broken invariant.
          prove [<options>]                   Explores every scenario of a bounded scope for a counterexample.
          bench [<options>]                   Measures how fast the property suites catch each mutant.
          upgrade <file>... [--check]         Rewrites scenario files in the newest format version, in place.

        OPTIONS:
          -h, --help                          Shows this help.

        See 'backgesture <command> --help' for a command's options.

        """)
  }

  @Test("run --help prints the command's usage to stdout and exits 0")
  func runHelp() throws {
    let result = try backgesture(["run", "--help"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        OVERVIEW: Runs a scenario, prints its trace and checks its expectations.

        USAGE: backgesture run <file>

        ARGUMENTS:
          <file>        A .scenario file (see docs/ScenarioFormat.md).

        OPTIONS:
          -h, --help    Shows this help.

        EXIT STATUS:
          0  every expectation holds
          1  an expectation failed
          2  bad input: a parse error, a missing file, an unknown option or a step the
             engine refused

        """)
  }

  @Test("Usage mistakes go to stderr with exit 2")
  func usageMistakes() throws {
    let unknown = try backgesture(["rn", "x.scenario"])
    #expect(unknown.status == 2)
    #expect(unknown.stdout == "")
    #expect(
      unknown.stderr == """
        Error: unknown command 'rn'; did you mean 'run'?
        Usage: backgesture <command> [<options>]
          See 'backgesture --help' for more information.

        """)
    let none = try backgesture([])
    #expect(none.status == 2)
    #expect(none.stderr.hasPrefix("Error: missing a command\n"))
    let option = try backgesture(["run", "--verbose", "x.scenario"])
    #expect(option.status == 2)
    #expect(
      option.stderr == """
        Error: unknown option '--verbose'
        Usage: backgesture run <file>
          See 'backgesture run --help' for more information.

        """)
    let noFile = try backgesture(["run"])
    #expect(noFile.status == 2)
    #expect(noFile.stderr.hasPrefix("Error: missing expected argument '<file>'\n"))
    let twoFiles = try backgesture(["run", "a.scenario", "b.scenario"])
    #expect(twoFiles.status == 2)
    #expect(twoFiles.stderr.hasPrefix("Error: unexpected argument 'b.scenario'\n"))
  }

  @Test("A missing file or a parse error exits 2 with the message on stderr")
  func badInput() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try TestSupport.write(Self.header + "@1 down 1 to 1,1\n", to: "bad.scenario", in: directory)
    let missing = try backgesture(["run", "nope.scenario"], in: directory)
    #expect(missing.status == 2)
    #expect(missing.stdout == "")
    #expect(missing.stderr == "Error: nope.scenario: no such file\n")
    let bad = try backgesture(["run", "bad.scenario"], in: directory)
    #expect(bad.status == 2)
    #expect(bad.stdout == "")
    #expect(bad.stderr == "Error: bad.scenario:9: expected 'at X,Y' after 'down 1', found 'to'\n")
  }

  @Test("A scenario whose expectations hold exits 0; one that fails exits 1")
  func verdicts() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try TestSupport.write(
      Self.header
        + "expect stacks: A B\nexpect transition: none\nexpect flags: B appeared loaded\n",
      to: "pass.scenario", in: directory)
    try TestSupport.write(
      Self.header + "expect stacks: A\nexpect transition: none\n", to: "fail.scenario",
      in: directory)
    let pass = try backgesture(["run", "pass.scenario"], in: directory)
    #expect(pass.status == 0)
    #expect(pass.stderr == "")
    #expect(pass.stdout.hasPrefix("@0 start\n"))
    #expect(pass.stdout.hasSuffix("@0 wait\n  (no change)\n\nPASS: all 3 expectations hold\n"))
    let fail = try backgesture(["run", "--", "fail.scenario"], in: directory)
    #expect(fail.status == 1)
    #expect(fail.stderr == "")
    #expect(
      fail.stdout.hasSuffix(
        """

        FAIL: 1 of 2 expectations failed
        fail.scenario:9: expect stacks failed: expected 'A', found 'A B'

        """))
  }
}
