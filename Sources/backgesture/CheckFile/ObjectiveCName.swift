/// The Objective-C selector Swift gives a method it exposes to the runtime, derived from the
/// method's Swift name as the compiler derives it.
///
/// ```text
/// tap                            ->  tap
/// handle(_:)                     ->  handle:
/// handlePan(gestureRecognizer:)  ->  handlePanWithGestureRecognizer:
/// move(to:)                      ->  moveTo:
/// update(_:with:)                ->  update:with:
/// ```
///
/// The first argument label joins the base name, after `With` unless the label begins, or
/// the base name ends, with a preposition; every other label is a piece of its own. An
/// explicit `@objc(name)` is not derived: ``ObjectiveCMethods`` reads it.
enum ObjectiveCName {
  /// The prepositions of the Swift compiler's list (`PartsOfSpeech.def`), after which no
  /// `With` is added.
  static let prepositions: Set<String> = [
    "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following",
    "for", "from", "given", "in", "including", "inside", "into", "matching", "of", "on",
    "passing", "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
  ]

  /// The selector of a method with a base name and argument labels (`_` for none).
  static func selector(base: String, labels: [String]) -> String {
    guard let first = labels.first else { return base }
    var name = base
    if first != "_" {
      if !isPreposition(firstWord(of: first)) && !isPreposition(lastWord(of: base)) {
        name += "With"
      }
      name += first.prefix(1).uppercased() + first.dropFirst()
    }
    name += ":"
    for label in labels.dropFirst() {
      name += (label == "_" ? "" : label) + ":"
    }
    return name
  }

  /// Whether a word is one of the prepositions, in any case.
  static func isPreposition(_ word: String) -> Bool {
    prepositions.contains(word.lowercased())
  }

  /// The first camel-case word of a name: `gesture` of `gestureRecognizer`.
  static func firstWord(of name: String) -> String {
    String(name.prefix(1) + name.dropFirst().prefix { !$0.isUppercase })
  }

  /// The last camel-case word of a name: `Pan` of `handlePan`, `URL` of `openURL`.
  static func lastWord(of name: String) -> String {
    let characters = Array(name)
    guard var start = characters.indices.last else { return "" }
    if characters[start].isUppercase {
      // A run of capitals is one word.
      while start > 0, characters[start - 1].isUppercase { start -= 1 }
    } else {
      while start > 0, !characters[start].isUppercase { start -= 1 }
    }
    return String(characters[start...])
  }
}
