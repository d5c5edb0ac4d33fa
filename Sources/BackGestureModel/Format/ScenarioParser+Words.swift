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

  /// The word after the next one, without reading either.
  var peekSecond: Substring? { position + 1 < words.count ? words[position + 1] : nil }

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

  /// The message for a word that is none of the valid ones: `unknown <what> '<word>';
  /// expected <the valid ones>`, then `; did you mean '<x>'?` when a candidate is close.
  ///
  /// - Parameters:
  ///   - expected: The valid words or forms, as the message lists them.
  ///   - candidates: The words to suggest from, the preferred first; `expected` when
  ///     `nil`.
  ///   - context: Where the word was, such as `device:`, if the message names it.
  func unknown(
    _ what: String, _ word: some StringProtocol, in context: String? = nil, expected: [String],
    candidates: [String]? = nil
  ) -> ScenarioError {
    let place = context.map { " in '\($0)'" } ?? ""
    return error(
      "unknown \(what) '\(word)'\(place); expected \(Self.alternatives(expected))"
        + Suggestion.hint(for: String(word), in: candidates ?? expected))
  }

  /// Reads a whole number within bounds; `label` names it in the range message.
  ///
  /// A whole number is an optional `-` and decimal digits; one too long for the machine
  /// is out of range like any other.
  func number(
    _ text: Substring, in context: String, label: String, bounds: ClosedRange<Int>
  ) throws(ScenarioError) -> Int {
    guard let value = Self.wholeNumber(text) else {
      throw error("expected a whole number in '\(context)'")
    }
    guard let value, bounds.contains(value) else {
      throw error("\(label) \(text) is out of range (\(Self.rangeText(bounds)))")
    }
    return value
  }

  /// Reads an optional `-` and decimal digits: `nil` for anything else, `.some(nil)` for
  /// a number too large for `Int`.
  static func wholeNumber(_ text: Substring) -> Int?? {
    let digits = text.hasPrefix("-") ? text.dropFirst() : text
    guard !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
    return .some(Int(text))
  }

  /// A range as `a to b`.
  static func rangeText(_ bounds: ClosedRange<Int>) -> String {
    "\(bounds.lowerBound) to \(bounds.upperBound)"
  }

  /// Reads `key=value` words and value-less flags.
  ///
  /// - Parameters:
  ///   - forms: Every key with the form it is written in, such as `style=N` or
  ///     `veto` for a flag, in the order the message lists them.
  ///   - what: What an unknown key is called in the message, such as `setting`.
  ///   - context: Where the keys are, such as `hscroll`, if the message names it.
  func keyedWords(
    _ words: ArraySlice<Substring>, forms: KeyValuePairs<String, String>, what: String,
    in context: String? = nil
  ) throws(ScenarioError) -> KeyedWords {
    var result = KeyedWords()
    for word in words {
      let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let key = String(parts[0])
      guard let form = forms.first(where: { $0.key == key })?.value else {
        throw unknown(
          what, key, in: context, expected: forms.map(\.value), candidates: forms.map(\.key))
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
      "unknown value '\(value)' in '\(key)=\(value)'; expected \(Self.alternatives(names))"
        + Suggestion.hint(for: String(value), in: names))
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

  /// The error for a screen that is not declared, listing the declared ones.
  func unknownScreen(_ name: String, in context: String) -> ScenarioError {
    let names = screens.map(\.name)
    return error(
      "unknown screen '\(name)' in '\(context)'; expected \(Self.alternatives(names))"
        + Suggestion.hint(for: name, in: names))
  }

  /// Reads `X,Y` with whole numbers, or returns `nil`; a coordinate too large for `Int`
  /// reads as `nil` inside the point.
  static func coordinates(_ word: Substring) -> (x: Int?, y: Int?)? {
    let parts = word.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let x = wholeNumber(parts[0]), let y = wholeNumber(parts[1])
    else { return nil }
    return (x, y)
  }

  /// Reads a frame `X,Y,W,H` from a `frame=` value, each number within the limits of
  /// spec [F3].
  func frame(_ value: Substring) throws(ScenarioError) -> Frame {
    let parts = value.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 4, parts.allSatisfy({ Self.wholeNumber($0) != nil }) else {
      throw error("expected 'frame=X,Y,W,H', found 'frame=\(value)'")
    }
    let context = "frame=\(value)"
    let x = try number(parts[0], in: context, label: "frame x", bounds: FormatLimits.position)
    let y = try number(parts[1], in: context, label: "frame y", bounds: FormatLimits.position)
    let w = try number(parts[2], in: context, label: "frame width", bounds: FormatLimits.length)
    let h = try number(parts[3], in: context, label: "frame height", bounds: FormatLimits.length)
    return Frame(x: x, y: y, width: w, height: h)
  }
}
