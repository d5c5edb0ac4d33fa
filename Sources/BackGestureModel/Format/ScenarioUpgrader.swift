/// Rewrites a scenario file of an older format version (1, 2 or 3) in the newest (4), line
/// by line: the one place that reads the older versions.
///
/// Only the first line and the statements whose meaning or spelling changed are rewritten;
/// every other line, comment and blank line stays as it is, and a comment after a line that
/// grew keeps its column where the spaces before it allow. The upgraded text has the same
/// lines, so a line number names the same statement in both. What changed between the
/// versions, every place where the parser once asked for the file's version:
///
/// - The first line: `backgesture-scenario 1`, `2` or `3` becomes `backgesture-scenario 4`.
/// - Titles (version 2 added quoted ones): in a version 1 file a title is plain text, so one
///   that starts with `"` holds its quotes and backslashes as they are. It is written
///   quoted: `title: "draft"` becomes `title: "\"draft\""`.
/// - Bouncing (version 3 split it): before version 3 the word `bounces` of an `hscroll`
///   turns on UIKit's `bounces` and `alwaysBounceHorizontal` together, and its absence
///   turns both off; from version 3 `bounces=yes|no` (default yes) and `alwaysBounce` are
///   apart. The word becomes `alwaysBounce`, and an `hscroll` without it gains
///   `bounces=no` (before `paging` and `decelerating=T`, as the printer orders them).
/// - What a version added is an error in an older file, with the line of the file and a
///   message naming it and the version it needs (`the step 'back' needs format version 2;
///   the file starts with 'backgesture-scenario 1'`):
///   - version 2: a relative time `@+N`, the step `back`, a checkpoint `@T expect`, the
///     expectations `gesture:`, `callbacks of`, `callbacks include:` and
///     `outcomes include:`;
///   - version 3: the keys `safeInset`, `alwaysBounce`, `waitsForBack`, `backWaits` and
///     `simultaneous` of `hscroll` and `vscroll`, the content item `cell`, and an item
///     inside a scroll view (an indentation of four spaces);
///   - version 4: `system:`, the keys `style` and `modal` of `present:` and of the step
///     `present`, the outcome `interrupted:<step>`, and (added later within version 4,
///     which older readers refuse as unknown words) `tabs:`, the settings
///     `hidesBottomBar`, `field` and `search`, the steps `focus` and `search`, and the
///     expectations `keyboard:`, `search:` and `tabBar:`.
/// - The words an older version knows: a message about a word it does not know lists that
///   version's words. In version 1 the steps leave out `back` and `expect`, the
///   expectations those of version 2, and a time is `'@T'` alone; before version 3 the
///   content items leave out `cell`, the keys of `hscroll` and `vscroll` those of
///   version 3 (with `bounces` a word without a value), and an item is indented by two
///   spaces only.
///
/// Each rewritten line goes at once to the newest version's parser, whose state (the
/// section, the open screen, the time of the last step) the next line's checks read. So
/// the errors come in the order of the file, and on one line in the order the older
/// parser made its checks: a file reads with the meaning and the error messages it had.
struct ScenarioUpgrader {
  /// The versions it reads: every version before the newest.
  static let olderVersions = 1..<Scenario.formatVersion

  /// The version the file declares.
  let version: Int
  /// The newest version's parser, which reads each line once it is rewritten.
  var parser: ScenarioParser

  /// Creates an upgrader for a file that declares an older version.
  init(file: String, version: Int) {
    precondition(Self.olderVersions.contains(version), "only an older version is upgraded")
    self.version = version
    parser = ScenarioParser(file: file)
  }

  /// The version a text declares on its first statement, when it is an older one; `nil`
  /// for the newest version and for a text that declares none (the parser names why).
  static func olderVersion(of text: String) -> Int? {
    for raw in ScenarioParser.lines(of: text) {
      let source = SourceLine(raw)
      guard let first = source.words.first else { continue }
      guard source.indent.isEmpty, first == "backgesture-scenario", source.words.count > 1,
        let version = Int(source.words[1]), source.words[1] == "\(version)",
        olderVersions.contains(version)
      else { return nil }
      return version
    }
    return nil
  }

  /// Rewrites the text in the newest version and reads it.
  ///
  /// - Returns: The text in the newest version, and the scenario read from it.
  /// - Throws: The first error of the file, as reading it in its own version gives it.
  mutating func upgrade(
    _ text: String
  ) throws(ScenarioError) -> (text: String, parsed: ParsedScenario) {
    var upgraded = ""
    for (index, (raw, lineBreak)) in Self.linesWithBreaks(of: text).enumerated() {
      parser.line = index + 1
      let line = try upgradeLine(raw)
      try parser.parseLine(SourceLine(line[...]))
      upgraded += line + lineBreak
    }
    return (upgraded, try parser.finish())
  }

