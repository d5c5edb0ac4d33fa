import BackGestureInvariants
import BackGestureModel
import Foundation

/// A scenario file on disk, with the path that messages name it by.
public struct ScenarioFile: Sendable, Hashable, CustomStringConvertible {
  /// The path as messages show it, such as `Corpus/format/root.scenario`.
  public var path: String
  /// Where the file is.
  public var url: URL

  /// Creates a file reference.
  public init(path: String, url: URL) {
    self.path = path
    self.url = url
  }

  /// A file named by a command-line path, relative to the working directory.
  public init(path: String) {
    self.init(path: path, url: URL(fileURLWithPath: path))
  }

  /// The display path.
  public var description: String { path }

  /// Reads and parses the file.
  ///
  /// - Returns: The scenario, or an error: `no such file`, `is a directory`,
  ///   `cannot read the file as UTF-8 text`, or a parse error with its line.
  public func load() -> Result<ParsedScenario, ScenarioError> {
    readText().flatMap { text in
      Result { () throws(ScenarioError) in try Scenario.parse(text, file: path) }
    }
  }

  /// Reads the file's text.
  ///
  /// - Returns: The text, or an error without a line: `no such file`, `is a directory` or
  ///   `cannot read the file as UTF-8 text`.
  package func readText() -> Result<String, ScenarioError> {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      return .failure(ScenarioError(file: path, line: nil, message: "no such file"))
    }
    guard !isDirectory.boolValue else {
      return .failure(ScenarioError(file: path, line: nil, message: "is a directory"))
    }
    guard let data = FileManager.default.contents(atPath: url.path),
      let text = String(data: data, encoding: .utf8)
    else {
      return .failure(
        ScenarioError(file: path, line: nil, message: "cannot read the file as UTF-8 text"))
    }
    return .success(text)
  }
}
