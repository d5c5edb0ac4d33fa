/// Picking an element of an array.
extension Gen {
  /// Returns a generator that picks an element; earlier elements are simpler.
  ///
  /// An empty array makes the property report the misuse when it runs. (An
  /// array, not any collection: a `Set`'s order changes between processes, so
  /// a seed would pick different elements.)
  public static func element<Element: Sendable>(of elements: [Element]) -> Generator<Element> {
    guard !elements.isEmpty else {
      return .misuse("Gen.element(of:) needs at least one element to pick from.")
    }
    let kind = Choice.Kind.integer(0...Int64(elements.count - 1), target: 0)
    return Generator { source in elements[Int(try source.draw(kind))] }
  }
}
