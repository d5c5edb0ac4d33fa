/// A subcommand of the tool: its name, what it takes, its help, and what it does.
///
/// The options come from the tool's one table (`Option+Table.swift`); ``parse(_:)`` reads
/// them and ``help`` lists them, so what the help says a command takes is what it takes.
struct Command: Sendable {
  /// The word that selects the command.
  var name: String
  /// One line for the overview.
  var abstract: String
  /// The paragraphs between the overview line and the usage, if any.
  var discussion: String?
  /// The arguments that are not options, each required, in order.
  var arguments: [CommandArgument] = []
  /// The options, in the order the help lists them.
  var options: [CommandOption] = []
  /// The options that do not go together, checked in order once every argument is read.
  var conflicts: [OptionConflict] = []
  /// The ways of calling the command, one usage line each; `nil` for one line that takes
  /// every option.
  var forms: [UsageForm]?
  /// The help after the options: more sections, such as `EXIT STATUS:`, without a final
  /// newline.
  var details: String
  /// Runs the command on the arguments after its name.
  var run: @Sendable ([String]) -> ExitStatus

  /// The short usage, without the tool name, for the tool's overview and for errors:
  /// `check [<options>]`, `run <file>`, or the one option spelled out,
  /// `explain <file> [--svg <out.svg>]`.
  var usage: String {
    var words = [name] + arguments.map(\.synopsis)
    switch options.count {
    case 0: break
    case 1: words.append(synopsis(of: options[0].name))
    default: words.append("[<options>]")
    }
    return words.joined(separator: " ")
  }

  /// The option of a name.
  func option(named name: String) -> CommandOption? {
    options.first { $0.name == name }
  }

  /// Reports a usage mistake of this command on stderr and returns ``ExitStatus/badInput``.
  func usageError(_ error: UsageError) -> ExitStatus {
    Tool.usageError(
      error.message, usage: "\(Tool.name) \(usage)", helpCommand: "\(Tool.name) \(name)")
  }
}
