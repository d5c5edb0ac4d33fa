import BackGestureModel

/// The first position where two lists of words differ, with a little context.
struct ListDifference {
  /// How many items of context to show on each side of the difference.
  static let context = 2

  let expected: [String]
  let found: [String]
  /// The 0-based index of the first difference.
  let index: Int

  /// Returns `nil` when the lists are equal.
  init?(expected: [String], found: [String]) {
    guard expected != found else { return nil }
    self.expected = expected
    self.found = found
    self.index =
      (0..<min(expected.count, found.count)).first { expected[$0] != found[$0] }
      ?? min(expected.count, found.count)
  }

  /// The headline and the two context lines.
  var message: String {
    let headline =
      "at #\(index + 1), expected \(Self.item(expected, index)), found \(Self.item(found, index))"
    return headline + "\n  expected: \(excerpt(expected))\n  found:    \(excerpt(found))"
  }

  private static func item(_ list: [String], _ index: Int) -> String {
    index < list.count
      ? "'\(list[index])'"
      : "the end of the list (\(list.count) \(list.count == 1 ? "item" : "items"))"
  }

  /// The items around the difference, the differing one in brackets.
  private func excerpt(_ list: [String]) -> String {
    let lower = max(0, index - Self.context)
    let upper = min(list.count, index + Self.context + 1)
    var words: [String] = lower > 0 ? ["..."] : []
    for position in lower..<max(upper, index + 1) {
      words.append(
        position < list.count
          ? (position == index ? "[\(list[position])]" : list[position]) : "[end]")
    }
    if upper < list.count { words.append("...") }
    return words.joined(separator: " ")
  }
}
