import BackGestureRunner
import Foundation
import Testing
import _TestSupport

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `backgesture explain`: help, exit codes, the SVG file, and every corpus file.
extension CommandLineTests {
  @Test("explain --help prints the command's usage to stdout and exits 0")
  func explainHelp() throws {
    let result = try backgesture(["explain", "--help"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        OVERVIEW: Prints a scenario's timeline and marks the first broken invariant.

        Runs the scenario through the reference engine and the oracle in lockstep,
        checking every invariant after every step. The timeline has one row per step;
        a ✘ line marks the first broken invariant, with the engine/oracle diff under it.

        USAGE: backgesture explain <file> [--svg <out.svg>]

        ARGUMENTS:
          <file>            A .scenario file (see docs/ScenarioFormat.md).

        OPTIONS:
          --svg <out.svg>   Also draws the scenario as an SVG picture (see docs/Explain.md).
          -h, --help        Shows this help.

        EXIT STATUS:
          0  every invariant and every expectation holds
          1  an invariant or an expectation fails
          2  bad input: a parse error, a missing file, an unknown option, a step both
             models refuse, or an SVG file that cannot be written

        """)
  }

  @Test("explain: usage mistakes and bad input exit 2 with the message on stderr")
  func explainMistakes() throws {
    let option = try backgesture(["explain", "--sgv", "x.svg", "x.scenario"])
    #expect(option.status == 2)
    #expect(option.stdout == "")
    #expect(
      option.stderr == """
        Error: unknown option '--sgv'; did you mean '--svg'?
        Usage: backgesture explain <file> [--svg <out.svg>]
          See 'backgesture explain --help' for more information.

        """)
    let noValue = try backgesture(["explain", "x.scenario", "--svg"])
    #expect(noValue.status == 2)
    #expect(noValue.stderr.hasPrefix("Error: missing value for '--svg'\n"))
    let missing = try backgesture(["explain", "nope.scenario"])
    #expect(missing.status == 2)
    #expect(missing.stderr == "Error: nope.scenario: no such file\n")
  }

  @Test("explain exits 1 when an expectation fails, and writes the SVG in place")
  func explainVerdicts() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try TestSupport.write(Self.header + "expect stacks: A\n", to: "fail.scenario", in: directory)
    let fail = try backgesture(["explain", "fail.scenario", "--svg", "out.svg"], in: directory)
    #expect(fail.status == 1)
    #expect(fail.stderr == "")
    #expect(
      fail.stdout.hasSuffix(
        """

        FAIL: 1 of 1 expectations failed
        fail.scenario:9: expect stacks failed: expected 'A', found 'A B'
        All invariants hold; engine and oracle agree at every step.

        """))
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(files == ["fail.scenario", "out.svg"])  // no temporary file is left behind
    let unwritable = try backgesture(
      ["explain", "fail.scenario", "--svg", "no/such/dir/out.svg"], in: directory)
    #expect(unwritable.status == 2)
    #expect(unwritable.stderr.hasPrefix("Error: no/such/dir/out.svg: cannot write the SVG file"))
  }

  @Test(
    "explain --svg works on every corpus file: exit 0 and an SVG that parses",
    arguments: corpusFiles)
  func explainCorpus(_ file: ScenarioFile) throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let svg = directory.appendingPathComponent("out.svg")
    let result = try backgesture(["explain", file.url.path, "--svg", svg.path])
    #expect(result.status == 0, "\(file.path)\n\(result.stdout)\(result.stderr)")
    #expect(
      result.stdout.hasSuffix("All invariants hold; engine and oracle agree at every step.\n"))
    let parser = try XMLParser(data: Data(contentsOf: svg))
    #expect(parser.parse(), "\(file.path): \(String(describing: parser.parserError))")
  }
}
