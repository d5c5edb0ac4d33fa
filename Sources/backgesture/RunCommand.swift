import BackGestureInvariants
import BackGestureModel
import BackGestureMutants
import BackGestureRendering
import BackGestureRunner

/// `backgesture run FILE`: runs one scenario, prints its trace and its verdict.
enum RunCommand {
  static let command = Command(
    name: "run",
    abstract: "Runs a scenario, prints its trace and checks its expectations.",
    usage: "run <file>",
    help: """
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

      """,
    run: run)

  static func run(_ arguments: [String]) -> ExitStatus {
    var files: [String] = []
    var optionsEnded = false
    for argument in arguments {
      if !optionsEnded, argument == "-h" || argument == "--help" {
        Console.out(command.help)
        return .success
      }
      if !optionsEnded, argument == "--" {
        optionsEnded = true
      } else if !optionsEnded, argument.hasPrefix("-"), argument != "-" {
        return usageError("unknown option '\(argument)'")
      } else {
        files.append(argument)
      }
    }
    guard let path = files.first else { return usageError("missing expected argument '<file>'") }
    guard files.count == 1 else { return usageError("unexpected argument '\(files[1])'") }

    guard let parsed = Tool.loadScenario(at: path) else { return .badInput }
    let run = ScenarioTrace(parsed)
    Console.out(TraceRenderer().render(run))
    if let refusedStep = run.refusedStep {
      Console.error("Error: \(refusedStep)\n")
      return .badInput
    }
    Console.out("\n" + run.verdict)
    return run.passed ? .success : .failure
  }

  static func usageError(_ message: String) -> ExitStatus {
    Tool.usageError(
      message, usage: "\(Tool.name) \(command.usage)", helpCommand: "\(Tool.name) \(command.name)")
  }
}
