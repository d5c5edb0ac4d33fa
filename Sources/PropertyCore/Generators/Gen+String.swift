/// Strings, drawn character by character.
extension Gen {
  /// Returns a generator of strings of characters, shrinking towards `""`.
  ///
  /// The string is drawn as an array of characters (``array(of:length:)``), so it
  /// shrinks like one: shorter first, then each character towards its simplest
  /// (`"a"` for ``character``). `count` bounds the characters drawn; combining
  /// marks merge with the character before them, so the string's own `count`
  /// can be smaller. A negative minimum makes the property report the misuse
  /// when it runs.
  ///
  /// ```swift
  /// let names = Gen.string(of: Gen.character(in: "a"..."z"), count: 1...8)
  /// ```
  ///
  /// - Parameters:
  ///   - characters: The generator of the characters; ``character`` by default.
  ///   - count: How many characters to draw; `0...100` by default.
  public static func string(
    of characters: Generator<Character> = Gen.character, count: ClosedRange<Int> = 0...100
  ) -> Generator<String> {
    guard count.lowerBound >= 0 else {
      return .misuse(
        "Gen.string(of:count:) needs counts of zero or more, not \(count.lowerBound)...\(count.upperBound)."
      )
    }
    return array(of: characters, length: count).map { String($0) }
  }
}
