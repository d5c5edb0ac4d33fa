/// Picking an element of a collection.
extension Gen {
  /// Returns a generator that picks an element; earlier elements are simpler.
  ///
  /// An empty collection makes the property report the misuse when it runs.
  public static func element<Elements: Collection & Sendable>(
    of elements: Elements
  ) -> Generator<Elements.Element> where Elements.Element: Sendable {
    let elements = Array(elements)
    guard !elements.isEmpty else {
      return .misuse("Gen.element(of:) needs at least one element to pick from.")
    }
    let kind = Choice.Kind.integer(0...Int64(elements.count - 1), target: 0)
    return Generator { source in elements[Int(try source.draw(kind))] }
  }
}
