import BackGestureMutants
import BackGestureRendering
import BackGestureRunner

/// A subcommand of the tool: its name, its help, and what it does.
struct Command: Sendable {
  /// The word that selects the command.
  var name: String
  /// One line for the overview.
  var abstract: String
  /// The `USAGE:` line without the tool name, such as `run <file>`.
  var usage: String
  /// The full `--help` text.
  var help: String
  /// Runs the command on the arguments after its name.
  var run: @Sendable ([String]) -> ExitStatus
}
