/// What format version 2 added and changed, read in a version 1 file: quoted titles,
/// relative times, the step `back`, checkpoints and four expectations.
extension ScenarioUpgrader {
  /// The step keywords of version 1, in the order its messages list them.
  static let version1StepKeywords = [
    "down", "move", "up", "cancel", "push", "pop", "pop-to-root", "set-stack", "present",
    "dismiss", "wait",
  ]

  /// The expectation keywords of version 1, in the order its messages list them.
  static let version1ExpectationKeywords = [
    "stacks:", "bar:", "outcomes:", "callbacks:", "transition:", "scroll:", "flags:",
  ]

  /// A version 1 title in the newest version: one that starts with `"` is plain text there,
  /// so it is written quoted, with its comment after it.
  func upgradeVersion1Title(_ source: SourceLine, _ raw: Substring) -> String {
    let title = source.body.dropFirst("title:".count).drop { $0 == " " || $0 == "\t" }
    guard title.unicodeScalars.first == "\"" else { return String(raw) }
    return Self.edited(raw, replacing: title, with: TitleQuoting.quoted(String(title)))
  }

  /// Checks the time of a version 1 step: `@T` only.
  func checkVersion1Time(_ word: Substring) throws(ScenarioError) {
    let text = word.dropFirst()
    if text.hasPrefix("+"), ScenarioParser.wholeNumber(text.dropFirst()) != nil,
      !text.dropFirst().hasPrefix("-")
    {
      throw laterVersion(2, "the relative time '\(word)'")
    }
    guard ScenarioParser.wholeNumber(text) != nil else {
      throw parser.error("expected '@T' with a time in ms, found '\(word)'")
    }
  }

  /// Checks the keyword of a version 1 step.
  func checkVersion1Step(_ keyword: Substring) throws(ScenarioError) {
    switch keyword {
    case "back":
      throw laterVersion(2, "the step 'back'")
    case "expect":
      throw laterVersion(2, "a checkpoint '@T expect'")
    case _ where !Self.version1StepKeywords.contains(String(keyword)):
      throw parser.unknown("step", keyword, expected: Self.version1StepKeywords)
    default:
      break
    }
  }

  /// Checks the kind of a version 1 expectation, the words after `expect`.
  func checkVersion1Expectation(_ words: WordCursor) throws(ScenarioError) {
    var words = words
    let keywords = Self.version1ExpectationKeywords
    guard let kind = words.next().map(String.init) else {
      let kinds = ScenarioParser.alternatives(keywords.map { "'\($0)'" })
      throw parser.error("expected \(kinds) after 'expect', found the end of the line")
    }
    switch kind {
    case _ where keywords.contains(kind):
      break
    case "gesture:":
      throw laterVersion(2, "the expectation 'gesture:'")
    case "callbacks" where words.peek == "of":
      throw laterVersion(2, "the expectation 'callbacks of'")
    case "callbacks" where words.peek == "include:":
      throw laterVersion(2, "the expectation 'callbacks include:'")
    case "outcomes" where words.peek == "include:":
      throw laterVersion(2, "the expectation 'outcomes include:'")
    case _ where keywords.contains(kind + ":"):
      throw parser.error("expected '\(kind):' after 'expect', found '\(kind)'")
    default:
      throw parser.unknown("expectation", kind, expected: keywords)
    }
  }
}
