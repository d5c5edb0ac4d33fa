/// Finds the closest spelling among known words, for "did you mean …?" hints.
package enum Suggestion {
  /// Returns the candidate closest to a word, if it is close enough to be a likely typo
  /// or a shortening.
  ///
  /// In this order, ignoring case: a candidate spelled the same; the candidate at the
  /// smallest optimal-string-alignment edit distance, when that is at most a third of its
  /// length (at least 1) and does not replace every character; the first candidate that
  /// starts with the word, when the word has two characters or more (`FD` for
  /// `fdFullscreen`); the longest candidate of three characters or more that the word
  /// starts with (`vetoes` for `veto`). Ties go to the earliest candidate, so the answer
  /// is deterministic.
  package static func closest(to word: String, in candidates: [String]) -> String? {
    let lower = word.lowercased()
    if let same = candidates.first(where: { $0.lowercased() == lower }) { return same }
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(lower, candidate.lowercased())
      guard distance <= max(1, candidate.count / 3), distance < max(word.count, candidate.count)
      else { continue }
      if best == nil || distance < best!.distance { best = (candidate, distance) }
    }
    if let best { return best.candidate }
    if word.count >= 2, let longer = candidates.first(where: { $0.lowercased().hasPrefix(lower) }) {
      return longer
    }
    var shorter: String?
    for candidate in candidates
    where candidate.count >= 3 && lower.hasPrefix(candidate.lowercased()) {
      if candidate.count > (shorter?.count ?? 0) { shorter = candidate }
    }
    return shorter
  }

  /// Returns `"; did you mean 'x'?"` for the closest candidate, or an empty string.
  package static func hint(for word: String, in candidates: [String]) -> String {
    closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
  }

  /// The optimal-string-alignment distance: insertions, deletions, substitutions and
  /// transpositions of neighbours each cost 1.
  package static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
        }
      }
    }
    return d[a.count][b.count]
  }
}
