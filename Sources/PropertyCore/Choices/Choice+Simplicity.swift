/// Simplicity indices: the order in which the shrinker prefers values.
///
/// Index 0 is the simplest value of a kind. Integers zig-zag around their
/// target (target, target + 1, target - 1, target + 2, ...), and once one side
/// reaches its bound the order continues on the other side only. For booleans
/// `false` (index 0) comes before `true` (index 1).
extension Choice.Kind {
  /// Distance from the target down to the lower bound.
  private var below: UInt64 { UInt64(bitPattern: target &- lowerBound) }

  /// Distance from the target up to the upper bound.
  private var above: UInt64 { UInt64(bitPattern: upperBound &- target) }

  /// The largest simplicity index of the kind (its number of values minus one).
  var maximumIndex: UInt64 { below &+ above }

  /// Returns the simplicity index of a value inside the kind's range.
  func index(of value: Int64) -> UInt64 {
    let value = clamp(value)
    if value == target { return 0 }
    if value > target {
      let distance = UInt64(bitPattern: value &- target)
      return distance <= below ? 2 * distance - 1 : below + distance
    } else {
      let distance = UInt64(bitPattern: target &- value)
      return distance <= above ? 2 * distance : above + distance
    }
  }

  /// Returns the value with the given simplicity index, clamped to the range.
  func value(at index: UInt64) -> Int64 {
    let index = min(index, maximumIndex)
    if index == 0 { return target }
    let both = min(below, above)
    if index <= 2 * both {
      let distance = Int64(bitPattern: (index + 1) / 2)
      return index % 2 == 1 ? target &+ distance : target &- distance
    }
    if above > below {
      return target &+ Int64(bitPattern: index - below)
    } else {
      return target &- Int64(bitPattern: index - above)
    }
  }
}

extension Choice {
  /// The choice's simplicity index; smaller is simpler.
  public var index: UInt64 { kind.index(of: value) }
}

/// The shortlex order over choice sequences: shorter first, then by indices.
enum Shortlex {
  /// Returns whether the first sequence of indices is strictly simpler.
  static func isSimpler(_ lhs: [UInt64], than rhs: [UInt64]) -> Bool {
    if lhs.count != rhs.count { return lhs.count < rhs.count }
    for (left, right) in zip(lhs, rhs) where left != right {
      return left < right
    }
    return false
  }
}
