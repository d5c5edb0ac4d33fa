/// A mistake in a command line: an unknown option, a missing or unreadable value, options
/// that do not go together.
///
/// The tool prints it argument-parser style, the message then the command's usage, and
/// exits with ``ExitStatus/badInput``:
///
/// ```text
/// Error: the seed must be a whole number from 0 to 18446744073709551615, found 'x'
/// Usage: backgesture check [<options>]
///   See 'backgesture check --help' for more information.
/// ```
struct UsageError: Error, Hashable, Sendable {
  /// The sentence after `Error: `, lower case and without a final full stop.
  var message: String

  init(_ message: String) {
    self.message = message
  }
}