  /// One line in the newest version; a line that the parser refuses in every version is
  /// left for it to name.
  func upgradeLine(_ raw: Substring) throws(ScenarioError) -> String {
    let source = SourceLine(raw)
    guard let first = source.words.first else { return String(raw) }
    guard source.indent.isEmpty else {
      guard parser.section == .header, parser.openScreen != nil else { return String(raw) }
      return try upgradeContentItem(source, raw)
    }
    var words = WordCursor(source.words)
    switch parser.section {
    case .version:
      words.skip()
      let number = words.next()!
      try parser.expectEnd(words)
      return Self.edited(raw, replacing: number, with: "\(Scenario.formatVersion)")
    case .header:
      words.skip()
      switch first {
      case "title:" where version < 2:
        return upgradeVersion1Title(source, raw)
      case "system:":
        throw laterVersion(4, "'system:'")
      case "screen":
        try checkSettings(words.rest.dropFirst())
      case "present:":
        try checkPresentationKeys(&words, keyword: "present:")
      default:
        try checkSystemUIStatement(first)
      }
    case .steps where first.hasPrefix("@"):
      try checkStep(source)
    case .steps, .expectations:
      guard first == "expect" else { break }
      words.skip()
      try checkExpectation(&words)
    }
    return String(raw)
  }

  /// The error for something a later version added: it names the feature and the version.
  func laterVersion(_ needed: Int, _ feature: String) -> ScenarioError {
    parser.error(
      "\(feature) needs format version \(needed); the file starts with "
        + "'backgesture-scenario \(version)'")
  }

  /// Checks a step or a checkpoint: its time, its keyword, and the words after `present`
  /// or `expect`.
  func checkStep(_ source: SourceLine) throws(ScenarioError) {
    var words = WordCursor(source.words)
    let timeWord = words.next()!
    if version < 2 { try checkVersion1Time(timeWord) }
    _ = try parser.timeInOrder(timeWord)
    words.start = words.position
    guard let keyword = words.next() else { return }
    if Self.systemUISteps.contains(String(keyword)) {
      throw laterVersion(4, "the step '\(keyword)'")
    }
    if version < 2 { try checkVersion1Step(keyword) }
    switch keyword {
    case "expect": try checkExpectation(&words)
    case "present": try checkPresentationKeys(&words, keyword: "present")
    default: try checkSystemUIStep(keyword)
    }
  }

  /// Checks the words after `expect`, in a final expectation or a checkpoint.
  func checkExpectation(_ words: inout WordCursor) throws(ScenarioError) {
    if let keyword = words.peek, Self.systemUIExpectations.contains(String(keyword)) {
      throw laterVersion(4, "the expectation '\(keyword)'")
    }
    if version < 2 { try checkVersion1Expectation(words) }
    switch words.next() {
    case "outcomes:"?:
      break
    case "outcomes"? where words.peek == "include:":
      words.skip()
    case let keyword?:
      try checkSystemUIExpectation(keyword)
      return
    default:
      return
    }
    try checkOutcomes(words.rest)
  }
}

extension ScenarioUpgrader {
  /// The lines of a text with the line break after each (`\n`, `\r\n`, or nothing after the
  /// last), split as the parser splits them.
  static func linesWithBreaks(of text: String) -> [(line: Substring, lineBreak: Substring)] {
    var lines: [(line: Substring, lineBreak: Substring)] = []
    var start = text.startIndex
    var index = start
    while index < text.endIndex {
      let next = text.index(after: index)
      if text[index] == "\n" || text[index] == "\r\n" {
        lines.append((text[start..<index], text[index..<next]))
        start = next
      }
      index = next
    }
    lines.append((text[start...], ""))
    return lines
  }

  /// A line with one of its words, or an empty range in it, replaced.
  ///
  /// When the line grows and a comment follows, the spaces before the comment shrink by as
  /// much as they can while two remain (one, when there was one), so the comment keeps its
  /// column where the author left room.
  static func edited(
    _ line: Substring, replacing range: Range<Substring.Index>, with text: String
  ) -> String {
    let growth = text.count - line[range].count
    var after = String(line[range.upperBound...])
    if growth > 0, let hash = after.firstIndex(of: "#") {
      let spaces = after[..<hash].reversed().prefix { $0 == " " }.count
      let kept = max(spaces - growth, min(spaces, 2))
      let start = after.index(hash, offsetBy: -spaces)
      after.replaceSubrange(start..<hash, with: String(repeating: " ", count: kept))
    }
    return String(line[..<range.lowerBound]) + text + after
  }

  /// A line with one word replaced.
  static func edited(_ line: Substring, replacing word: Substring, with text: String) -> String {
    edited(line, replacing: word.startIndex..<word.endIndex, with: text)
  }
}
