extension ScenarioParser {
  /// The keys that may follow the screen names of `present:` and of a `present` step,
  /// with their forms (spec [F3b]).
  static let presentationForms: KeyValuePairs<String, String> = [
    "style": "style=fullScreen|pageSheet", "modal": "modal=yes|no",
  ]

  /// Reads the screen names of `present:` or of a `present` step and the keys after them:
  /// `style=fullScreen|pageSheet` and, for a page sheet, `modal=yes|no` (spec [F3b]).
  func presentation(
    _ words: inout WordCursor, keyword: String
  ) throws(ScenarioError) -> (names: [String], style: PresentationStyle, instant: Bool) {
    let (names, given, instant) = try presentationWords(&words, keyword: keyword)
    guard let given else { return (names, .fullScreen, instant) }
    let style = try given.values["style"].map { (word) throws(ScenarioError) -> Bool in
      switch word {
      case "fullScreen": return false
      case "pageSheet": return true
      default: throw error("expected 'style=fullScreen|pageSheet', found 'style=\(word)'")
      }
    }
    let modal = try given.values["modal"].map { (word) throws(ScenarioError) -> Bool in
      switch word {
      case "yes": return true
      case "no": return false
      default: throw error("expected 'modal=yes|no', found 'modal=\(word)'")
      }
    }
    guard style == true else {
      if modal != nil {
        throw error("'modal' needs 'style=pageSheet' in '\(Self.presentationContext(keyword))'")
      }
      return (names, .fullScreen, instant)
    }
    return (names, .pageSheet(modal: modal ?? false), instant)
  }

  /// Reads the screen names of `present:` or of a `present` step and the keys after them,
  /// without reading the keys' values: `nil` keys when there are none.
  ///
  /// The names stop at the first word with `=` or at `instant`; only keys may follow
  /// them, and a step's `instant` comes last.
  func presentationWords(
    _ words: inout WordCursor, keyword: String
  ) throws(ScenarioError) -> (names: [String], keys: KeyedWords?, instant: Bool) {
    var names: [String] = []
    var keyed: [Substring] = []
    var instant = false
    while let word = words.next() {
      if word == "instant", keyword != "present:" {
        instant = true
        break
      }
      if word.contains("=") {
        keyed.append(word)
      } else if keyed.isEmpty {
        names.append(try screenName(word))
      } else {
        throw error("expected a key after '\(keyed[keyed.count - 1])', found '\(word)'")
      }
    }
    guard !keyed.isEmpty else { return (names, nil, instant) }
    let given = try keyedWords(
      keyed[...], forms: Self.presentationForms, what: "key", in: Self.presentationContext(keyword))
    return (names, given, instant)
  }

  /// How messages name the statement of a presentation: `present:` or `present`.
  static func presentationContext(_ keyword: String) -> String {
    keyword == "present:" ? "present:" : "present"
  }
}
