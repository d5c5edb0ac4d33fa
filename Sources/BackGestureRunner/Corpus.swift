import BackGestureModel
import Foundation

/// Finds and reads the `.scenario` files under a directory.
///
/// Files come in sorted path order, so every run sees them in the same order, and each
/// file is read on its own: a corrupt file is reported and never hides the others.
public enum Corpus {
  /// Returns every `*.scenario` file under a directory, recursively, sorted by path.
  ///
  /// - Parameters:
  ///   - directory: The directory to search.
  ///   - displayRoot: How messages name the directory, such as `Corpus`; file paths
  ///     are this root followed by the path inside the directory.
  public static func files(in directory: URL, displayRoot: String) -> [ScenarioFile] {
    let base = directory.standardizedFileURL.path
    guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
    var relative: [String] = []
    while let path = enumerator.nextObject() as? String {
      if path.hasSuffix(".scenario") { relative.append(path) }
    }
    return relative.sorted().map {
      ScenarioFile(
        path: displayRoot.isEmpty ? $0 : "\(displayRoot)/\($0)",
        url: URL(fileURLWithPath: base).appendingPathComponent($0))
    }
  }

  /// Reads and parses every `*.scenario` file under a directory, in sorted path order.
  public static func load(from directory: URL, displayRoot: String) -> [CorpusEntry] {
    files(in: directory, displayRoot: displayRoot).map {
      CorpusEntry(file: $0, result: $0.load())
    }
  }
}

/// One corpus file and what reading it gave.
public struct CorpusEntry: Sendable {
  /// The file.
  public var file: ScenarioFile
  /// The parsed scenario, or the error naming the file and line.
  public var result: Result<ParsedScenario, ScenarioError>

  /// Creates an entry.
  public init(file: ScenarioFile, result: Result<ParsedScenario, ScenarioError>) {
    self.file = file
    self.result = result
  }
}
