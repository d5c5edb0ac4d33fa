import BackGestureModel
import BackGestureMutants
import Testing

@testable import backgesture

/// The tool's option table and its one parser, without a subprocess: every message word
/// for word, the typed values, and the help lines made from the table.
@Suite struct OptionTableTests {
  /// Parses a command line of a command, and returns the message of its mistake.
  func mistake(_ command: Command, _ line: [String]) -> String? {
    guard case .failure(let error) = command.parse(line) else { return nil }
    return error.message
  }

  /// Parses a command line that must read.
  func parsed(_ command: Command, _ line: [String]) throws -> ParsedArguments {
    let parsed = try command.parse(line).get()
    return try #require(parsed, "\(line) asked for the help")
  }

  static let mutants = CheckCommandTests.mutantIDs
  static let apps =
    "privateHandler fdFullscreen delegateInterceptor privateHandlerAsShipped "
    + "fdFullscreenAsShipped restoredEdgeAsShipped isolatedContainersAsShipped "
    + "delegateInterceptorAsShipped S1 S2 S3 S4 S5 S6 S7 S8"

  @Test(
    "A value an option cannot read is refused with the option's message",
    arguments: [
      (["--preset", "fdFulscreen"], "unknown preset 'fdFulscreen'; did you mean 'fdFullscreen'?"),
      (["--preset", "x"], "unknown preset 'x'"),
      (["--os", "ios17"], "unknown system 'ios17'; did you mean 'ios18'?"),
      (
        ["--seed", "x"], "the seed must be a whole number from 0 to 18446744073709551615, found 'x'"
      ),
      (
        ["--seed", "18446744073709551616"],
        "the seed must be a whole number from 0 to 18446744073709551615, found '18446744073709551616'"
      ),
      (["--count", "0"], "the count must be a whole number of at least 1, found '0'"),
      (["--seconds", "-1"], "the seconds must be a number above 0, found '-1'"),
      (["--seconds", "1e10"], "the seconds must be a number above 0, found '1e10'"),
      (["--jobs", "257"], "the jobs must be a whole number from 1 to 256, found '257'"),
      (["--steps", "1001"], "the steps must be a whole number from 1 to 1000, found '1001'"),
      (["--mutant", "M3"], "unknown mutant 'M3'; expected one of: \(mutants)"),
      (["--mutant", " m5 "], "unknown mutant 'm5'; expected one of: \(mutants)"),
      (["--replay", "nonsense"], "'nonsense' is not a replay token"),
    ])
  func checkValues(_ line: [String], _ message: String) {
    #expect(mistake(CheckCommand.command, line) == message)
  }

  @Test(
    "prove and bench read their own options with their own messages, and the shared ones alike",
    arguments: [
      (
        ProveCommand.command, ["--depth", "13"],
        "the depth must be a whole number from 0 to 12, found '13'"
      ),
      (
        ProveCommand.command, ["--screens", "0"],
        "the screens must be a whole number from 1 to 3, found '0'"
      ),
      (
        ProveCommand.command, ["--max-depth", "2"],
        "the max depth must be a whole number from 3 to 6, found '2'"
      ),
      (
        ProveCommand.command, ["--runs", "100"],
        "the runs must be a whole number from 1 to 99, found '100'"
      ),
      (ProveCommand.command, ["--app", "S9"], "unknown app 'S9'; expected one of: \(apps)"),
      (
        ProveCommand.command, ["--jobs", "0"],
        "the jobs must be a whole number from 1 to 256, found '0'"
      ),
      (
        ProveCommand.command, ["--mutant", "M3"], "unknown mutant 'M3'; expected one of: \(mutants)"
      ),
      (ProveCommand.command, ["--os", "ios"], "unknown system 'ios'; did you mean 'ios18'?"),
      (
        BenchCommand.command, ["--seeds", "1001"],
        "the seeds must be a whole number from 1 to 1000, found '1001'"
      ),
      (
        BenchCommand.command, ["--mutant", "M1,M3"],
        "unknown mutant 'M3'; expected one of: \(mutants)"
      ),
    ])
  func otherValues(_ command: Command, _ line: [String], _ message: String) {
    #expect(mistake(command, line) == message)
  }

