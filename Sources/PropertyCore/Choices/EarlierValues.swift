/// The integers a case has drawn so far, listed by kind in the order drawn: what
/// ``ChoiceSource/earlierValue(of:using:)`` picks among when a draw repeats an earlier
/// value.
///
/// It is brought up to date from the recorded choices when asked, so that draws that
/// never repeat a value pay nothing, and a case of n choices pays O(n) to list them; a
/// lookup walks the chain of its kind only, where the scan it replaced read every choice
/// at each lookup. The
/// kinds are found in an open-addressing table with a multiplicative hash of their bounds
/// and target (`Hasher`, seeded SipHash, cost more than the scan of every choice it
/// replaced), and each kind's values are chained through one flat list, so that a new
/// kind (a step's time is one, its range starting at the step before) allocates nothing.
struct EarlierValues {
  /// One integer kind: its bounds and its target.
  struct Kind: Equatable {
    var low: Int64
    var high: Int64
    var target: Int64
  }

  /// A kind met so far: how many values it has and where its chain starts and ends.
  private struct Entry {
    var kind: Kind
    var count: Int
    var first: Int
    var last: Int
  }

  /// Per slot, the index of an entry, or -1 for an empty slot; a power of two long, at
  /// most half full.
  private var slots: [Int] = Array(repeating: -1, count: 64)
  /// The kinds met so far, in the order met.
  private var entries: [Entry] = []
  /// The integers listed so far, in the order drawn.
  private var values: [Int64] = []
  /// Per listed integer, the position of the next of its kind, or -1 for the last.
  private var next: [Int] = []
  /// How many of the recorded choices are listed.
  private(set) var indexed = 0

  /// Lists the choices past ``indexed``.
  mutating func add(_ choices: ArraySlice<Choice>) {
    for choice in choices {
      guard case .integer(let range, let target) = choice.kind else { continue }
      let kind = Kind(low: range.lowerBound, high: range.upperBound, target: target)
      let position = values.count
      values.append(choice.value)
      next.append(-1)
      let slot = find(kind)
      let entry = slots[slot]
      if entry < 0 {
        slots[slot] = entries.count
        entries.append(Entry(kind: kind, count: 1, first: position, last: position))
        if entries.count * 2 > slots.count { grow() }
      } else {
        next[entries[entry].last] = position
        entries[entry].last = position
        entries[entry].count += 1
      }
    }
    indexed = choices.endIndex
  }

  /// How many values of a kind are listed.
  func count(of kind: Kind) -> Int {
    let entry = slots[find(kind)]
    return entry < 0 ? 0 : entries[entry].count
  }

  /// The value of a kind at a position in `0..<count(of: kind)`, in the order drawn: a
  /// walk of `position` links of the kind's chain.
  func value(of kind: Kind, at position: Int) -> Int64 {
    var current = entries[slots[find(kind)]].first
    for _ in 0..<position { current = next[current] }
    return values[current]
  }

  /// The slot that holds a kind, or the empty slot where it would go.
  private func find(_ kind: Kind) -> Int {
    let mask = slots.count - 1
    var slot = Self.hash(kind) & mask
    while slots[slot] >= 0, entries[slots[slot]].kind != kind { slot = (slot + 1) & mask }
    return slot
  }

  /// Doubles the table and places every kind again.
  private mutating func grow() {
    slots = Array(repeating: -1, count: slots.count * 2)
    let mask = slots.count - 1
    for (index, entry) in entries.enumerated() {
      var slot = Self.hash(entry.kind) & mask
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
