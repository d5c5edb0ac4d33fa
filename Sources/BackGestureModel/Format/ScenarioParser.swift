/// Reads the scenario format line by line, in the newest format version only; see
/// ``Scenario/parse(_:file:)``.
///
/// A file in an older version reaches it through ``ScenarioUpgrader``, which hands it each
/// line rewritten in the newest version.
struct ScenarioParser {
  enum Section { case version, header, steps, expectations }

  let file: String
  var section = Section.version
  var line = 0

  var title: String?
  var device: Device?
  var preset: Preset?
  /// The system the file names (`system:`), `ios18` unless it names one.
  var system = OperatingSystem.ios18
  /// Whether the root container is in a tab bar controller (`tabs: yes`).
  var tabs = false
  var screens: [Screen] = []
  var screenLines: [String: Int] = [:]
  var headerLines: [String: Int] = [:]
  /// The index of the screen whose content lines may follow.
  var openScreen: Int?
  /// The last item read at each depth of the open screen's content, by its position in
  /// ``openContent``, with its kind and line: the items a deeper line may go into ([C7]).
  var openItems: [(position: Int, kind: String, line: Int)] = []
  /// The open screen's items in file order, each with the position here of the scroll
  /// view that holds it; they become the screen's content when the screen closes, so
  /// that a line costs the same however deep or wide the content already is.
  var openContent: [(item: ContentItem, holder: Int?)] = []
  /// Every screen's items in numbering order, by name, once the header is read: what
  /// `expect scroll:` names an item in.
  var numberedContent: [String: [ContentItem]] = [:]
  var stack: (names: [String], line: Int)?
  var presentations: [(names: [String], line: Int)] = []
  /// The style of each `present:` statement, in order.
  var presentationStyles: [PresentationStyle] = []

  var steps: [Step] = []
  var stepLines: [Int] = []
  var checkpoints: [Checkpoint] = []
  var checkpointLines: [Int] = []
  var expectations: [Expectation] = []
  var expectationLines: [Int] = []
  /// The time and line of the last step or checkpoint, which a relative time counts from.
  var lastTime: (time: Int, line: Int)?
  /// The fingers that are down after the steps read so far, with the line of their `down`.
  var fingersDown: [Int: Int] = [:]
  /// The outcome kinds the steps so far can record (`swipe`, `push`, …), in the order
  /// they first appear, for the suggestions of unknown outcomes.
  var stepKinds: [String] = []

  init(file: String) {
    self.file = file
  }

  /// An error at the current line, or at another one.
  func error(_ message: String, line: Int? = nil) -> ScenarioError {
    ScenarioError(file: file, line: line ?? self.line, message: message)
  }

  /// The lines of a text: what stands between its line breaks (`\n` or `\r\n`).
  static func lines(of text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
  }

  mutating func parse(_ text: String) throws(ScenarioError) -> ParsedScenario {
    for (index, raw) in Self.lines(of: text).enumerated() {
      line = index + 1
      try parseLine(SourceLine(raw))
    }
    return try finish()
  }

  /// Checks the end of the file and returns the scenario read so far.
  mutating func finish() throws(ScenarioError) -> ParsedScenario {
    switch section {
    case .version:
      line = max(1, line)
      throw error(
        "expected 'backgesture-scenario \(Scenario.formatVersion)' on the first line, "
          + "found the end of the file")
    case .header:
      throw error("expected 'steps:' before the end of the file")
    case .steps, .expectations:
      break
    }
    let world = World(
      device: device!, preset: preset!, screens: screens, stack: stack!.names,
      presentations: presentations.map(\.names), presentationStyles: presentationStyles,
      system: system, tabs: tabs)
    let scenario = Scenario(
      title: title, world: world, steps: steps, checkpoints: checkpoints,
      expectations: expectations)
    return ParsedScenario(
      file: file, scenario: scenario, stepLines: stepLines, checkpointLines: checkpointLines,
      expectationLines: expectationLines)
  }

  mutating func parseLine(_ source: SourceLine) throws(ScenarioError) {
    guard !source.words.isEmpty else { return }
    if source.indent != "" {
      try parseIndented(source)
      return
    }
    var words = WordCursor(source.words)
    switch section {
    case .version:
      try parseVersion(&words)
    case .header:
      try parseHeaderStatement(&words, source: source)
    case .steps where words.peek?.hasPrefix("@") == true:
      try parseStep(&words)
    case .steps, .expectations:
      guard words.peek == "expect" else {
        if section == .expectations, words.peek?.hasPrefix("@") == true {
          throw error("steps must come before the first 'expect' (line \(expectationLines[0]))")
        }
        throw error("expected a step '@T ...' or 'expect', found \(words.found)")
      }
      section = .expectations
      words.skip()
      expectations.append(try parseExpectation(&words, at: nil))
      expectationLines.append(line)
    }
  }

