/// Fitting an edited template to the room the generator gives it.
extension Shrinker {
  /// Replays a template without running the property and returns how it aligned.
  func align(_ template: ChoiceTemplate) -> Alignment? {
    guard let source = generateAlone(ChoiceSource(aligning: template)) else { return nil }
    return source.alignment
  }

  /// Replays values in order without running the property and returns the run.
  func generated(_ values: [Int64]) -> ShrinkRun? {
    guard let source = generateAlone(ChoiceSource(replaying: values)) else { return nil }
    return ShrinkRun(status: .passed, choices: source.choices, spans: source.spans)
  }

  /// Returns the template with one integer drawn before `limit` lowered so that
  /// the replay neither pads nor leaves template values unread, or `nil`.
  ///
  /// A sub-tree moved up a recursive structure, or rows that lost a column, can
  /// find more room than they fill when the room was drawn first: a size
  /// halved at every level, a row length drawn before the rows. The replay then
  /// pads. Only integers on the path to `limit` (drawn at the top level or by
  /// the spans that enclose the edit, not inside earlier siblings) can decide
  /// that room. For each, from the first, a replay with it at its simplest
  /// tells whether it does (the padding stops); if so, bisection finds the
  /// largest simpler value that still does not pad, and the template is
  /// returned if that value fits exactly. Replays here run the generator
  /// alone, never the property.
  func fitted(_ candidate: ChoiceTemplate, before limit: Int) -> ChoiceTemplate? {
    var offPath = [Bool](repeating: false, count: limit)
    for span in best.spans where span.end <= limit && !span.range.isEmpty {
      for position in span.range { offPath[position] = true }
    }
    for position in 0..<min(limit, best.choices.count) where !offPath[position] && !isStopped {
      let choice = best.choices[position]
      guard choice.isInteger, choice.index > 0, candidate.values[position] == choice.value else {
        continue
      }
      let kind = choice.kind
      let lowest = candidate.replacing(position, with: kind.target)
      guard let aligned = align(lowest), !aligned.padded else { continue }
      var low: UInt64 = 0
      var high = choice.index
      while high - low > 1 {
        let middle = low + (high - low) / 2
        if let aligned = align(candidate.replacing(position, with: kind.value(at: middle))),
          !aligned.padded
        {
          low = middle
        } else {
          high = middle
        }
      }
      let result = candidate.replacing(position, with: kind.value(at: low))
      if let aligned = align(result), aligned.isExact { return result }
    }
    return nil
  }
}