  @Test("The parser's own mistakes, word for word")
  func parserMistakes() {
    let check = CheckCommand.command
    #expect(mistake(check, ["--jsn"]) == "unknown option '--jsn'; did you mean '--json'?")
    #expect(mistake(check, ["--hepl"]) == "unknown option '--hepl'; did you mean '--help'?")
    #expect(mistake(check, ["--verbose"]) == "unknown option '--verbose'")
    #expect(mistake(check, ["extra"]) == "unknown argument 'extra'")
    #expect(mistake(check, ["-"]) == "unknown argument '-'")
    #expect(mistake(check, ["--", "--json"]) == "unknown argument '--json'")
    #expect(mistake(check, ["--seed"]) == "missing value for '--seed'")
    #expect(mistake(check, ["--json", "--json"]) == "duplicate option '--json'")
    #expect(mistake(check, ["--seed", "1", "--seed", "1"]) == "duplicate option '--seed'")
    #expect(
      mistake(check, ["--seconds", "1", "--count", "5"])
        == "'--count' and '--seconds' cannot be used together")
    // The first mistake in the line is the one reported; the conflicts come last.
    #expect(
      mistake(check, ["--count", "5", "--seconds", "1", "--jobs"]) == "missing value for '--jobs'")
    #expect(mistake(check, ["--bogus", "--help"]) == "unknown option '--bogus'")
    // An option's value is the next argument, even one that starts with a dash.
    #expect(
      mistake(check, ["--seed", "--help"])
        == "the seed must be a whole number from 0 to 18446744073709551615, found '--help'")
    let run = RunCommand.command
    #expect(mistake(run, []) == "missing expected argument '<file>'")
    #expect(mistake(run, ["a.scenario", "b.scenario"]) == "unexpected argument 'b.scenario'")
    #expect(mistake(run, ["--verbose", "a.scenario"]) == "unknown option '--verbose'")
    let explain = ExplainCommand.command
    #expect(mistake(explain, ["a.scenario", "--svg"]) == "missing value for '--svg'")
    #expect(
      mistake(explain, ["a.scenario", "--svg", "a.svg", "--svg", "b.svg"])
        == "duplicate option '--svg'")
    let prove = ProveCommand.command
    #expect(
      mistake(prove, ["--mutant", "M1", "--app", "S1"])
        == "--app and --mutant do not go together: give one")
    #expect(
      mistake(prove, ["--bench", "--mutant", "M1"])
        == "--bench times the reference engine: leave out --app and --mutant")
    #expect(
      mistake(prove, ["--app", "S1", "--bench"])
        == "--bench times the reference engine: leave out --app and --mutant")
  }

  @Test("-h and --help ask for the help, unless they come after -- or as a value")
  func help() throws {
    for command in Tool.commands {
      #expect(try command.parse(["--help"]).get() == nil, "\(command.name)")
      #expect(try command.parse(["-h"]).get() == nil, "\(command.name)")
    }
    #expect(try CheckCommand.command.parse(["--json", "-h", "--bogus"]).get() == nil)
    let file = try parsed(RunCommand.command, ["--", "-h"])
    #expect(file.arguments == ["-h"])
    let svg = try parsed(ExplainCommand.command, ["--svg", "--help", "-"])
    #expect(svg[.svg] == "--help")
    #expect(svg.arguments == ["-"])
  }

  @Test("The values come out typed, each as the table reads it")
  func typedValues() throws {
    let line = [
      "--seed", "18446744073709551615", "--os", "ios26", "--mutant", "m1", "--steps", "3",
      "--preset", "restoredEdge", "--json", "--seconds", "0.5", "--jobs", "2",
    ]
    let check = try #require(try CheckCommand.parse(line).get())
    #expect(check.seed == UInt64.max)
    #expect(check.check.systems == [.ios26])
    #expect(check.check.presets == [.restoredEdge])
    #expect(check.check.maximumSteps == 3)
    #expect(check.check.sheets && check.check.nested)
    #expect(check.seconds == 0.5)
    #expect(check.mutant == .m1 && check.mutantGiven)
    #expect(check.jobs == 2 && check.jobsGiven)
    #expect(check.json && !check.save && check.replay == nil)
    // Left out, every option is the whole space of `CheckOptions.everything`, seed 0.
    let plain = try #require(try CheckCommand.parse([]).get())
    var everything = CheckOptions.everything
    everything.seed = 0
    #expect(plain.check == everything)
    #expect(plain.mutant == nil && !plain.mutantGiven && !plain.jobsGiven)
    // `Mutant(id:)` spells a mutant M1, m1 or 1, as prove and bench read it too.
    let prove = try #require(try ProveCommand.parse(["--mutant", "1", "--os", "ios26"]).get())
    #expect(prove.mutant == .m1 && prove.system == .ios26 && prove.preset == nil)
    let bench = try #require(
      try BenchCommand.parse(["--mutant", "m28, M2", "--mutant", "1", "--mutant", "M2"]).get())
    #expect(bench.mutants == [.m1, .m2, .m28])
    #expect(bench.seeds == BenchCommand.defaultSeeds)
  }

  /// A command that takes one of each kind of option, to show the help's layout.
  static let demo = Command(
    name: "demo", abstract: "Shows the layout.",
    arguments: [CommandArgument(name: "<file>", help: "A file.")],
    options: [
      .option(.seed), .option(.mutant, help: "One line,\nand another.", repeats: true),
      .option(.json),
    ],
    conflicts: [OptionConflict(.seed, with: .json)],
    details: "EXIT STATUS:\n  0  always",
    run: { _ in .success })

  @Test("The help lists the arguments and the options of the table, aligned")
  func generatedHelp() {
    // The longest label is '--mutant <id>', 13 characters: the help column is 3 past it,
    // 16, which is also at least 4 past '-h, --help'. The conflicting --seed and --json
    // show as alternatives where --seed stands; --mutant repeats.
    #expect(
      Self.demo.help == """
        OVERVIEW: Shows the layout.

        USAGE: backgesture demo <file> [--seed <n> | --json] [--mutant <id>...]

        ARGUMENTS:
          <file>          A file.

        OPTIONS:
          --seed <n>      The seed (default 0); the same seed and count print the same output.
          --mutant <id>   One line,
                          and another.
          --json          Prints the result as one JSON object instead of text.
          -h, --help      Shows this help.

        EXIT STATUS:
          0  always

        """)
    #expect(Self.demo.usage == "demo <file> [<options>]")
    #expect(RunCommand.command.usage == "run <file>")
    #expect(ExplainCommand.command.usage == "explain <file> [--svg <out.svg>]")
    #expect(CheckCommand.command.usage == "check [<options>]")
  }

  @Test("bench's options are the table's, with its own help lines for --mutant and --json")
  func benchHelp() {
    // The longest label is '--throughput <n>': the column is 19.
    #expect(
      BenchCommand.command.help.contains(
        """
        USAGE: backgesture bench [--seeds <n>] [--mutant <id>...] [--throughput <n>] [--json]

        OPTIONS:
          --seeds <n>        The seeds per mutant, 0 to n-1 (default 20).
          --mutant <id>      Benchmarks these mutants only: an id such as M1, or a comma
                             list; repeatable. Without it, every mutant.
          --throughput <n>   The generated scenarios per preset the throughput is timed on
                             (default 200), 1 to 10000.
          --json             Prints JSON instead of the table.
          -h, --help         Shows this help.

        Run it from the package root: it reads Corpus/mutants/.

        """))
  }

  @Test("Every usage form names only options its command takes, and every option is in one")
  func formsCoverTheOptions() {
    for command in Tool.commands {
      let named = (command.forms ?? []).flatMap { $0.required + $0.optional }
      let taken = command.options.map(\.name)
      #expect(named.allSatisfy(taken.contains), "\(command.name)")
      if command.forms != nil {
        #expect(Set(named) == Set(taken), "\(command.name)")
      }
      #expect(Set(taken).count == taken.count, "\(command.name) lists an option twice")
    }
  }
}
