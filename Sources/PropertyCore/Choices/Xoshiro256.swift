/// A seeded xoshiro256** pseudo-random number generator.
///
/// The same seed produces the same stream on every platform. The state is
/// expanded from the 64-bit seed with SplitMix64, as the algorithm's authors
/// recommend.
struct Xoshiro256: RandomNumberGenerator, Sendable {
  private var state: (UInt64, UInt64, UInt64, UInt64)

  /// Creates a generator whose stream is fully determined by the seed.
  init(seed: UInt64) {
    var mixer = SplitMix64(state: seed)
    state = (mixer.next(), mixer.next(), mixer.next(), mixer.next())
  }

  @inline(__always)
  mutating func next() -> UInt64 {
    let result = rotate(state.1 &* 5, 7) &* 9
    let shifted = state.1 &<< 17
    state.2 ^= state.0
    state.3 ^= state.1
    state.1 ^= state.2
    state.0 ^= state.3
    state.2 ^= shifted
    state.3 = rotate(state.3, 45)
    return result
  }

  /// Returns a number below the bound (or any number when the bound is zero).
  @inline(__always)
  mutating func next(below bound: UInt64) -> UInt64 {
    bound == 0 ? next() : next() % bound
  }

  /// Rotates left by 1 to 63 bits, with masking shifts (the same bits as the smart
  /// shifts, without their checks for shifts of 64 or more).
  @inline(__always)
  private func rotate(_ value: UInt64, _ amount: UInt64) -> UInt64 {
    (value &<< amount) | (value &>> (64 &- amount))
  }
}

/// The SplitMix64 generator, used to expand seeds and derive per-case seeds.
package struct SplitMix64: Sendable {
  /// The generator's state; any value is a valid seed.
  package var state: UInt64

  /// Creates a generator from a seed.
  package init(state: UInt64) {
    self.state = state
  }

  /// Returns the next value.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
