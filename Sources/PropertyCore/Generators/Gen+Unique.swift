/// Collections of distinct keys, shared by sets and dictionaries.
extension Gen {
  /// The most duplicates in a row a unique collection draws before it stops.
  static var maximumDuplicatesInARow: Int { 10 }

  /// Draws entries until the collection holds enough distinct keys, like an array.
  ///
  /// Past the minimum, a "more?" boolean comes before each entry, as in
  /// ``array(of:length:)``; the boolean and the entry form one `element` span.
  /// An entry whose key is already there is marked discarded (the shrinker
  /// deletes such spans in one step) and does not count. After
  /// ``maximumDuplicatesInARow`` duplicates in a row the collection stops if it
  /// has its minimum, and otherwise the case is rejected like a filter's.
  static func unique<Key: Hashable & Sendable, Entry>(
    _ name: String, count: ClosedRange<Int>, location: String,
    key: Generator<Key>, entry: @escaping @Sendable (Key, ChoiceSource) throws -> Entry
  ) -> Generator<[(Key, Entry)]> {
    guard count.lowerBound >= 0 else {
      return .misuse(
        "\(name) needs counts of zero or more, not \(count.lowerBound)...\(count.upperBound).")
    }
    return Generator { source in
      source.beginSpan("array")
      defer { source.endSpan() }
      var seen = Set<Key>()
      var entries: [(Key, Entry)] = []
      var duplicates = 0
      let expected = max(1, source.size / 5)
      while entries.count < count.upperBound {
        let start = source.choices.count
        if entries.count >= count.lowerBound {
          guard try source.drawMore(averageLength: expected) else { break }
        }
        source.beginSpan("element", at: start)
        let drawn = try key.body(source)
        guard seen.insert(drawn).inserted else {
          source.endSpan(discarded: true)
          duplicates += 1
          guard duplicates < maximumDuplicatesInARow else {
            if entries.count >= count.lowerBound { break }
            source.rejectingFilter = location
            throw GenerationStop.rejected
          }
          continue
        }
        duplicates = 0
        entries.append((drawn, try entry(drawn, source)))
        source.endSpan()
      }
      return entries
    }
  }
}
