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
  ///
  /// This and the other helpers that take a list are inlined, so that a literal list of
  /// values known only at run time (a pick among a frame's heights) stays on the caller's
  /// stack instead of being allocated for one draw.
  @inline(__always)
  func weighted(_ weights: [Int]) throws -> Int {
    let total = weights.reduce(0, +)
    var ticket = try int(0...(total - 1))
    for (index, weight) in weights.enumerated() {
      if ticket < weight { return index }
      ticket -= weight
    }
    return weights.count - 1
  }

  /// Draws an index in one choice whose value is the index itself: the weights shape how
  /// often each comes up when generating, and index 0 is the simplest whatever they
  /// are. So a draw whose weights depend on the state (fingers down or not) still means
  /// the same when the shrinker replays it in another state, and index 0 (a setting's
  /// default, say) is one step away from any other.
  @inline(__always)
  func option(_ weights: [Int]) throws -> Int {
    // The favoured list holds each index as often as its weight, in index order; read by
    // position instead of built.
    let total = weights.reduce(0) { $0 + max(0, $1) }
    let kind = Choice.Kind.integer(0...Int64(weights.count - 1), target: 0)
    return Int(
      try draw(kind, favouringOneOf: total, anyOneIn: .max) { position in
        var rest = position
        for (index, weight) in weights.enumerated() where weight > 0 {
          if rest < weight { return Int64(index) }
          rest -= weight
        }
        return Int64(weights.count - 1)
      })
  }

  /// Draws one element by weight in one choice (``option(_:)``); the first is the
  /// simplest whatever the weights.
  @inline(__always)
  func element<Element>(_ elements: [Element], weights: [Int]) throws -> Element {
    elements[try option(weights)]
  }

  /// Draws one element; earlier elements are simpler.
  @inline(__always)
  func pick<Element>(_ elements: [Element]) throws -> Element {
    elements[try int(0...(elements.count - 1))]
  }
}
