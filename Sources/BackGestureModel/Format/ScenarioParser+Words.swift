/// Walks the words of one statement, remembering what has been read for messages.
struct WordCursor {
  let words: [Substring]
  var position = 0
  /// The first word that `consumed` reports, so step messages can leave out the time.
  var start = 0

  init(_ words: [Substring]) {
    self.words = words
  }

  /// The next word, without reading it.
  var peek: Substring? { position < words.count ? words[position] : nil }

  /// The word read last.
  var last: Substring? { position > 0 ? words[position - 1] : nil }

  /// Whether every word has been read.
  var isAtEnd: Bool { position >= words.count }

  /// The next word, quoted, or "the end of the line".
  var found: String { peek.map { "'\($0)'" } ?? "the end of the line" }

  /// The words read since `start`, joined by spaces.
  var consumed: String { words[start..<position].joined(separator: " ") }

  /// The words not read yet.
  var rest: ArraySlice<Substring> { words[position...] }

  /// Reads the next word.
  mutating func next() -> Substring? {
    guard let word = peek else { return nil }
    position += 1
    return word
  }

  /// Reads the next word, which is already known.
  mutating func skip() { position += 1 }

  /// Reads every remaining word.
  mutating func skipToEnd() { position = words.count }
}

/// The bounds of a whole-number value.
struct Bounds {
  var lower: Int?
  var upper: Int?

  static let any = Bounds()
  static func from(_ lower: Int) -> Bounds { Bounds(lower: lower) }
  static func within(_ range: ClosedRange<Int>) -> Bounds {
    Bounds(lower: range.lowerBound, upper: range.upperBound)
  }

  func contains(_ value: Int) -> Bool {
    (lower.map { value >= $0 } ?? true) && (upper.map { value <= $0 } ?? true)
  }

  var text: String {
    switch (lower, upper) {
    case (let lower?, let upper?): "\(lower) to \(upper)"
    case (let lower?, nil): "\(lower) or more"
    case (nil, let upper?): "\(upper) or less"
    case (nil, nil): "any"
    }
  }
}

/// The words of a `key=value` list: flags and values, each at most once.
struct KeyedWords {
  var flags: Set<String> = []
  var values: [String: Substring] = [:]
}

extension ScenarioParser {
  /// Throws unless every word of the statement has been read.
  func expectEnd(_ words: WordCursor) throws(ScenarioError) {
    if let extra = words.peek {
      throw error("unexpected '\(extra)' after '\(words.consumed)'")
    }
  }

  /// Reads a whole number within bounds; `label` names it in the range message.
  func number(
    _ text: Substring, in context: String, label: String, bounds: Bounds = .any
  )
    throws(ScenarioError) -> Int
  {
    guard let value = Int(text) else {
      throw error("expected a whole number in '\(context)'")
    }
    guard bounds.contains(value) else {
      throw error("\(label) \(value) is out of range (\(bounds.text))")
    }
    return value
  }

  /// Reads `key=value` words and value-less flags.
  ///
  /// - Parameters:
  ///   - forms: Every key with the form it is written in, such as `style=N` or
  ///     `veto` for a flag, in the order the suggestions should prefer.
  ///   - unknown: The message for an unknown key, given the key.
  func keyedWords(
    _ words: ArraySlice<Substring>, forms: KeyValuePairs<String, String>,
    unknown: (String) -> String
  ) throws(ScenarioError) -> KeyedWords {
    var result = KeyedWords()
    let keys = forms.map(\.key)
    for word in words {
      let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let key = String(parts[0])
      guard let form = forms.first(where: { $0.key == key })?.value else {
        throw error(unknown(key) + Suggestion.hint(for: key, in: keys))
      }
      guard !result.flags.contains(key), result.values[key] == nil else {
        throw error("duplicate '\(key)'")
      }
      let isFlag = form == key
      switch (isFlag, parts.count) {
      case (true, 1): result.flags.insert(key)
      case (true, _): throw error("'\(key)' takes no value, found '\(word)'")
      case (false, 2): result.values[key] = parts[1]
      case (false, _): throw error("expected '\(form)', found '\(word)'")
      }
    }
    return result
  }

  /// Reads a `key=value` value that must be a raw value of an enumeration.
  func choice<T: RawRepresentable & CaseIterable>(
    _ type: T.Type, key: String, value: Substring
  ) throws(ScenarioError) -> T where T.RawValue == String {
    if let result = T(rawValue: String(value)) { return result }
    let names = T.allCases.map(\.rawValue)
    throw error(
      "unknown value '\(value)' in '\(key)=\(value)'; expected \(Self.alternatives(names))")
  }

  /// A list of words as `a, b or c`.
  static func alternatives(_ words: [String]) -> String {
    guard words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " or " + words.last!
  }

  /// Reads a screen name, or throws the rules for names.
  func screenName(_ word: Substring) throws(ScenarioError) -> String {
    let name = String(word)
    guard Names.isValid(name) else {
      throw error(
        "invalid screen name '\(name)'; names are letters, digits and '_', starting with a letter")
    }
    return name
  }

  /// Reads a point `X,Y`, or returns `nil`.
  static func point(_ word: Substring) -> Point? {
    let parts = word.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let x = Int(parts[0]), let y = Int(parts[1]) else { return nil }
    return Point(x: x, y: y)
  }

  /// Reads a frame `X,Y,W,H` from a `frame=` value.
  func frame(_ value: Substring) throws(ScenarioError) -> Frame {
    let parts = value.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
    guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3]
    else { throw error("expected 'frame=X,Y,W,H', found 'frame=\(value)'") }
    guard w >= 0 else { throw error("frame width \(w) is out of range (0 or more)") }
    guard h >= 0 else { throw error("frame height \(h) is out of range (0 or more)") }
    return Frame(x: x, y: y, width: w, height: h)
  }
}
