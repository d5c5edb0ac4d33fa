import PropertyCore

/// Small drawing helpers the world and step generators share.
///
/// Every helper draws exactly one choice, so the recorded sequence stays easy to shrink:
/// the simplest answer (0) is always the first option, the plainest case.
extension ChoiceSource {
  /// Draws an integer in a range that shrinks towards a target (the lower bound by default).
  func int(_ range: ClosedRange<Int>, towards target: Int? = nil) throws -> Int {
    let aim = Int64(min(max(target ?? range.lowerBound, range.lowerBound), range.upperBound))
    return Int(try draw(.integer(Int64(range.lowerBound)...Int64(range.upperBound), target: aim)))
  }

  /// Draws `true` with a chance of `count` in `total`; `false` is simpler.
  func chance(_ count: Int, in total: Int) throws -> Bool {
    try int(0...(total - 1)) >= total - count
  }

  /// Draws whether a list gets one more element, with a chance of `twelfths` in 12; no
  /// more is simpler. Every list draws from the same range, so a value that moves from
  /// one position to another (when the shrinker deletes an element) still fits. A
  /// chance of 0 is always no: the choice that ends a list at its longest.
  func oneMore(_ twelfths: Int) throws -> Bool {
    try chance(twelfths, in: 12)
  }

  /// Draws an index by weight; earlier indices are simpler.
  func weighted(_ weights: [Int]) throws -> Int {
    let total = weights.reduce(0, +)
    var ticket = try int(0...(total - 1))
    for (index, weight) in weights.enumerated() {
      if ticket < weight { return index }
      ticket -= weight
    }
    return weights.count - 1
  }

  /// Draws one element; earlier elements are simpler.
  func pick<Element>(_ elements: [Element]) throws -> Element {
    elements[try int(0...(elements.count - 1))]
  }
}
