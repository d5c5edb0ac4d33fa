/// Transforming, chaining, filtering and pairing generators.
extension Generator {
  /// Returns a generator that transforms every value.
  public func map<Other>(
    _ transform: @escaping @Sendable (Value) -> Other
  ) -> Generator<Other> {
    Generator<Other> { source in transform(try self.body(source)) }
  }

  /// Returns a generator whose second stage depends on the first value.
  ///
  /// Both stages draw through the same source, so shrinking the first value
  /// simply re-parses the choices of the second.
  public func flatMap<Other>(
    _ transform: @escaping @Sendable (Value) -> Generator<Other>
  ) -> Generator<Other> {
    Generator<Other> { source in
      source.beginSpan("flatMap")
      defer { source.endSpan() }
      let first = try self.body(source)
      return try transform(first).body(source)
    }
  }

  /// Returns a generator that only produces values passing the predicate.
  ///
  /// Each attempt draws in its own span; rejected spans are marked discarded
  /// so the shrinker can delete them in one step. After `maximumAttempts`
  /// rejections the whole case is rejected, and the runner counts it towards
  /// the rejection rate instead of looping forever. The filter's location
  /// is remembered so a run that gives up can name it.
  public func filter(
    maximumAttempts: Int = 3,
    fileID: String = #fileID,
    line: Int = #line,
    _ isIncluded: @escaping @Sendable (Value) -> Bool
  ) -> Generator {
    let location = "\(fileID):\(line)"
    return Generator { source in
      for _ in 0..<max(maximumAttempts, 1) {
        source.beginSpan("filter")
        let value = try self.body(source)
        if isIncluded(value) {
          source.endSpan()
          return value
        }
        source.endSpan(discarded: true)
      }
      source.rejectingFilter = location
      throw GenerationStop.rejected
    }
  }
}

extension Gen {
  /// Returns a generator of tuples, drawing from each generator in order.
  public static func zip<each Part>(
    _ parts: repeat Generator<each Part>
  ) -> Generator<(repeat each Part)> {
    Generator<(repeat each Part)> { source in
      (repeat try (each parts).body(source))
    }
  }
}
