/// Sets of distinct elements.
extension Gen {
  /// Returns a generator of sets with a number of distinct elements in the range,
  /// shrinking towards the smallest set of the simplest elements.
  ///
  /// Elements are drawn one after another, like an array's; one equal to an
  /// element already drawn is discarded and does not count. The elements are
  /// drawn in a fixed order, so a seed always gives an equal set (a `Set`'s
  /// own iteration order, and so its description, still varies between
  /// processes). When the element generator keeps repeating itself and the
  /// minimum cannot be reached, the case is rejected like a filter's, and a run
  /// that gives up names the call's location. A negative minimum makes the
  /// property report the misuse when it runs.
  ///
  /// - Parameters:
  ///   - element: The generator of the elements.
  ///   - count: The allowed numbers of elements; `0...100` by default.
  ///   - fileID: The call's file, named when the run gives up; leave the default.
  ///   - line: The call's line, named when the run gives up; leave the default.
  public static func set<Element: Hashable & Sendable>(
    of element: Generator<Element>, count: ClosedRange<Int> = 0...100,
    fileID: String = #fileID, line: Int = #line
  ) -> Generator<Set<Element>> {
    unique(
      "Gen.set(of:count:)", count: count, location: "\(fileID):\(line)", key: element
    ) { _, _ in () }
    .map { entries in Set(entries.map { $0.0 }) }
  }
}
