/// The adaptive searches the shrink passes share.
enum AdaptiveSearch {
  /// Returns the largest `k` for which `holds(k)` is true, given `holds(0)`.
  ///
  /// Probes 1 to 4 linearly, then doubles, then bisects the last gap, so a
  /// run of `k` successes costs about `2 log k` calls.
  static func findLargest(upTo limit: Int = .max - 1, _ holds: (Int) -> Bool) -> Int {
    let limit = min(limit, .max - 1)
    var low = 0
    for k in 1...4 {
      guard k <= limit, holds(k) else { return low }
      low = k
    }
    var high = low * 2
    while true {
      if high > limit {
        high = limit + 1
        break
      }
      guard holds(high) else { break }
      low = high
      if high > limit / 2 {
        high = limit + 1
        break
      }
      high *= 2
    }
    while high - low > 1 {
      let middle = low + (high - low) / 2
      if holds(middle) { low = middle } else { high = middle }
    }
    return low
  }

  /// Returns the smallest index in `0...current` for which `fails` holds.
  ///
  /// Tries zero, then climbs 1, 3, 7 and 15, since most
  /// answers are small, then bisects the remaining gap.
  static func findSmallest(current: UInt64, _ fails: (UInt64) -> Bool) -> UInt64 {
    guard current > 0 else { return 0 }
    if fails(0) { return 0 }
    return findSmallest(above: 0, current: current, fails)
  }

  /// Returns the smallest index in `(low, current]` for which `fails` holds, given
  /// that it holds at `current` and not at `low`.
  static func findSmallest(
    above low: UInt64, current: UInt64, _ fails: (UInt64) -> Bool
  ) -> UInt64 {
    var low = low
    var high = current
    var probe = low * 2 + 1
    for _ in 0..<4 {
      guard probe < high else { break }
      if fails(probe) {
        high = probe
        break
      }
      low = probe
      probe = probe * 2 + 1
    }
    while high - low > 1 {
      let middle = low + (high - low) / 2
      if fails(middle) { high = middle } else { low = middle }
    }
    return high
  }
}
