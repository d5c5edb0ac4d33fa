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
    arguments: [
      CommandArgument(name: "<file>", help: "A .scenario file (see docs/ScenarioFormat.md).")
    ],
    details: """
      EXIT STATUS:
        0  every expectation holds
        1  an expectation failed
        2  bad input: a parse error, a missing file, an unknown option or a step the
           engine refused
      """,
    run: run)

  static func run(_ arguments: [String]) -> ExitStatus {
    let path: String
    switch command.parse(arguments) {
    case .success(let parsed?): path = parsed.arguments[0]
    case .success(nil):
      Console.out(command.help)
      return .success
    case .failure(let error):
      return command.usageError(error)
    }
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
}
