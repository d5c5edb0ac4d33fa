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

  /// The spelling `file:line: message` (or `file: message` without a line), with every
  /// control and invisible character written as `\u{HEX}` ([F6]), so that a word the
  /// message quotes shows what the file holds and a carriage return cannot overwrite the
  /// line.
  public var description: String {
    let text = if let line { "\(file):\(line): \(message)" } else { "\(file): \(message)" }
    return Self.visible(text)
  }

  /// A text with its control and invisible characters (control and format characters,
  /// line and paragraph separators, and every space but U+0020) written as `\u{HEX}`.
  package static func visible(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isInvisible) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if isInvisible(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator: true
    case .spaceSeparator: scalar != " "
    default: false
    }
  }
}
