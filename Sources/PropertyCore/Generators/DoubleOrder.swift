/// The order of simplicity of ``Gen/double(in:)``: an index for every finite magnitude.
///
/// Index `n` up to 2^53 is the whole number `n`, so whole numbers come first,
/// smallest first. Above 2^63 come all other finite magnitudes: an exponent rank
/// (the exponents of 1, 2, 4, ... first, then those of 1/2, 1/4, ..., then the
/// subnormals) followed by the mantissa with its bits reversed, so a value with
/// fewer fractional bits is simpler: 1.5, then 1.25, then 1.75. Indices between
/// 2^53 and 2^63 are the whole numbers they name, rounded to a `Double`. Every
/// step is integer arithmetic on bit patterns or a correctly rounded
/// conversion, so an index gives the same `Double` on every platform.
enum DoubleOrder {
  /// Where the indices of the other magnitudes start.
  static let fractions: UInt64 = 1 << 63
  /// The largest index: the subnormal with every mantissa bit set.
  static let last: UInt64 = fractions | (2046 << 52) | mantissaMask
  /// The mantissa bits of a `Double`.
  static let mantissaMask: UInt64 = (1 << 52) - 1
  /// The largest whole number every smaller one of which a `Double` holds exactly.
  static let wholeLimit: UInt64 = 1 << 53

  /// The magnitude with the given index.
  static func magnitude(at index: UInt64) -> Double {
    guard index >= fractions else { return Double(index) }
    let rank = min((index >> 52) & 0x7FF, 2046)
    let exponent: UInt64 = rank <= 1023 ? rank + 1023 : (rank <= 2045 ? 2046 - rank : 0)
    let mantissa = reversed(index & mantissaMask)
    return Double(bitPattern: exponent << 52 | mantissa)
  }

  /// The simplest index of a finite, non-negative magnitude.
  static func index(of magnitude: Double) -> UInt64 {
    if magnitude.rounded(.towardZero) == magnitude && magnitude <= Double(wholeLimit) {
      return UInt64(magnitude)
    }
    let bits = magnitude.bitPattern
    let exponent = (bits >> 52) & 0x7FF
    let rank: UInt64 = exponent >= 1023 ? exponent - 1023 : (exponent > 0 ? 2046 - exponent : 2046)
    return fractions | rank << 52 | reversed(bits & mantissaMask)
  }

  /// The 52 mantissa bits in reverse order.
  static func reversed(_ mantissa: UInt64) -> UInt64 {
    (mantissa << 12).bitReversed()
  }
}

extension UInt64 {
  /// The bits in reverse order.
  fileprivate func bitReversed() -> UInt64 {
    var value = self
    var result: UInt64 = 0
    for _ in 0..<64 {
      result = result << 1 | (value & 1)
      value >>= 1
    }
    return result
  }
}
