/// Passes that simplify structure: zeroing, collapsing and reordering spans.
extension Shrinker {
  /// Replaces every choice of a span with its simplest value, replayed span by span.
  ///
  /// A span whose first choice picks a branch or a length collapses to its
  /// simplest form, and the rest of the case stays where it was.
  func zeroSpans() {
    var index = 0
    while index < best.spans.count && !isStopped {
      let span = best.spans[index]
      index += 1
      guard span.end <= best.choices.count else { continue }
      let slice = best.choices[span.range]
      guard slice.contains(where: { $0.index != 0 }) else { continue }
      var candidate = template
      for position in span.range { candidate.values[position] = best.choices[position].kind.target }
      consider(candidate)
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
      _ = AdaptiveSearch.findLargest(upTo: best.choices.count - start) { count in
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
  /// This collapses a recursive structure into one of its sub-structures. The
  /// candidate is replayed span by span, so a sub-tree that moves up to where the
  /// generator draws more (a depth or size limit that draws nothing further down)
  /// gets its missing draws at their simplest, and what follows stays aligned.
  func replaceWithDescendants() {
    var index = 0
    while index < best.spans.count && !isStopped {
      let span = best.spans[index]
      let current = template
      let end = current.subtreeEnd(of: index)
      for inner in (index + 1)..<max(index + 1, end) where !isStopped {
        let candidate = best.spans[inner]
        guard candidate.label == span.label, candidate.range != span.range else { continue }
        let replaced = current.replacing(span: index, withDescendant: inner)
        if consider(replaced) { break }
        if lastRunPadded, let fitted = fitted(replaced, before: span.start), consider(fitted) {
          break
        }
      }
      index += 1
    }
  }

  /// Sorts sibling spans with the same label by their own shortlex keys.
  ///
  /// If the full sort does not still fail, swaps adjacent out-of-order pairs.
  /// If neither does, the order may matter only because of a neighbouring
  /// structure: the full sort is tried once more with one "uncle" at its
  /// simplest, a sibling (with the same label) of one of the group's ancestors,
  /// replayed span by span. A heap whose two leaves are out of order because of
  /// its parent's other child shrinks this way.
  func reorderSiblings() {
    var groupIndex = 0
    while !isStopped {
      let groups = siblingGroups()
      guard groupIndex < groups.count else { return }
      let group = groups[groupIndex].map { best.spans[$0] }
      let indices = groups[groupIndex]
      groupIndex += 1
      let keys = group.map { span in best.choices[span.range].map(\.index) }
      let order = keys.indices.sorted { Shortlex.isSimpler(keys[$0], than: keys[$1]) }
      guard order != Array(keys.indices) else { continue }
      let sorted = arranging(group, in: order)
      if consider(sorted) { continue }
      var swappedPair = false
      for slot in 0..<(group.count - 1) where !isStopped {
        guard Shortlex.isSimpler(keys[slot + 1], than: keys[slot]) else { continue }
        var swapped = Array(group.indices)
        swapped.swapAt(slot, slot + 1)
        if consider(arranging(group, in: swapped)) {
          swappedPair = true
          break
        }
      }
      if !swappedPair { sortZeroingAnUncle(of: indices[0], sorted: sorted) }
    }
  }

  /// Tries a sorted arrangement together with one uncle of the group at its simplest.
  func sortZeroingAnUncle(of member: Int, sorted: [Int64]) {
    let parents = template.parents()
    guard let arranged = generated(sorted) else { return }
    var ancestor = parents[member]
    while let current = ancestor, !isStopped {
      ancestor = parents[current]
      let label = best.spans[current].label
      for (index, span) in best.spans.enumerated()
      where index != current && parents[index] == parents[current] && span.label == label
        && !span.range.isEmpty && best.choices[span.range].contains(where: { $0.index > 0 })
      {
        guard let uncle = arranged.spans.firstIndex(where: { $0 == span }) else { continue }
        var candidate = ChoiceTemplate(values: arranged.values, spans: arranged.spans)
        for position in arranged.spans[uncle].range {
          candidate.values[position] = arranged.choices[position].kind.target
        }
        if consider(candidate) { return }
      }
    }
  }

  /// Groups spans by parent and label, in order, keeping groups of two or more.
  func siblingGroups() -> [[Int]] {
    var groups: [SiblingKey: [Int]] = [:]
    var order: [SiblingKey] = []
    var stack: [Int] = []
    for (index, span) in best.spans.enumerated() {
      while let top = stack.last, best.spans[top].depth >= span.depth { stack.removeLast() }
      let key = SiblingKey(parent: stack.last ?? -1, label: span.label)
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(index)
      stack.append(index)
    }
    return order.compactMap { key in
      let group = groups[key]!.filter {
        !best.spans[$0].range.isEmpty && best.spans[$0].end <= best.choices.count
      }
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

/// Spans with the same parent and label are siblings.
struct SiblingKey: Hashable {
  var parent: Int
  var label: String
}
