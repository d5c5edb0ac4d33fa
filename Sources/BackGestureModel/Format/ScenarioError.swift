/// A scenario file that cannot be read or parsed, with the line at fault (spec [F6]).
///
/// The description is the message the tools print, in the form `file:line: message`:
///
/// ```text
/// Corpus/x.scenario:7: expected 'at X,Y' after 'down 1', found 'to'
/// ```
public struct ScenarioError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file as the user named it.
  public var file: String
  /// The 1-based line of the offending statement, or `nil` when the whole file is at fault.
  public var line: Int?
  /// What was expected and what was found, without the file and line.
  public var message: String

  /// Creates an error.
  public init(file: String, line: Int?, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  /// The spelling `file:line: message` (or `file: message` without a line).
  public var description: String {
    if let line { "\(file):\(line): \(message)" } else { "\(file): \(message)" }
  }
}