  mutating func parseVersion(_ words: inout WordCursor) throws(ScenarioError) {
    guard words.peek == "backgesture-scenario" else {
      throw error(
        "expected 'backgesture-scenario \(Scenario.formatVersion)' on the first line, "
          + "found \(words.found)")
    }
    words.skip()
    // A file of an older version reaches this line rewritten by the upgrader.
    let word = words.next()
    guard let word, word == "\(Scenario.formatVersion)" else {
      let found = word.map { "'\($0)'" } ?? "none"
      throw error("unsupported format version \(found); this tool reads versions 1, 2, 3 and 4")
    }
    try expectEnd(words)
    section = .header
  }

  mutating func parseIndented(_ source: SourceLine) throws(ScenarioError) {
    guard section == .header else {
      throw error("unexpected indentation; only content items under a 'screen' are indented")
    }
    guard openScreen != nil else {
      throw error("content item outside a screen; indent content only under a 'screen' line")
    }
    let spaces = source.indent.allSatisfy { $0 == " " } ? source.indent.count : nil
    let deepest = openItems.count + 1
    guard let spaces, spaces % 2 == 0, (1...deepest).contains(spaces / 2) else {
      let found = Self.indentationText(source.indent)
      guard deepest > 1 else {
        throw error("expected an indentation of two spaces, found \(found)")
      }
      let depths = (1...deepest).map { "\($0 * 2)" }
      let allowed = depths.dropLast().joined(separator: ", ") + " or " + depths.last!
      throw error(
        "expected an indentation of \(allowed) spaces (an item of the screen or of the item "
          + "above it), found \(found)")
    }
    let depth = spaces / 2
    var words = WordCursor(source.words)
    let kind = String(words.peek ?? "")
    guard depth <= FormatLimits.nestingDepth else {
      throw error(
        "the '\(kind)' is nested \(depth) levels deep; content items nest at most "
          + "\(FormatLimits.nestingDepth) levels deep (an indentation of "
          + "\(2 * FormatLimits.nestingDepth) spaces)")
    }
    let item = try parseContentItem(&words)
    openItems.removeLast(openItems.count - (depth - 1))
    if let holder = openItems.last, !["hscroll", "vscroll"].contains(holder.kind) {
      throw error(
        "only a scroll view holds items; the '\(holder.kind)' on line \(holder.line) cannot "
          + "hold the '\(kind)' indented under it")
    }
    openContent.append((item, openItems.last?.position))
    openItems.append((openContent.count - 1, kind, line))
  }

  /// Ends the open screen, if any: its items become its content.
  mutating func closeScreen() {
    if let index = openScreen {
      screens[index].content = Self.assemble(openContent)
    }
    openScreen = nil
    openItems = []
    openContent = []
  }

  /// How a message names an indentation: `a tab`, or the number of spaces.
  static func indentationText(_ indent: Substring) -> String {
    indent.contains("\t") ? "a tab" : "\(indent.count) spaces"
  }

  /// The items of a screen from its lines in file order, each with the position of the
  /// scroll view that holds it: the screen's own items, each holding its own ([C7]).
  ///
  /// One pass from the last line back, so each item is placed once: the items a scroll
  /// view holds all come after it, and are complete when it is reached.
  static func assemble(_ lines: [(item: ContentItem, holder: Int?)]) -> [ContentItem] {
    WorkCounter.add(lines.count)
    // The items each line holds, last first, as the pass finds them.
    var held = [[ContentItem]](repeating: [], count: lines.count)
    var top: [ContentItem] = []
    for position in lines.indices.reversed() {
      var item = lines[position].item
      if !held[position].isEmpty {
        item = Self.item(item, holding: held[position].reversed())
        held[position] = []
      }
      if let holder = lines[position].holder {
        held[holder].append(item)
      } else {
        top.append(item)
      }
    }
    return top.reversed()
  }

  /// A scroll view holding items; a control or a cell, which holds none, as it is.
  static func item(_ item: ContentItem, holding items: [ContentItem]) -> ContentItem {
    switch item {
    case .horizontalScroll(var view):
      view.items = items
      return .horizontalScroll(view)
    case .verticalScroll(var view):
      view.items = items
      return .verticalScroll(view)
    case .control, .cell:
      return item
    }
  }
}

/// One line of a scenario file, its comment removed.
struct SourceLine {
  /// The whole line, comment included (a quoted title may hold `#`).
  var raw: Substring
  /// The leading whitespace.
  var indent: Substring
  /// The text after the indentation, without the comment and trailing whitespace.
  var body: Substring
  /// The words of the body.
  var words: [Substring]

  init(_ line: Substring) {
    var text = line
    if text.last == "\r" { text = text.dropLast() }
    raw = text
    if let hash = text.firstIndex(of: "#") { text = text[..<hash] }
    let start = text.firstIndex { $0 != " " && $0 != "\t" } ?? text.endIndex
    indent = text[..<start]
    body = text[start...]
    // A carriage return before a comment or trailing whitespace counts as whitespace: a
    // title that kept it would lose it to the line break printed after it ([F7]).
    while let last = body.last, last == " " || last == "\t" || last == "\r" {
      body = body.dropLast()
    }
    words = body.split(whereSeparator: { $0 == " " || $0 == "\t" })
  }
}
