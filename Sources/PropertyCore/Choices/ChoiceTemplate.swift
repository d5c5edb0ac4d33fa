/// A choice sequence together with its span tree, as aligned replay follows it.
///
/// The shrinker edits templates rather than bare values when an edit changes
/// structure: a replaced sub-tree, a lowered size, a column taken out of every
/// row. Replaying a template keeps each span's choices inside that span (see
/// ``ChoiceSource/init(aligning:)``), so the choices after an edit stay with the
/// structures they belong to instead of sliding into their neighbours.
struct ChoiceTemplate: Hashable {
  /// The choice values, in order.
  var values: [Int64]
  /// The spans, in the order they were opened, with their nesting depths.
  var spans: [Span]

  init(values: [Int64], spans: [Span]) {
    self.values = values
    self.spans = spans
  }
}

extension ChoiceTemplate {
  /// The index one past the last span of the sub-tree that starts at a span.
  func subtreeEnd(of index: Int) -> Int {
    var end = index + 1
    while end < spans.count && spans[end].depth > spans[index].depth { end += 1 }
    return end
  }

  /// The index of each span's parent, or `nil` for a span at the top.
  func parents() -> [Int?] {
    var parents: [Int?] = []
    parents.reserveCapacity(spans.count)
    var stack: [Int] = []
    for (index, span) in spans.enumerated() {
      while let top = stack.last, spans[top].depth >= span.depth { stack.removeLast() }
      parents.append(stack.last)
      stack.append(index)
    }
    return parents
  }

  /// The indices of a span's children, in order.
  func children(of index: Int) -> [Int] {
    var children: [Int] = []
    let depth = spans[index].depth + 1
    for child in (index + 1)..<subtreeEnd(of: index) where spans[child].depth == depth {
      children.append(child)
    }
    return children
  }

  /// Returns the template with one value replaced.
  func replacing(_ position: Int, with value: Int64) -> ChoiceTemplate {
    var result = self
    result.values[position] = value
    return result
  }

  /// Returns the template without the given ranges, which must not overlap.
  ///
  /// Spans inside a deleted range go; the others shrink by what was deleted inside
  /// them and move by what was deleted before them.
  func deleting(_ ranges: [Range<Int>]) -> ChoiceTemplate {
    let all = 0..<self.values.count
    let ranges = ranges.map { $0.clamped(to: all) }.filter { !$0.isEmpty }
      .sorted { $0.lowerBound < $1.lowerBound }
    guard !ranges.isEmpty else { return self }
    var values: [Int64] = []
    values.reserveCapacity(self.values.count)
    var next = 0
    for range in ranges {
      if range.lowerBound > next { values += self.values[next..<range.lowerBound] }
      next = max(next, range.upperBound)
    }
    if next < self.values.count { values += self.values[next...] }
    /// How many deleted positions lie before a position.
    func removed(before position: Int) -> Int {
      var count = 0
      for range in ranges where range.lowerBound < position {
        count += min(range.upperBound, position) - range.lowerBound
      }
      return count
    }
    var spans: [Span] = []
    var skipDepth: Int?
    for span in self.spans {
      if let depth = skipDepth {
        if span.depth > depth { continue }
        skipDepth = nil
      }
      let inside = ranges.contains { range in
        range.lowerBound <= span.start && span.end <= range.upperBound
          && (!span.range.isEmpty || (range.lowerBound < span.start && span.end < range.upperBound))
      }
      if inside {
        skipDepth = span.depth
        continue
      }
      var moved = span
      moved.start -= removed(before: span.start)
      moved.end -= removed(before: span.end)
      spans.append(moved)
    }
    return ChoiceTemplate(values: values, spans: spans)
  }

  /// Returns the template with a span's sub-tree replaced by the sub-tree of one of its
  /// descendants, which takes the span's place (and depth) in the tree.
  func replacing(span outer: Int, withDescendant inner: Int) -> ChoiceTemplate {
    let outerSpan = spans[outer]
    let innerSpan = spans[inner]
    let delta = innerSpan.range.count - outerSpan.range.count
    var values = Array(self.values[..<outerSpan.start])
    values += self.values[innerSpan.range]
    values += self.values[outerSpan.end...]
    var spans: [Span] = []
    spans.reserveCapacity(self.spans.count)
    for span in self.spans[..<outer] {
      var moved = span
      if span.start <= outerSpan.start && outerSpan.end <= span.end { moved.end += delta }
      spans.append(moved)
    }
    let shift = outerSpan.start - innerSpan.start
    let lift = outerSpan.depth - innerSpan.depth
    for span in self.spans[inner..<subtreeEnd(of: inner)] {
      var moved = span
      moved.start += shift
      moved.end += shift
      moved.depth += lift
      spans.append(moved)
    }
    for span in self.spans[subtreeEnd(of: outer)...] {
      var moved = span
      if span.start >= outerSpan.end {
        moved.start += delta
        moved.end += delta
      } else if span.end >= outerSpan.end {
        moved.end += delta
      }
      spans.append(moved)
    }
    return ChoiceTemplate(values: values, spans: spans)
  }
}
