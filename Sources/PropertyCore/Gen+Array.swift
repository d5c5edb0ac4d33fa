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
  /// - Parameters:
  ///   - element: The generator of the elements.
  ///   - length: The allowed lengths; `0...100` by default.
  public static func array<Element>(
    of element: Generator<Element>, length: ClosedRange<Int> = 0...100
  ) -> Generator<[Element]> {
    Generator { source in
      source.beginSpan("array")
      defer { source.endSpan() }
      var result: [Element] = []
      let expected = max(1, source.size / 5)
      while result.count < length.upperBound {
        let start = source.choices.count
        if result.count >= length.lowerBound {
          let more: Bool
          if source.isGenerating {
            more = try source.drawMore(averageLength: expected)
          } else {
            more = try source.drawBool()
          }
          if !more { break }
        }
        source.beginSpan("element", at: start)
        result.append(try element.body(source))
        source.endSpan()
      }
      return result
    }
  }
}

extension ChoiceSource {
  /// Draws the "one more element" boolean with a geometric length distribution.
  func drawMore(averageLength: Int) throws -> Bool {
    guard case .generate(var generator, let size) = mode else { return try drawBool() }
    let more = generator.next(below: UInt64(averageLength + 1)) != 0
    mode = .generate(generator, size: size)
    return try draw(Choice.Kind.boolean, forcing: more ? 1 : 0) == 1
  }

  /// Records a boolean or integer whose value the caller already picked.
  func draw(_ kind: Choice.Kind, forcing value: Int64) throws -> Int64 {
    guard case .generate = mode else { return try draw(kind) }
    guard choices.count < Self.maximumChoices else {
      markOverrun()
      throw GenerationStop.overrun
    }
    return record(Choice(kind: kind, value: kind.clamp(value)))
  }
}
