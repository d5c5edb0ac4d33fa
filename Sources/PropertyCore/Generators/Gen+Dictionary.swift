/// Dictionaries of distinct keys.
extension Gen {
  /// Returns a generator of dictionaries with a number of keys in the range,
  /// shrinking towards the smallest dictionary of the simplest keys and values.
  ///
  /// Each entry draws its key, then its value. A key already drawn discards
  /// its entry, which does not count. The entries are drawn in a fixed order,
  /// so a seed always gives an equal dictionary (a `Dictionary`'s own iteration
  /// order, and so its description, still varies between processes). When the
  /// key generator keeps repeating itself and the minimum cannot be reached,
  /// the case is rejected like a filter's, and a run that gives up names the
  /// call's location. A negative minimum makes the property report the misuse
  /// when it runs.
  ///
  /// - Parameters:
  ///   - keys: The generator of the keys.
  ///   - values: The generator of the values.
  ///   - count: The allowed numbers of entries; `0...100` by default.
  ///   - fileID: The call's file, named when the run gives up; leave the default.
  ///   - line: The call's line, named when the run gives up; leave the default.
  public static func dictionary<Key: Hashable & Sendable, Value>(
    keys: Generator<Key>, values: Generator<Value>, count: ClosedRange<Int> = 0...100,
    fileID: String = #fileID, line: Int = #line
  ) -> Generator<[Key: Value]> {
    unique(
      "Gen.dictionary(keys:values:count:)", count: count, location: "\(fileID):\(line)",
      key: keys
    ) { _, source in try values.body(source) }
    .map { entries in
      var dictionary: [Key: Value] = [:]
      for (key, value) in entries { dictionary[key] = value }
      return dictionary
    }
  }
}
