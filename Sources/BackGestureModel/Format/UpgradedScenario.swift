/// A scenario file's text in the newest format version, with the version the file declares
/// and the scenario the text describes.
///
/// A text in format version 1, 2 or 3 is rewritten by ``ScenarioUpgrader``, which keeps
/// its comments, blank lines and layout; a text in the newest version is kept as it is.
/// Tool support for `backgesture upgrade`: `package`, not part of the public API.
package struct UpgradedScenario: Sendable, Hashable {
  /// The format version the file declares on its first line.
  package var declaredVersion: Int
  /// The text in the newest version: the file's own text when it is in that version.
  package var text: String
  /// The scenario, as ``Scenario/parse(_:file:)`` reads it from the file.
  package var parsed: ParsedScenario

  /// Reads a file's text, and rewrites it in the newest version when it is in an older one.
  ///
  /// - Parameters:
  ///   - text: The file's contents.
  ///   - file: The file as the user named it; errors start with it.
  /// - Throws: The ``ScenarioError`` that reading the file gives, naming the file, the line
  ///   and what was expected.
  package init(_ text: String, file: String) throws(ScenarioError) {
    guard let version = ScenarioUpgrader.olderVersion(of: text) else {
      var parser = ScenarioParser(file: file)
      parsed = try parser.parse(text)
      self.text = text
      declaredVersion = Scenario.formatVersion
      return
    }
    var upgrader = ScenarioUpgrader(file: file, version: version)
    (self.text, parsed) = try upgrader.upgrade(text)
    declaredVersion = version
  }
}
