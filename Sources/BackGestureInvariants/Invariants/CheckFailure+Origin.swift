extension CheckFailure {
  /// What identifies this way of failing: the invariant and the first observable that
  /// went wrong, such as `invariant 10, outcomes` or `invariant 3, containers[].barHidden`.
  ///
  /// Shrinking keeps it: a smaller scenario that breaks another invariant, or the same
  /// one through another observable first, shows a different bug and is not taken.
  /// Positions and names inside brackets are left out, since deleting a screen or a
  /// container renames and renumbers the others.
  package var origin: String {
    guard let observable = firstObservable else { return "invariant \(invariant.rawValue)" }
    return "invariant \(invariant.rawValue), \(observable)"
  }

  /// The first observable the detail names: the path of its first `path: …` line (a list
  /// without its position), or the first line's words before a colon when they name no
  /// screen (a capital letter) or number (such as `the engine refused the step`); `nil` for neither.
  var firstObservable: String? {
    let lines = detail.split(separator: "\n")
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { continue }
      // A list names its first differing position: `callbacks at #5`.
      let path = line[..<colon].split(separator: " at #", maxSplits: 1).first ?? ""
      guard !path.isEmpty, !path.contains(" ") else { continue }
      return Self.withoutBracketContents(path)
    }
    guard let first = lines.first, let colon = first.firstIndex(of: ":") else { return nil }
    let words = first[..<colon]
    // Screens are named by capital letters: words that name one change when the
    // shrinker deletes a screen and the others are renamed.
    guard !words.contains(where: { $0.isNumber || $0.isUppercase }) else { return nil }
    return String(words)
  }

  /// `containers[0].stack` becomes `containers[].stack`.
  static func withoutBracketContents(_ path: Substring) -> String {
    var result = ""
    var inside = false
    for character in path {
      if character == "]" { inside = false }
      if !inside { result.append(character) }
      if character == "[" { inside = true }
    }
    return result
  }
}
