/// What format version 4 added, an error in a file of version 1, 2 or 3: `system:`,
/// presentation styles and interrupted outcomes (`system:` itself is refused where the
/// header is read).
extension ScenarioUpgrader {
  /// Throws when the words after `present:` or a `present` step hold the keys of version 4,
  /// once the names and the keys read as the parser reads them.
  func checkPresentationKeys(
    _ words: inout WordCursor, keyword: String
  ) throws(ScenarioError) {
    guard let keys = try parser.presentationWords(&words, keyword: keyword).keys else { return }
    for key in ["style", "modal"] where keys.values[key] != nil {
      let context = ScenarioParser.presentationContext(keyword)
      throw laterVersion(4, "the key '\(key)' of '\(context)'")
    }
  }

  /// Throws when a list of outcomes names an interrupted one before any word the parser
  /// refuses.
  func checkOutcomes(_ list: ArraySlice<Substring>) throws(ScenarioError) {
    guard !list.isEmpty, !list.contains("none") else { return }
    for word in list {
      guard let outcome = Outcome(String(word)) else { return }
      if case .interrupted = outcome { throw laterVersion(4, "the outcome '\(word)'") }
    }
  }
}
