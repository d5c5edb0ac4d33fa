import Foundation

/// A directory of counterexamples, one human-readable text file each.
///
/// A file looks like this:
///
/// ```text
/// # property-corpus 1
/// property: reverse
/// choices: 1 0 1 1 0
/// # value:
/// #   [0, 1]
/// ```
///
/// Files are written atomically (to a temporary file in the same directory,
/// then renamed), and reading returns one result per file in sorted order, so
/// one damaged file never hides the others.
public struct CorpusStore: Sendable, Hashable {
  /// The directory holding the files.
  public var directory: String

  /// The first line of every file; its number is the format version.
  public static let header = "# property-corpus 1"

  /// Creates a store for a directory; it is created when first written to.
  public init(directory: String) {
    self.directory = directory
  }

  /// The result of reading one file.
  public struct File: Sendable, Hashable {
    /// The file's path.
    public var path: String
    /// The entry, or what is wrong with the file.
    public var entry: Result<CorpusEntry, CorpusError>
  }

  /// Writes a counterexample and returns the path of its file.
  ///
  /// The file name is derived from the property name and the choices, so
  /// storing the same counterexample twice writes the same file.
  @discardableResult
  public func save(property: String, values: [Int64], rendering: String) throws -> String {
    try FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true)
    let choices = values.map(String.init).joined(separator: " ")
    let slug = String(property.map { $0.isLetter || $0.isNumber ? $0 : "-" }.prefix(60))
    let hash = String(StableHash.fnv1a(property + "\n" + choices), radix: 16)
    let path = directory + "/" + slug + "-" + hash + ".txt"
    let name = property.split(whereSeparator: \.isNewline).joined(separator: " ")
    var text = "\(Self.header)\nproperty: \(name)\nchoices: \(choices)\n# value:\n"
    for line in rendering.split(separator: "\n", omittingEmptySubsequences: false) {
      text += "#   \(line)\n"
    }
    let temporary = directory + "/.tmp-" + slug + "-" + hash
    guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else {
      throw CorpusError(path: temporary, line: nil, reason: "cannot write the temporary file")
    }
    guard rename(temporary, path) == 0 else {
      try? FileManager.default.removeItem(atPath: temporary)
      throw CorpusError(path: path, line: nil, reason: "cannot move the temporary file into place")
    }
    return path
  }

  /// Writes the minimal counterexample of a failure and returns the path of its file.
  @discardableResult
  public func save<Value>(_ failure: PropertyFailureDetails<Value>, property: String) throws -> String {
    try save(
      property: property, values: failure.minimal.choices.map(\.value),
      rendering: failure.minimal.rendering)
  }

  /// Reads every `.txt` file of the directory, in sorted order.
  ///
  /// A missing directory holds no files. Each file yields its entry or a
  /// ``CorpusError`` naming the file and line.
  public func load() -> [File] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".txt") && !$0.hasPrefix(".") }.sorted().map { name in
      let path = directory + "/" + name
      guard let data = FileManager.default.contents(atPath: path),
        let text = String(data: data, encoding: .utf8)
      else {
        return File(path: path, entry: .failure(
          CorpusError(path: path, line: nil, reason: "cannot read the file as UTF-8 text")))
      }
      return File(path: path, entry: Self.parse(text, path: path))
    }
  }

  /// Parses the text of one corpus file.
  static func parse(_ text: String, path: String) -> Result<CorpusEntry, CorpusError> {
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .map(String.init)
    func fail(_ line: Int, _ reason: String) -> Result<CorpusEntry, CorpusError> {
      .failure(CorpusError(path: path, line: line, reason: reason))
    }
    guard let first = lines.first, first == header else {
      if let first = lines.first, first.hasPrefix("# property-corpus ") {
        let version = first.dropFirst("# property-corpus ".count)
        return fail(1, "unsupported format version \"\(version)\"; expected \"\(header)\"")
      }
      return fail(1, "expected the header \"\(header)\"")
    }
    var property: String?
    var values: [Int64]?
    var choicesLine = 0
    var rendering: [String] = []
    for (offset, line) in lines.enumerated().dropFirst() {
      let number = offset + 1
      if line.hasPrefix("property: ") {
        guard property == nil else { return fail(number, "the property is named twice") }
        property = String(line.dropFirst("property: ".count))
      } else if line.hasPrefix("choices:") {
        guard values == nil else { return fail(number, "the choices are given twice") }
        var parsed: [Int64] = []
        for word in line.dropFirst("choices:".count).split(separator: " ") {
          guard let value = Int64(word) else {
            return fail(number, "expected a whole number in the choices, found \"\(word)\"")
          }
          parsed.append(value)
        }
        values = parsed
        choicesLine = number
      } else if line.hasPrefix("#   ") {
        rendering.append(String(line.dropFirst(4)))
      } else if !(line.isEmpty || line.hasPrefix("#")) {
        return fail(number, "expected \"property: <name>\", \"choices: <numbers>\" or a comment, found \"\(line)\"")
      }
    }
    guard let property else { return fail(lines.count, "missing the line \"property: <name>\"") }
    guard let values else { return fail(lines.count, "missing the line \"choices: <numbers>\"") }
    return .success(
      CorpusEntry(
        path: path, property: property, values: values,
        rendering: rendering.joined(separator: "\n"), choicesLine: choicesLine))
  }
}
