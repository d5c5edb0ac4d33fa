extension ScenarioParser {
  /// The keys of `hscroll` before format version 3, in the order messages list them.
  static let horizontalForms: KeyValuePairs<String, String> = [
    "frame": "frame=X,Y,W,H", "content": "content=N", "offset": "offset=N", "inset": "inset=N",
    "bounces": "bounces", "paging": "paging", "decelerating": "decelerating=T",
  ]

  /// The keys of `hscroll` in format version 3 ([F3]).
  static let horizontalForms3: KeyValuePairs<String, String> = [
    "frame": "frame=X,Y,W,H", "content": "content=N", "offset": "offset=N", "inset": "inset=N",
    "safeInset": "safeInset=N", "bounces": "bounces=yes|no", "alwaysBounce": "alwaysBounce",
    "paging": "paging", "decelerating": "decelerating=T", "waitsForBack": "waitsForBack",
    "backWaits": "backWaits", "simultaneous": "simultaneous",
  ]

  /// The keys of `vscroll` before format version 3.
  static let verticalForms: KeyValuePairs<String, String> = [
    "frame": "frame=X,Y,W,H", "content": "content=N", "offset": "offset=N",
  ]

  /// The keys of `vscroll` in format version 3 ([F3]).
  static let verticalForms3: KeyValuePairs<String, String> = [
    "frame": "frame=X,Y,W,H", "content": "content=N", "offset": "offset=N",
    "waitsForBack": "waitsForBack", "backWaits": "backWaits", "simultaneous": "simultaneous",
  ]

  /// The keys only format version 3 has; in an older file they are named as needing it.
  static let version3Keys = [
    "safeInset", "alwaysBounce", "waitsForBack", "backWaits", "simultaneous",
  ]

  /// Throws unless the file declares format version 3 when a content item's words need it.
  ///
  /// An older file reads its keys with the older forms, so a key of version 3 arrives
  /// here only as an unknown key; this names the version instead.
  func requireVersion3(for words: ArraySlice<Substring>, in kind: String) throws(ScenarioError) {
    guard version < 3 else { return }
    for word in words {
      let key = String(word.prefix { $0 != "=" })
      if Self.version3Keys.contains(key) {
        try requireVersion(3, "the key '\(key)' of '\(kind)'")
      }
    }
  }

  /// Reads the value of a `key=yes|no` word, or `nil` when the key is absent.
  func yesOrNo(_ value: Substring?, key: String) throws(ScenarioError) -> Bool? {
    guard let value else { return nil }
    switch value {
    case "yes": return true
    case "no": return false
    default:
      throw error(
        "unknown value '\(value)' in '\(key)=\(value)'; expected yes or no"
          + Suggestion.hint(for: String(value), in: ["yes", "no"]))
    }
  }

  /// Reads a scroll view's answers to the recognizer graph's questions ([C5]).
  func answers(_ given: KeyedWords) -> RecognizerAnswers {
    RecognizerAnswers(
      waitsForBack: given.flags.contains("waitsForBack"),
      backWaits: given.flags.contains("backWaits"),
      simultaneous: given.flags.contains("simultaneous"))
  }
}
