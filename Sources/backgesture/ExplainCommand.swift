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
    discussion: """
      Runs the scenario through the reference engine and the oracle in lockstep,
      checking every invariant after every step. The timeline has one row per step;
      a ✘ line marks the first broken invariant, with the engine/oracle diff under it.
      """,
    arguments: [
      CommandArgument(name: "<file>", help: "A .scenario file (see docs/ScenarioFormat.md).")
    ],
    options: [.option(.svg)],
    details: """
      EXIT STATUS:
        0  every invariant and every expectation holds
        1  an invariant or an expectation fails
        2  bad input: a parse error, a missing file, an unknown option, a step both
           models refuse, or an SVG file that cannot be written
      """,
    run: run)

  static func run(_ arguments: [String]) -> ExitStatus {
    let path: String
    let svg: String?
    switch command.parse(arguments) {
    case .success(let parsed?):
      path = parsed.arguments[0]
      svg = parsed[.svg]
    case .success(nil):
      Console.out(command.help)
      return .success
    case .failure(let error):
      return command.usageError(error)
    }
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
}
