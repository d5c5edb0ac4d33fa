import BackGestureGenerators
import BackGestureInvariants
import BackGestureModel
import BackGestureMutants
import BackGestureRendering
import BackGestureRunner
import Foundation

/// The `backgesture` tool: dispatches to a subcommand.
enum Tool {
  static let name = "backgesture"

  /// The subcommands, in the order the help lists them (the main one first); dispatch,
  /// help and suggestions follow it.
  static let commands: [Command] = [
    CheckCommand.command, CheckFileCommand.command, RunCommand.command, ExplainCommand.command,
    ProveCommand.command, BenchCommand.command, UpgradeCommand.command,
  ]

  static var help: String {
    let width = max(commands.map(\.usage.count).max() ?? 0, "-h, --help".count) + 4
    let list = commands.map { command in
      "  " + command.usage.padding(toLength: width, withPad: " ", startingAt: 0) + command.abstract
    }
    return """
      OVERVIEW: Simulates iOS back-gesture logic and checks scenarios against it.

      USAGE: \(name) <command> [<options>]

      COMMANDS:
      \(list.joined(separator: "\n"))

      OPTIONS:
        \("-h, --help".padding(toLength: width, withPad: " ", startingAt: 0))Shows this help.

      See '\(name) <command> --help' for a command's options.

      """
  }

  /// Runs the tool on its arguments (without the tool's own name).
  static func main(_ arguments: [String]) -> ExitStatus {
    guard let first = arguments.first else {
      return usageError(
        "missing a command", usage: "\(name) <command> [<options>]", helpCommand: name)
    }
    if first == "-h" || first == "--help" {
      Console.out(help)
      return .success
    }
    guard let command = commands.first(where: { $0.name == first }) else {
      let what = first.hasPrefix("-") ? "option" : "command"
      let hint = Suggestion.hint(for: first, in: commands.map(\.name))
      return usageError(
        "unknown \(what) '\(first)'\(hint)", usage: "\(name) <command> [<options>]",
        helpCommand: name)
    }
    return command.run(Array(arguments.dropFirst()))
  }

  /// Reports a usage mistake on stderr, argument-parser style.
  static func usageError(_ message: String, usage: String, helpCommand: String) -> ExitStatus {
    Console.error(
      """
      Error: \(ScenarioError.visible(message))
      Usage: \(usage)
        See '\(helpCommand) --help' for more information.

      """)
    return .badInput
  }

  /// Loads a scenario file, or reports why it cannot be read on stderr and returns `nil`
  /// (the caller exits with ``ExitStatus/badInput``).
  static func loadScenario(at path: String) -> ParsedScenario? {
    switch ScenarioFile(path: path).load() {
    case .success(let scenario): return scenario
    case .failure(let error):
      Console.error("Error: \(error)\n")
      return nil
    }
  }
}
