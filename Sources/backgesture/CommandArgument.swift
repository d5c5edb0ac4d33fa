/// An argument of a command that is not an option, such as the file `run` reads.
struct CommandArgument: Sendable {
  /// The name in the usage and the help, `<file>`.
  var name: String
  /// The help line.
  var help: String
}
