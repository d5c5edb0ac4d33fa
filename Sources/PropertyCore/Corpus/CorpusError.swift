/// A corpus file that cannot be used, naming the file, the line and what was expected.
public struct CorpusError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file's path.
  public var path: String
  /// The line at fault, counting from one, if the fault is on a line.
  public var line: Int?
  /// What was wrong or expected.
  public var reason: String

  /// Creates an error.
  public init(path: String, line: Int?, reason: String) {
    self.path = path
    self.line = line
    self.reason = reason
  }

  /// The text shown to a person.
  public var description: String {
    if let line { return "\(path):\(line): \(reason)" }
    return "\(path): \(reason)"
  }
}
