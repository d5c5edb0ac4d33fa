/// Floating-point numbers, built bit-exactly from their choices.
extension Gen {
  /// Returns a generator of doubles in the range that shrinks towards 0, or towards
  /// the bound nearest to 0 when the range does not hold it.
  ///
  /// A sign is drawn (when the range has both) and then a magnitude's index in
  /// an order where whole numbers come first and fewer fractional bits are
  /// simpler: a property that fails above 0.3 shrinks to 1.0,
  /// one that fails between 0 and 1 to 0.5. Positive values are simpler than
  /// negative ones. Values are built from bit patterns and integer arithmetic
  /// only, so a seed gives the same values on every platform. Generation favours
  /// small whole numbers, simple fractions, values near 1, the bounds and 0;
  /// values are finite unless the range is one infinity.
  ///
  /// - Parameter range: The values allowed; every finite `Double` by default.
  public static func double(
    in range: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
  ) -> Generator<Double> {
    let lower = range.lowerBound
    let upper = range.upperBound
    if lower == upper { return just(lower) }
    let hasNegative = lower < 0
    let hasPositive = upper >= 0
    // Each sign's magnitudes, as a closed interval.
    let positive = max(lower, 0)...max(upper, 0)
    let negative = max(-upper, 0)...max(-lower, 0)
    let kind = Choice.Kind.integer(
      Int64.min...Int64(bitPattern: DoubleOrder.last &- DoubleOrder.fractions), target: Int64.min)
    return Generator { source in
      source.beginSpan("double")
      defer { source.endSpan() }
      let isNegative = hasNegative && hasPositive ? try source.drawBool() : hasNegative
      let magnitudes = isNegative ? negative : positive
      let choice = try source.draw(kind) { random in
        let magnitude = DoubleOrder.randomMagnitude(within: magnitudes, using: &random)
        return Int64(bitPattern: DoubleOrder.index(of: magnitude) &- DoubleOrder.fractions)
      }
      let index = UInt64(bitPattern: choice) &+ DoubleOrder.fractions
      let magnitude = min(
        max(DoubleOrder.magnitude(at: index), magnitudes.lowerBound), magnitudes.upperBound)
      return isNegative ? -magnitude : magnitude
    }
  }
}

extension DoubleOrder {
  /// Picks a magnitude to generate: small whole numbers, simple fractions, values
  /// near 1, any finite value, or a bound.
  static func randomMagnitude(
    within magnitudes: ClosedRange<Double>, using random: inout Xoshiro256
  ) -> Double {
    switch random.next(below: 16) {
    case 0: return 0
    case 1:
      let bound = random.next() & 1 == 0 ? magnitudes.lowerBound : magnitudes.upperBound
      return bound.isFinite ? bound : .greatestFiniteMagnitude
    case 2..<6: return Double(random.next(below: 101))
    case 6..<10:
      let denominator = UInt64(1) << (1 + random.next(below: 8))
      return Double(random.next(below: 101)) + Double(random.next(below: denominator))
        / Double(denominator)
    case 10..<13:
      let exponent = UInt64(1023 - 20) + random.next(below: 41)
      return Double(bitPattern: exponent << 52 | (random.next() & mantissaMask))
    case 13..<15:
      let exponent = random.next(below: 2047)
      return Double(bitPattern: exponent << 52 | (random.next() & mantissaMask))
    default:
      let specials: [Double] = [
        1, 0.5, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude,
        Double(UInt64(1) << 53), .ulpOfOne,
      ]
      return specials[Int(random.next(below: UInt64(specials.count)))]
    }
  }
}
