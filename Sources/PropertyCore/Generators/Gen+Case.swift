/// The cases of a `CaseIterable` type.
extension Gen {
  /// Returns a generator of a `CaseIterable` type's cases; the first case is simplest.
  ///
  /// Cases shrink in declaration order (`allCases`). A type without cases
  /// makes the property report the misuse when it runs.
  ///
  /// ```swift
  /// enum Edge: CaseIterable { case leading, trailing }
  /// let edges = Gen.case(of: Edge.self)
  /// ```
  public static func `case`<Value: CaseIterable & Sendable>(of type: Value.Type) -> Generator<Value>
  {
    let cases = Array(type.allCases)
    guard !cases.isEmpty else {
      return .misuse("Gen.case(of: \(type).self) needs a type with at least one case.")
    }
    return element(of: cases)
  }
}
