/// What version 4 added later, for the keyboard, the tab bar and search, an error in a
/// file of version 1, 2 or 3: `tabs:`, the settings `hidesBottomBar`, `field` and
/// `search`, the steps `focus` and `search`, and the expectations `keyboard:`, `search:`
/// and `tabBar:`. A message about an unknown word of that kind lists the words of the
/// file's version, without them.
extension ScenarioUpgrader {
  /// The settings that came with the keyboard, the tab bar and search.
  static let systemUISettings: Set<String> = ["hidesBottomBar", "field", "search"]
  /// The steps that came with them.
  static let systemUISteps: Set<String> = ["focus", "search"]
  /// The expectation keywords that came with them.
  static let systemUIExpectations: Set<String> = ["keyboard:", "search:", "tabBar:"]

  /// Throws for `tabs:`, and for an unknown statement with the words of an older file.
  func checkSystemUIStatement(_ keyword: Substring) throws(ScenarioError) {
    if keyword == "tabs:" { throw laterVersion(4, "'tabs:'") }
    guard !keyword.hasPrefix("@"), keyword != "expect" else { return }
    let known = ScenarioParser.headerKeywords.filter { $0 != "tabs:" }
    guard known.contains(String(keyword)) else {
      throw parser.unknown("statement", keyword, expected: known)
    }
  }

  /// Throws for a setting of the keyboard, the tab bar or search, and for an unknown one
  /// with the settings of an older file, at the first such word.
  func checkSettings(_ words: ArraySlice<Substring>) throws(ScenarioError) {
    let older = ScenarioParser.settingForms.filter { !Self.systemUISettings.contains($0.key) }
    for word in words {
      let key = String(word.prefix { $0 != "=" })
      if Self.systemUISettings.contains(key) { throw laterVersion(4, "the setting '\(key)'") }
      guard older.contains(where: { $0.key == key }) else {
        throw parser.unknown(
          "setting", key, expected: older.map(\.value), candidates: older.map(\.key))
      }
    }
  }

  /// From version 2 on, throws for an unknown step with the steps of the file's version
  /// (version 1 has its own, [F1]; `focus` and `search` are refused before).
  func checkSystemUIStep(_ keyword: Substring) throws(ScenarioError) {
    let known = ScenarioParser.timedKeywords.filter { !Self.systemUISteps.contains($0) }
    guard version >= 2, !known.contains(String(keyword)) else { return }
    throw parser.unknown("step", keyword, expected: known)
  }

  /// From version 2 on, throws for an unknown expectation with the forms of the file's
  /// version (`keyboard:`, `search:` and `tabBar:` are refused before).
  func checkSystemUIExpectation(_ keyword: Substring) throws(ScenarioError) {
    let forms = ScenarioParser.expectationForms.filter { !Self.systemUIExpectations.contains($0) }
    let keywords = ScenarioParser.expectationKeywords.filter {
      !Self.systemUIExpectations.contains($0)
    }
    // A known keyword, or one the parser says more about (`stacks` without its colon, the
    // first word of `callbacks of`), is the parser's to read.
    let word = String(keyword)
    let readByParser =
      keywords.contains(word) || keywords.contains(word + ":")
      || ["callbacks", "outcomes"].contains(word)
    guard version >= 2, !readByParser else { return }
    throw parser.unknown("expectation", keyword, expected: forms, candidates: keywords)
  }
}
