/// Passes that simplify structure: zeroing, collapsing and reordering spans.
extension Shrinker {
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
