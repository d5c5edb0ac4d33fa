/// An argument of a command that is not an option, such as the file `run` reads.
struct CommandArgument: Sendable {
  /// The name in the usage and the help, `<file>`.
  var name: String
  /// The help line.
  var help: String
  /// Whether the argument may be given more than once (at least once); only the last
  /// argument of a command may repeat. The usage shows it as `<file>...`.
  var repeats = false

  /// The argument as the usage line shows it: `<file>`, or `<file>...` when it repeats.
  var synopsis: String { repeats ? name + "..." : name }
}
