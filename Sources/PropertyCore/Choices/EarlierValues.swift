/// The integers a case has drawn so far, listed by kind in the order drawn: what
/// ``ChoiceSource/earlierValue(of:using:)`` picks among when a draw repeats an earlier
/// value.
///
/// It is brought up to date from the recorded choices when asked, so that draws that
/// never repeat a value pay nothing, and a case of n choices pays O(n) for all its
/// lookups. The kinds are found in an open-addressing table with a multiplicative hash of
/// their bounds and target: `Hasher` (seeded, SipHash) cost more than the scan of every
/// choice it replaced.
struct EarlierValues {
  /// One integer kind: its bounds and its target.
  struct Kind: Equatable {
    var low: Int64
    var high: Int64
    var target: Int64
  }

  /// Per slot, the index of a kind in ``kinds``, or -1 for an empty slot; a power of
  /// two long, at most half full.
  private var slots: [Int] = Array(repeating: -1, count: 64)
  /// The kinds met so far, in the order met.
  private var kinds: [Kind] = []
  /// The values of each kind, in the order drawn, by the kind's index.
  private var values: [[Int64]] = []
  /// How many of the recorded choices the lists hold.
  private(set) var indexed = 0

  /// Adds the choices past ``indexed``.
  mutating func add(_ choices: ArraySlice<Choice>) {
    for choice in choices {
      guard case .integer(let range, let target) = choice.kind else { continue }
      let kind = Kind(low: range.lowerBound, high: range.upperBound, target: target)
      let slot = find(kind)
      if slots[slot] < 0 {
        slots[slot] = kinds.count
        kinds.append(kind)
        values.append([choice.value])
        if kinds.count * 2 > slots.count { grow() }
      } else {
        values[slots[slot]].append(choice.value)
      }
    }
    indexed = choices.endIndex
  }

  /// The values of a kind drawn so far, in order; empty when none.
  func values(of kind: Kind) -> [Int64] {
    let slot = find(kind)
    return slots[slot] < 0 ? [] : values[slots[slot]]
  }

  /// The slot that holds a kind, or the empty slot where it would go.
  private func find(_ kind: Kind) -> Int {
    let mask = slots.count - 1
    var slot = Self.hash(kind) & mask
    while slots[slot] >= 0, kinds[slots[slot]] != kind { slot = (slot + 1) & mask }
    return slot
  }

  /// Doubles the table and places every kind again.
  private mutating func grow() {
    slots = Array(repeating: -1, count: slots.count * 2)
    let mask = slots.count - 1
    for (index, kind) in kinds.enumerated() {
      var slot = Self.hash(kind) & mask
      while slots[slot] >= 0 { slot = (slot + 1) & mask }
      slots[slot] = index
    }
  }

  /// A hash of a kind's three numbers, the same on every run and platform.
  private static func hash(_ kind: Kind) -> Int {
    var mixed = UInt64(bitPattern: kind.low) &* 0x9E37_79B9_7F4A_7C15
    mixed ^= UInt64(bitPattern: kind.high) &* 0xC2B2_AE3D_27D4_EB4F
    mixed ^= UInt64(bitPattern: kind.target) &* 0x1656_67B1_9E37_79F9
    mixed ^= mixed >> 29
    return Int(truncatingIfNeeded: mixed >> 1)
  }
}
