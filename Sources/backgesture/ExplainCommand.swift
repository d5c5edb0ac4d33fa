import BackGestureInvariants
import BackGestureModel
import BackGestureMutants
import BackGestureRendering
import BackGestureRunner
import Foundation

/// `backgesture explain FILE [--svg OUT.svg]`: prints a scenario's timeline with the
/// first broken invariant marked, and optionally draws it.
enum ExplainCommand {
  static let command = Command(
    name: "explain",
    abstract: "Prints a scenario's timeline and marks the first broken invariant.",
    usage: "explain <file> [--svg <out.svg>]",
    help: """
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

      """,
    run: run)

  static func run(_ arguments: [String]) -> ExitStatus {
    var files: [String] = []
    var svg: String?
    var optionsEnded = false
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        files.append(argument)
      } else if argument == "-h" || argument == "--help" {
        Console.out(command.help)
        return .success
      } else if argument == "--" {
        optionsEnded = true
      } else if argument == "--svg" {
        guard index < arguments.count else {
          return usageError("missing value for '--svg <out.svg>'")
        }
        guard svg == nil else { return usageError("duplicate option '--svg'") }
        svg = arguments[index]
        index += 1
      } else {
        let hint = Suggestion.hint(for: argument, in: ["--svg", "--help"])
        return usageError("unknown option '\(argument)'\(hint)")
      }
    }
    guard let path = files.first else { return usageError("missing expected argument '<file>'") }
    guard files.count == 1 else { return usageError("unexpected argument '\(files[1])'") }

    guard let parsed = Tool.loadScenario(at: path) else { return .badInput }
    let explanation = ScenarioExplanation(parsed)
    Console.out(TimelineRenderer().render(explanation))
    if let svg {
      do {
        try AtomicFile.write(SVGRenderer().render(explanation), to: svg)
      } catch {
        Console.error("Error: \(svg): cannot write the SVG file: \(error.reason)\n")
        return .badInput
      }
    }
    if explanation.invalidScenario { return .badInput }
    return explanation.passed ? .success : .failure
  }

  static func usageError(_ message: String) -> ExitStatus {
    Tool.usageError(
      message, usage: "\(Tool.name) \(command.usage)", helpCommand: "\(Tool.name) \(command.name)")
  }
}
