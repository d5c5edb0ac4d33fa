/// Arrays whose length is decided element by element.
extension Gen {
  /// Returns a generator of arrays with a length in the range.
  ///
  /// Past the minimum length, a boolean is drawn before each element: `true`
  /// adds one more. Deleting an element's span therefore shortens the array
  /// without disturbing the others, which is what lets lists shrink well.
  /// Each element and the boolean before it form one span labelled
  /// `element`, so deleting the span removes exactly one element.
  ///
  /// The array shrinks towards the shortest allowed, each element towards its
  /// own simplest value. A negative minimum length makes the property report
  /// the misuse when it runs.
  ///
  /// - Parameters:
  ///   - element: The generator of the elements.
  ///   - length: The allowed lengths; `0...100` by default.
  public static func array<Element>(
    of element: Generator<Element>, length: ClosedRange<Int> = 0...100
  ) -> Generator<[Element]> {
    guard length.lowerBound >= 0 else {
      return .misuse(
        "Gen.array(of:length:) needs lengths of zero or more, not \(length.lowerBound)...\(length.upperBound)."
      )
    }
    return Generator { source in
      source.beginSpan("array")
      defer { source.endSpan() }
      var result: [Element] = []
      let expected = max(1, source.size / 5)
      while result.count < length.upperBound {
        let start = source.choices.count
        if result.count >= length.lowerBound {
          guard try source.drawMore(averageLength: expected) else { break }
        }
        source.beginSpan("element", at: start)
        result.append(try element.body(source))
        source.endSpan()
      }
      return result
    }
  }
}
