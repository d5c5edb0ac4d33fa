/// Passes that delete choices: discarded spans, spans, pairs and singles.
extension Shrinker {
  /// Returns the incumbent's values without the given ranges, which must not overlap.
  func deleting(_ ranges: [Range<Int>]) -> [Int64] {
    var values = best.values
    for range in ranges.sorted(by: { $0.lowerBound > $1.lowerBound }) {
      values.removeSubrange(range.clamped(to: 0..<values.count))
    }
    return values
  }

  /// Deletes every span a filter rejected, all in one attempt.
  func removeDiscardedSpans() {
    var ranges: [Range<Int>] = []
    for span in best.spans where span.isDiscarded && !span.range.isEmpty {
      if let last = ranges.last, last.upperBound > span.start { continue }
      ranges.append(span.range)
    }
    guard !ranges.isEmpty else { return }
    consider(deleting(ranges))
  }

  /// Deletes whole spans, then as many following siblings as still fails.
  ///
  /// When a deletion makes the case invalid, two repairs are tried in the
  /// same attempt: lowering the nearest integer before the spans by the
  /// number deleted (a length drawn before its list, as `flatMap` does), and
  /// lowering every integer after them by that number (values that point at
  /// positions, which just moved).
  func deleteSpans() {
    var index = 0
    while index < best.spans.count && !isStopped {
      let span = best.spans[index]
      index += 1
      guard !span.range.isEmpty, deleteSiblings(of: span, count: 1) else { continue }
      _ = AdaptiveSearch.findLargest(upTo: best.spans.count) { count in
        count == 1 || deleteSiblings(of: span, count: count)
      }
      index -= 1
    }
  }

  /// Deletes a span and the siblings after it, `count` spans in all.
  func deleteSiblings(of span: Span, count: Int) -> Bool {
    var siblings: [Span] = []
    for other in best.spans where other.start >= span.start {
      guard siblings.count < count else { break }
      if other.label == span.label && other.depth == span.depth { siblings.append(other) }
    }
    guard siblings.count == count, let last = siblings.last else { return false }
    let range = span.start..<last.end
    if consider(deleting([range])) { return true }
    guard lastRunWasInvalid else { return false }
    if let length = best.choices[..<span.start].lastIndex(where: \.isInteger),
      best.choices[length].index >= UInt64(count)
    {
      var values = deleting([range])
      let kind = best.choices[length].kind
      values[length] = kind.value(at: best.choices[length].index - UInt64(count))
      if consider(values) { return true }
    }
    // Values after the deleted spans may point at positions, which just
    // moved down by `count`.
    var values = deleting([range])
    var shifted = false
    for position in range.lowerBound..<values.count {
      let choice = best.choices[position + range.count]
      guard choice.isInteger, choice.value > choice.kind.target else { continue }
      let lowered = choice.value.subtractingReportingOverflow(Int64(count))
      guard !lowered.overflow, choice.kind.contains(lowered.partialValue) else { continue }
      values[position] = lowered.partialValue
      shifted = true
    }
    return shifted && consider(values)
  }

  /// Deletes pairs of adjacent choices, from the end backwards.
  ///
  /// Pairs catch what spans miss, such as the end of one list together with
  /// the start of the next, which joins two lists into one.
  func deletePairs() {
    deleteBlocks(width: 2)
  }

  /// Deletes single choices, from the end backwards; a fallback pass.
  func deleteSingles() {
    deleteBlocks(width: 1)
  }

  func deleteBlocks(width: Int) {
    var position = best.choices.count - width
    while position >= 0 && !isStopped {
      consider(deleting([position..<position + width]))
      position = min(position - 1, best.choices.count - width)
    }
  }

  /// Lowers a choice and deletes the choices that just became surplus.
  ///
  /// This is how a length drawn before its list (`flatMap`) shrinks together
  /// with the list: lowering the length by `k` and deleting `k` choices after
  /// it keeps the remaining elements aligned.
  func lowerAndDelete() {
    var position = 0
    while position < best.choices.count - 1 && !isStopped {
      defer { position += 1 }
      let choice = best.choices[position]
      guard choice.index > 0 else { continue }
      let kind = choice.kind
      _ = AdaptiveSearch.findLargest(upTo: Int(clamping: choice.index)) { amount in
        guard position < best.choices.count, best.choices[position].kind == kind else {
          return false
        }
        let index = choice.index - UInt64(amount)
        var values = best.values
        guard position + 1 + amount <= values.count else { return false }
        values[position] = kind.value(at: index)
        values.removeSubrange((position + 1)..<(position + 1 + amount))
        return consider(values)
      }
    }
  }
}
