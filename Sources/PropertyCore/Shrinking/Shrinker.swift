import Foundation

/// Shrinks a failing choice sequence to the simplest one that fails the same way.
///
/// The shrinker keeps one incumbent, the shortlex-smallest sequence seen so
/// far that fails with the original signature. Passes propose edits of the
/// incumbent; a candidate is only run when it is shortlex-smaller, and only
/// kept when it fails the same way. Passes repeat until a whole round
/// changes nothing or the budget runs out. There is no randomness, so the
/// result depends only on the starting sequence.
final class Shrinker {
  /// Runs the property on replayed values.
  let run: ([Int64]) -> ShrinkRun
  /// The signature every accepted candidate must fail with.
  let signature: FailureSignature
  let budget: ShrinkBudget

  /// The simplest failing run so far.
  private(set) var best: ShrinkRun
  private(set) var bestKey: [UInt64]
  /// Property evaluations spent, cache hits excluded.
  private(set) var evaluations = 0
  /// Accepted improvements.
  private(set) var improvements = 0
  /// The limit that stopped shrinking, if one did.
  private(set) var limitReached: ShrinkBudget.Limit?

  /// Whether the last candidate actually run was invalid (overran or was rejected).
  private(set) var lastRunWasInvalid = false

  /// Whether each sequence already tried was invalid, keyed by its values.
  private var cache: [[Int64]: Bool] = [:]
  private let clock = ContinuousClock()
  private let deadline: ContinuousClock.Instant

  init(
    failing: ShrinkRun, signature: FailureSignature, budget: ShrinkBudget,
    run: @escaping ([Int64]) -> ShrinkRun
  ) {
    self.best = failing
    self.bestKey = failing.key
    self.signature = signature
    self.budget = budget
    self.run = run
    self.deadline = clock.now.advanced(by: budget.maximumDuration)
    cache[failing.values] = false
  }

  /// Whether shrinking must stop.
  var isStopped: Bool { limitReached != nil }

  /// Runs every pass until none makes progress or the budget is spent.
  ///
  /// The fallback passes run only after a round of the main passes changed
  /// nothing, so the result is a fixed point of all passes.
  func shrink() {
    while !isStopped {
      let before = bestKey
      for pass in passes {
        pass(self)()
        if isStopped { break }
      }
      if bestKey != before { continue }
      for pass in fallbackPasses where !isStopped {
        pass(self)()
      }
      if bestKey == before { break }
    }
  }

  /// Tries a candidate; returns whether it became the new incumbent.
  @discardableResult
  func consider(_ values: [Int64]) -> Bool {
    lastRunWasInvalid = false
    guard !isStopped, values.count <= best.choices.count else { return false }
    if values.count == best.choices.count {
      var simpler = false
      for (choice, value) in zip(best.choices, values) {
        let index = choice.kind.index(of: value)
        let current = choice.index
        if index != current {
          simpler = index < current
          break
        }
      }
      guard simpler else { return false }
    }
    if let invalid = cache[values] {
      lastRunWasInvalid = invalid
      return false
    }
    if evaluations >= budget.maximumEvaluations {
      limitReached = .evaluations(budget.maximumEvaluations)
      return false
    }
    if clock.now >= deadline {
      limitReached = .duration(budget.maximumDuration)
      return false
    }
    evaluations += 1
    let result = run(values)
    lastRunWasInvalid = result.status == .invalid
    cache[values] = lastRunWasInvalid
    cache[result.values] = lastRunWasInvalid
    guard result.status == .failed(signature) else { return false }
    let key = result.key
    guard Shortlex.isSimpler(key, than: bestKey) else { return false }
    best = result
    bestKey = key
    improvements += 1
    return true
  }

  /// Returns the incumbent's values with the choice at a position replaced.
  func replacing(_ position: Int, with value: Int64) -> [Int64] {
    var values = best.values
    values[position] = value
    return values
  }
}

extension Shrinker {
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
    var low: UInt64 = 0
    var high = current
    var probe: UInt64 = 1
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
