import BackGestureRendering
import BackGestureRunner
import Foundation

/// Where the tool writes: results and help to stdout, errors to stderr.
enum Console {
  /// Writes text to standard output as is.
  static func out(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Writes text to standard error as is.
  static func error(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
