/// Optional values.
extension Gen {
  /// Returns a generator of optional values that shrinks towards `nil`.
  ///
  /// A boolean is drawn first: `false` gives `nil` (one draw in four when
  /// generating); a present value then shrinks like the wrapped generator's.
  public static func optional<Wrapped>(_ wrapped: Generator<Wrapped>) -> Generator<Wrapped?> {
    Generator { source in
      source.beginSpan("optional")
      defer { source.endSpan() }
      guard try source.drawMore(averageLength: 3) else { return nil }
      return try wrapped.body(source)
    }
  }
}
