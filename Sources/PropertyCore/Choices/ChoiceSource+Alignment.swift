/// Aligned replay: following a template span by span instead of value by value.
///
/// A span the generator opens is matched with the template's span that starts
/// where the replay stands, carries the same label and has the same parent. Inside
/// a matched span, draws read the template's values in order; a span that reads
/// fewer values than its template had skips the rest when it closes (they became
/// surplus), and a draw past the end of its template span answers with the
/// simplest value. A span with no match answers every draw with the simplest
/// value and reads nothing. So a sub-tree that moves to a place where the
/// generator draws more (or less) for it keeps its own choices, and the choices
/// after it stay with the structures they belong to.
struct Alignment {
  /// What an open span of the generator follows.
  enum Frame {
    /// The template span with this index.
    case matched(Int)
    /// Nothing: every draw answers with the simplest value.
    case unmatched
  }

  let template: ChoiceTemplate
  let parents: [Int?]
  /// The template spans that start at each position.
  let spansByStart: [Int: [Int]]
  /// The next template position to read.
  var position = 0
  /// What each open span follows, innermost last.
  var frames: [Frame] = []
  /// For each choice drawn, the template position it was read from (`nil` when padded).
  var sources: [Int?] = []
  /// Whether a draw answered with the simplest value because the template had none.
  var padded = false
  /// Whether a matched span closed before reading all of its template values.
  var skipped = false

  init(_ template: ChoiceTemplate) {
    self.template = template
    parents = template.parents()
    var byStart: [Int: [Int]] = [:]
    for (index, span) in template.spans.enumerated() {
      byStart[span.start, default: []].append(index)
    }
    spansByStart = byStart
  }

  /// Returns the template value for the next draw, or `nil` when the draw must pad.
  mutating func next() -> Int64? {
    let end: Int
    switch frames.last {
    case .unmatched?:
      sources.append(nil)
      padded = true
      return nil
    case .matched(let span)?: end = template.spans[span].end
    case nil: end = template.values.count
    }
    guard position < end else {
      sources.append(nil)
      padded = true
      return nil
    }
    sources.append(position)
    position += 1
    return template.values[position - 1]
  }

  /// Matches a span the generator opens, covering the choices from `start` on.
  mutating func open(_ label: String, at start: Int) {
    if case .unmatched? = frames.last {
      frames.append(.unmatched)
      return
    }
    let templateStart = start < sources.count ? sources[start] : position
    var parent: Int?
    if case .matched(let span)? = frames.last { parent = span }
    let match = templateStart.flatMap { spansByStart[$0] }?.first { index in
      template.spans[index].label == label && parents[index] == parent
    }
    frames.append(match.map(Frame.matched) ?? .unmatched)
  }

  /// Whether the replay read every template value and padded none.
  var isExact: Bool { !padded && !skipped && position >= template.values.count }

  /// Closes the innermost span; a matched span skips the template values it left unread.
  mutating func close() {
    guard let frame = frames.popLast() else { return }
    guard case .matched(let span) = frame else { return }
    if position < template.spans[span].end { skipped = true }
    position = max(position, template.spans[span].end)
  }
}
