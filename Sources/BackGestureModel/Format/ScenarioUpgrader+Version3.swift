/// What format version 3 added and changed, read in a version 1 or 2 file: the content
/// words of scroll views, `bounces`, cells and nesting.
extension ScenarioUpgrader {
  /// The kinds of content item before version 3, in the order messages list them.
  static let version1ContentKinds = ["hscroll", "vscroll", "slider", "swipecell"]

  /// The keys of `hscroll` before version 3, in the order messages list them.
  static let version1HorizontalForms: KeyValuePairs<String, String> = [
    "frame": "frame=X,Y,W,H", "content": "content=N", "offset": "offset=N", "inset": "inset=N",
    "bounces": "bounces", "paging": "paging", "decelerating": "decelerating=T",
  ]

  /// The keys of `vscroll` before version 3, in the order messages list them.
  static let version1VerticalForms: KeyValuePairs<String, String> = [
    "frame": "frame=X,Y,W,H", "content": "content=N", "offset": "offset=N",
  ]

  /// The keys of scroll views that version 3 added.
  static let version3Keys = [
    "safeInset", "alwaysBounce", "waitsForBack", "backWaits", "simultaneous",
  ]

  /// A content line in the newest version: in a version 1 or 2 file, an `hscroll` says how
  /// it bounces in the words of version 3, and what version 3 added is an error.
  func upgradeContentItem(_ source: SourceLine, _ raw: Substring) throws(ScenarioError) -> String {
    guard version < 3 else { return String(raw) }
    guard source.indent == "  " else {
      if source.indent == "    ", !parser.openItems.isEmpty {
        throw laterVersion(3, "an item inside a scroll view (an indentation of four spaces)")
      }
      let found = ScenarioParser.indentationText(source.indent)
      throw parser.error("expected an indentation of two spaces, found \(found)")
    }
    var words = WordCursor(source.words)
    let kind = String(words.next()!)
    switch kind {
    case "hscroll", "vscroll":
      for word in words.rest {
        let key = String(word.prefix { $0 != "=" })
        if Self.version3Keys.contains(key) {
          throw laterVersion(3, "the key '\(key)' of '\(kind)'")
        }
      }
      let forms = kind == "hscroll" ? Self.version1HorizontalForms : Self.version1VerticalForms
      let given = try parser.keyedWords(words.rest, forms: forms, what: "key", in: kind)
      guard kind == "hscroll" else { return String(raw) }
      return Self.upgradeBounces(raw, words: source.words, bounces: given.flags.contains("bounces"))
    case "slider", "swipecell":
      return String(raw)
    case "cell":
      throw laterVersion(3, "the content item 'cell'")
    default:
      throw parser.unknown("content item", kind, expected: Self.version1ContentKinds)
    }
  }

  /// An `hscroll` line of version 1 or 2 with its bouncing in the words of version 3: the
  /// word `bounces` (both kinds) becomes `alwaysBounce`, and without it the line gains
  /// `bounces=no` before the keys the printer writes after it, or at its end.
  static func upgradeBounces(_ raw: Substring, words: [Substring], bounces: Bool) -> String {
    if bounces, let word = words.first(where: { $0 == "bounces" }) {
      return edited(raw, replacing: word, with: "alwaysBounce")
    }
    let isLater = { (word: Substring) in word == "paging" || word.hasPrefix("decelerating=") }
    if let later = words.dropFirst().first(where: isLater) {
      return edited(raw, replacing: later.startIndex..<later.startIndex, with: "bounces=no ")
    }
    let end = words.last!.endIndex
    return edited(raw, replacing: end..<end, with: " bounces=no")
  }
}
