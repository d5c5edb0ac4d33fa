/// Integers in a range, shrinking towards a target.
extension Gen {
  /// Returns a generator of integers in the range that shrinks towards a target.
  ///
  /// - Parameters:
  ///   - range: The values allowed.
  ///   - target: The simplest value; zero by default, clamped into the range.
  public static func int(
    in range: ClosedRange<Int>, shrinkingTowards target: Int = 0
  ) -> Generator<Int> {
    integer(in: range, shrinkingTowards: target)
  }

  /// Returns a generator of integers in the half-open range that shrinks towards a target.
  ///
  /// An empty range (`0..<0`) makes the property report the misuse when it runs.
  public static func int(
    in range: Range<Int>, shrinkingTowards target: Int = 0
  ) -> Generator<Int> {
    integer(in: range, shrinkingTowards: target)
  }

  /// Returns a generator of fixed-width integers in the range that shrinks towards a target.
  ///
  /// Any range of up to 2^64 values works, `UInt64.min...UInt64.max` included; a
  /// wider one (of `Int128`, say) makes the property report the misuse when it
  /// runs. The target (zero by default) is clamped into the range and is the
  /// simplest value; values closer to it, on either side, are simpler.
  public static func integer<Value: FixedWidthInteger & Sendable>(
    in range: ClosedRange<Value>, shrinkingTowards target: Value = 0
  ) -> Generator<Value> {
    let target = min(max(target, range.lowerBound), range.upperBound)
    if let low = Int64(exactly: range.lowerBound), let high = Int64(exactly: range.upperBound) {
      let kind = Choice.Kind.integer(low...high, target: Int64(target))
      return Generator { source in Value(try source.draw(kind)) }
    }
    // A range Int64 cannot hold: its values are counted from the lower bound,
    // which maps to Int64.min, so the order (and the target) is kept.
    let (width, overflow) = range.upperBound.subtractingReportingOverflow(range.lowerBound)
    guard !overflow, let span = UInt64(exactly: width) else {
      return .misuse(
        "Gen.integer(in:) draws from at most 2^64 values, and \(range.lowerBound)...\(range.upperBound) holds more."
      )
    }
    let base = UInt64(bitPattern: Int64.min)
    let offset = UInt64(target - range.lowerBound)
    let kind = Choice.Kind.integer(
      Int64.min...Int64(bitPattern: base &+ span), target: Int64(bitPattern: base &+ offset))
    let lower = range.lowerBound
    return Generator { source in
      let choice = try source.draw(kind)
      return lower + Value(UInt64(bitPattern: choice) &- base)
    }
  }

  /// Returns a generator of fixed-width integers in the half-open range.
  ///
  /// An empty range makes the property report the misuse when it runs.
  public static func integer<Value: FixedWidthInteger & Sendable>(
    in range: Range<Value>, shrinkingTowards target: Value = 0
  ) -> Generator<Value> {
    guard !range.isEmpty else {
      return .misuse(
        "Gen.integer(in:) needs a non-empty range, not \(range.lowerBound)..<\(range.upperBound).")
    }
    return integer(in: range.lowerBound...(range.upperBound - 1), shrinkingTowards: target)
  }
}
