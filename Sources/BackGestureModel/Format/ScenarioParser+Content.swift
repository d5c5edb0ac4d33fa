extension ScenarioParser {
  /// The keys of `hscroll`, in the order of [F3] and of messages.
  static let horizontalForms: KeyValuePairs<String, String> = [
    "frame": "frame=X,Y,W,H", "content": "content=N", "offset": "offset=N", "inset": "inset=N",
    "safeInset": "safeInset=N", "bounces": "bounces=yes|no", "alwaysBounce": "alwaysBounce",
    "paging": "paging", "decelerating": "decelerating=T", "waitsForBack": "waitsForBack",
    "backWaits": "backWaits", "simultaneous": "simultaneous",
  ]

  /// The keys of `vscroll`, in the order of [F3] and of messages.
  static let verticalForms: KeyValuePairs<String, String> = [
    "frame": "frame=X,Y,W,H", "content": "content=N", "offset": "offset=N",
    "waitsForBack": "waitsForBack", "backWaits": "backWaits", "simultaneous": "simultaneous",
  ]

  /// The kinds of content item, in the order of messages.
  static let contentKinds = ["hscroll", "vscroll", "slider", "swipecell", "cell"]

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
