/// The shrink passes, in the order one round runs them.
///
/// Each pass walks the incumbent with an index that stays valid as it
/// shrinks, tries each edit once per round, and never loops to its own fixed
/// point; the round loop in ``Shrinker/shrink()`` does that.
extension Shrinker {
  /// Passes that run only when a round of the main passes changed nothing.
  var fallbackPasses: [(Shrinker) -> () -> Void] {
    [Shrinker.deleteSingles]
  }

  var passes: [(Shrinker) -> () -> Void] {
    [
      Shrinker.removeDiscardedSpans,
      Shrinker.deleteSpans,
      Shrinker.deletePairs,
      Shrinker.zeroBlocks,
      Shrinker.zeroSpans,
      Shrinker.replaceWithDescendants,
      Shrinker.lowerDuplicates,
      Shrinker.lowerClosePairs,
      Shrinker.minimiseChoices,
      Shrinker.lowerPairs,
      Shrinker.redistributePairs,
      Shrinker.lowerAndDelete,
      Shrinker.reorderSiblings,
    ]
  }

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
      _ = Shrinker.findLargest(upTo: best.spans.count) { count in
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

  /// Replaces every choice of a span with its simplest value.
  func zeroSpans() {
    var index = 0
    while index < best.spans.count && !isStopped {
      let span = best.spans[index]
      index += 1
      guard span.end <= best.choices.count else { continue }
      let slice = best.choices[span.range]
      guard slice.contains(where: { $0.index != 0 }) else { continue }
      var values = best.values
      for position in span.range { values[position] = best.choices[position].kind.target }
      consider(values)
    }
  }

  /// Sets runs of integer choices to their simplest values, as long a run as still fails.
  ///
  /// Booleans are left alone: they mostly decide structure, which the
  /// deletion passes shrink better.
  func zeroBlocks() {
    var position = 0
    while position < best.choices.count && !isStopped {
      defer { position += 1 }
      guard case .integer = best.choices[position].kind, best.choices[position].index > 0 else {
        continue
      }
      let start = position
      _ = Shrinker.findLargest(upTo: best.choices.count - start) { count in
        guard start + count <= best.choices.count else { return false }
        var values = best.values
        for index in start..<(start + count) {
          if case .integer(_, let target) = best.choices[index].kind { values[index] = target }
        }
        return consider(values)
      }
    }
  }

  /// Replaces a span with one of its descendants carrying the same label.
  ///
  /// This collapses a recursive structure into one of its sub-structures.
  func replaceWithDescendants() {
    var index = 0
    while index < best.spans.count && !isStopped {
      let span = best.spans[index]
      index += 1
      for inner in best.spans[index...] {
        guard inner.start < span.end else { break }
        guard inner.label == span.label, inner.range != span.range,
          inner.end <= span.end
        else { continue }
        var values = best.values
        values.replaceSubrange(span.range, with: best.values[inner.range])
        if consider(values) { break }
      }
    }
  }

  /// Lowers each choice on its own to the simplest value that still fails.
  ///
  /// An integer first tries its target, then searches the smallest distance
  /// from the target on its own side, then tries the same distance on the
  /// other side, which is simpler when the value was below the target.
  func minimiseChoices() {
    var position = 0
    while position < best.choices.count && !isStopped {
      defer { position += 1 }
      let choice = best.choices[position]
      guard choice.index > 0 else { continue }
      let kind = choice.kind
      let attempt = { [self] (value: Int64) -> Bool in
        guard position < best.choices.count, best.choices[position].kind == kind,
          kind.contains(value)
        else { return false }
        return consider(replacing(position, with: value))
      }
      guard case .integer(_, let target) = kind else {
        _ = attempt(kind.target)
        continue
      }
      let above = choice.value > target
      let distance = above
        ? UInt64(bitPattern: choice.value &- target) : UInt64(bitPattern: target &- choice.value)
      let offset = { (distance: UInt64) -> Int64 in
        above ? target &+ Int64(bitPattern: distance) : target &- Int64(bitPattern: distance)
      }
      let smallest = Shrinker.findSmallest(current: distance) { attempt(offset($0)) }
      // The other side is simpler up to the same distance (below) or one less
      // (above); only small distances are worth the calls.
      let limit = min(above ? smallest - 1 : smallest, 4)
      guard limit > 0, kind.contains(above ? target &- 1 : target &+ 1) else { continue }
      let flipped = { (distance: UInt64) -> Int64 in
        above ? target &- Int64(bitPattern: distance) : target &+ Int64(bitPattern: distance)
      }
      _ = Shrinker.findSmallest(current: limit + 1) { distance in
        distance > 0 && distance <= limit && attempt(flipped(distance))
      }
    }
  }

  /// Lowers all integer choices that share a kind and a value, together.
  func lowerDuplicates() {
    var groups: [Choice: [Int]] = [:]
    for (position, choice) in best.choices.enumerated() where choice.index > 0 {
      if case .integer = choice.kind { groups[choice, default: []].append(position) }
    }
    let duplicated = groups.filter { $0.value.count > 1 }
      .sorted { $0.value[0] < $1.value[0] }
    for (choice, positions) in duplicated where !isStopped {
      _ = Shrinker.findSmallest(current: choice.index) { index in
        var values = best.values
        for position in positions where position < values.count {
          values[position] = choice.kind.value(at: index)
        }
        return consider(values)
      }
    }
  }

  /// The positions of integer choices paired with the next few integers after them.
  func nearbyIntegerPairs() -> [(Int, Int)] {
    var pairs: [(Int, Int)] = []
    let choices = best.choices
    for first in choices.indices {
      guard case .integer = choices[first].kind else { continue }
      for second in (first + 1)..<min(first + 5, choices.count) {
        if case .integer = choices[second].kind { pairs.append((first, second)) }
      }
    }
    return pairs
  }

  /// Lowers pairs whose values are close compared with their size, before
  /// single choices are minimised.
  ///
  /// Values that are nearly equal are often coupled (`x == y`, `x == y + 1`);
  /// lowering one alone then fails at every step, so they go down together
  /// first.
  func lowerClosePairs() {
    lowerPairs(closeOnly: true)
  }

  /// Moves two nearby integers towards their targets by the same amount.
  func lowerPairs() {
    lowerPairs(closeOnly: false)
  }

  func lowerPairs(closeOnly: Bool) {
    for (firstPosition, secondPosition) in nearbyIntegerPairs() where !isStopped {
      guard secondPosition < best.choices.count else { continue }
      let a = best.choices[firstPosition]
      let b = best.choices[secondPosition]
      guard a.index > 0, b.index > 0 else { continue }
      if closeOnly {
        let gap = a.value > b.value ? a.value.subtractingReportingOverflow(b.value)
          : b.value.subtractingReportingOverflow(a.value)
        guard !gap.overflow, gap.partialValue.magnitude &* 16 < min(a.index, b.index) / 2 else {
          continue
        }
      }
      let above = a.value > a.kind.target
      guard (b.value > b.kind.target) == above else { continue }
      let target = a.kind.target
      let distance = above
        ? UInt64(bitPattern: a.value &- target) : UInt64(bitPattern: target &- a.value)
      // Search the first value's new distance from its target, small first;
      // the second moves by the same amount.
      _ = Shrinker.findSmallest(current: distance) { remaining in
        let amount = distance - remaining
        guard amount > 0, amount <= UInt64(Int64.max) else { return false }
        let step = above ? -Int64(amount) : Int64(amount)
        let first = a.value &+ step
        let second = b.value.addingReportingOverflow(step)
        guard !second.overflow, b.kind.contains(second.partialValue),
          (second.partialValue > b.kind.target) == above || second.partialValue == b.kind.target
        else { return false }
        var candidate = best.values
        guard candidate.count > secondPosition else { return false }
        candidate[firstPosition] = first
        candidate[secondPosition] = second.partialValue
        return consider(candidate)
      }
    }
  }

  /// Moves value from an integer to a nearby later one, keeping their sum.
  ///
  /// Tries the whole move first, then searches for the largest amount.
  func redistributePairs() {
    for (first, second) in nearbyIntegerPairs() where !isStopped {
      guard second < best.choices.count else { continue }
      let a = best.choices[first]
      let b = best.choices[second]
      guard a.index > 0 else { continue }
      let distance = a.value.subtractingReportingOverflow(a.kind.target)
      guard !distance.overflow else { continue }
      let move = { [self] (amount: Int64) -> Bool in
        let sign: Int64 = distance.partialValue > 0 ? 1 : -1
        let lowered = a.value &- sign &* amount
        let raised = b.value.addingReportingOverflow(sign &* amount)
        guard !raised.overflow, b.kind.contains(raised.partialValue) else { return false }
        var candidate = best.values
        guard candidate.count > second else { return false }
        candidate[first] = lowered
        candidate[second] = raised.partialValue
        return consider(candidate)
      }
      let whole = distance.partialValue.magnitude
      guard whole <= UInt64(Int64.max) else { continue }
      if move(Int64(whole)) { continue }
      let sign: Int64 = distance.partialValue > 0 ? 1 : -1
      let room = sign > 0
        ? b.kind.upperBound.subtractingReportingOverflow(b.value)
        : b.value.subtractingReportingOverflow(b.kind.lowerBound)
      guard !room.overflow, room.partialValue > 0 else { continue }
      let limit = min(Int64(whole), room.partialValue)
      if limit < Int64(whole), move(limit) { continue }
      _ = Shrinker.findLargest(upTo: Int(limit) - 1) { move(Int64($0)) }
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
      _ = Shrinker.findLargest(upTo: Int(clamping: choice.index)) { amount in
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

  /// Sorts sibling spans with the same label by their own shortlex keys.
  ///
  /// If the full sort does not still fail, swaps adjacent out-of-order pairs.
  func reorderSiblings() {
    var groupIndex = 0
    while !isStopped {
      let groups = siblingGroups()
      guard groupIndex < groups.count else { return }
      let group = groups[groupIndex]
      groupIndex += 1
      let keys = group.map { span in best.choices[span.range].map(\.index) }
      let order = keys.indices.sorted { Shortlex.isSimpler(keys[$0], than: keys[$1]) }
      guard order != Array(keys.indices) else { continue }
      if consider(arranging(group, in: order)) { continue }
      for slot in 0..<(group.count - 1) where !isStopped {
        guard Shortlex.isSimpler(keys[slot + 1], than: keys[slot]) else { continue }
        var swapped = Array(group.indices)
        swapped.swapAt(slot, slot + 1)
        if consider(arranging(group, in: swapped)) { break }
      }
    }
  }

  /// Groups spans by parent and label, in order, keeping groups of two or more.
  func siblingGroups() -> [[Span]] {
    struct Key: Hashable {
      var parent: Int
      var label: String
    }
    var groups: [Key: [Span]] = [:]
    var order: [Key] = []
    var stack: [Int] = []
    for (index, span) in best.spans.enumerated() {
      while let top = stack.last, best.spans[top].depth >= span.depth { stack.removeLast() }
      let key = Key(parent: stack.last ?? -1, label: span.label)
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(span)
      stack.append(index)
    }
    return order.compactMap { key in
      let group = groups[key]!.filter { !$0.range.isEmpty && $0.end <= best.choices.count }
      return group.count > 1 ? group : nil
    }
  }

  /// Returns the incumbent's values with the spans' contents placed in a new order.
  func arranging(_ spans: [Span], in order: [Int]) -> [Int64] {
    let values = best.values
    var result = Array(values[..<spans[0].start])
    for (slot, span) in spans.enumerated() {
      result += values[spans[order[slot]].range]
      let gapEnd = slot + 1 < spans.count ? spans[slot + 1].start : span.end
      result += values[span.end..<max(span.end, gapEnd)]
    }
    result += values[spans[spans.count - 1].end...]
    return result
  }
}
