/// An error in a build's output: where the compiler put it, if anywhere, and its message.
///
/// ```text
/// /tmp/s/Sources/CheckedFiles/Edge.swift:12:47: error: '#selector' can only be used …
/// ```
struct CompilerDiagnostic: Sendable, Hashable {
  /// The file, as the compiler printed it; `nil` for an error of no file (the linker's).
  var path: String?
  /// The line, from 1.
  var line: Int?
  /// The column, in UTF-8 bytes from 1.
  var column: Int?
  /// The message, as the compiler printed it.
  var message: String

  /// The errors of a build's output, each once, in the order printed.
  ///
  /// A line `FILE:LINE:COLUMN: error: MESSAGE` is an error of a file; another line with
  /// `error: ` is one of no file. The lines in which the build tool only says that a
  /// command failed are left out: the errors that made it fail are printed too.
  static func errors(in output: String) -> [CompilerDiagnostic] {
    var found: [CompilerDiagnostic] = []
    for line in output.split(whereSeparator: \.isNewline).map(String.init) {
      guard let diagnostic = error(in: line), !found.contains(diagnostic) else { continue }
      found.append(diagnostic)
    }
    return found
  }

  /// The error a line of output reports, or `nil` when it reports none.
  static func error(in line: String) -> CompilerDiagnostic? {
    if let marker = line.range(of: ": error: ") {
      let message = String(line[marker.upperBound...])
      guard !isCommandFailure(message) else { return nil }
      let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
      if place.count >= 3, let number = Int(place[place.count - 2]),
        let column = Int(place[place.count - 1])
      {
        return CompilerDiagnostic(
          path: place.dropLast(2).joined(separator: ":"), line: number, column: column,
          message: message)
      }
      return CompilerDiagnostic(message: String(line[..<marker.lowerBound]) + ": " + message)
    }
    guard line.hasPrefix("error: ") else { return nil }
    let message = String(line.dropFirst("error: ".count))
    return isCommandFailure(message) ? nil : CompilerDiagnostic(message: message)
  }

  /// Whether a message only says that a command of the build failed.
  static func isCommandFailure(_ message: String) -> Bool {
    message.contains("command failed with exit code") || message.hasPrefix("fatalError")
  }
}
