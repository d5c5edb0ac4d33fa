import Foundation

/// Shrinks a failing choice sequence to the simplest one that fails the same way.
///
/// The shrinker keeps one incumbent, the shortlex-smallest sequence seen so
/// far that fails with the original signature. Passes propose edits of the
/// incumbent, either as bare values replayed in order or as a template replayed
/// span by span (``ChoiceTemplate``). Each candidate is generated first; the
/// property only runs when the generated choices are shortlex-smaller than the
/// incumbent and were not tried before, and a candidate is only kept when it
/// fails the same way. Passes repeat until a whole round changes nothing or the
/// budget runs out. There is no randomness, so the result depends only on the
/// starting sequence.
final class Shrinker<Value> {
  /// Draws a value from a source, or returns `nil` when the generator stops
  /// (the choices ran out or a filter rejected every attempt).
  let generate: (ChoiceSource) -> Value?
  /// Runs the property on a value.
  let test: (Value) -> ShrinkRun.Status
  /// The signature every accepted candidate must fail with.
  let signature: FailureSignature
  let budget: ShrinkBudget

  /// The simplest failing run so far.
  private(set) var best: ShrinkRun
  private(set) var bestKey: [UInt64]
  /// Property evaluations spent, cache hits and candidates the generator rejected excluded.
  private(set) var evaluations = 0
  /// Candidates generated, whether or not the property ran on them.
  private(set) var generations = 0
  /// Accepted improvements.
  private(set) var improvements = 0
  /// The limit that stopped shrinking, if one did.
  private(set) var limitReached: ShrinkBudget.Limit?

  /// Whether the last candidate was invalid (overran or was rejected).
  private(set) var lastRunWasInvalid = false
  /// Whether the last candidate changed structure: it was invalid, or an aligned
  /// replay padded a draw, or a filter discarded an attempt the incumbent did not.
  private(set) var lastRunChangedShape = false
  /// Whether the last aligned candidate padded a draw for want of a template value.
  private(set) var lastRunPadded = false
  /// Whether the last candidate clamped a value that no longer fit its draw.
  private(set) var lastRunMisaligned = false

  /// Whether each sequence already tried was invalid, keyed by its values.
  private var cache: [[Int64]: Bool] = [:]
  private let clock = ContinuousClock()
  private let deadline: ContinuousClock.Instant

  init(
    failing: ShrinkRun, signature: FailureSignature, budget: ShrinkBudget,
    generate: @escaping (ChoiceSource) -> Value?,
    test: @escaping (Value) -> ShrinkRun.Status
  ) {
    self.best = failing
    self.bestKey = failing.key
    self.signature = signature
    self.budget = budget
    self.generate = generate
    self.test = test
    self.deadline = clock.now.advanced(by: budget.maximumDuration)
    cache[failing.values] = false
  }

  /// Whether shrinking must stop.
  var isStopped: Bool { limitReached != nil }

  /// The incumbent as a template for aligned replay.
  var template: ChoiceTemplate { ChoiceTemplate(values: best.values, spans: best.spans) }

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

  /// Tries values replayed in order; returns whether they became the new incumbent.
  @discardableResult
  func consider(_ values: [Int64]) -> Bool {
    resetLastRun()
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
      lastRunChangedShape = invalid
      return false
    }
    return execute(ChoiceSource(replaying: values), input: values)
  }

  /// Tries a template replayed span by span; returns whether it became the new incumbent.
  @discardableResult
  func consider(_ template: ChoiceTemplate) -> Bool {
    resetLastRun()
    guard !isStopped else { return false }
    return execute(ChoiceSource(aligning: template), input: nil)
  }

  private func resetLastRun() {
    lastRunWasInvalid = false
    lastRunChangedShape = false
    lastRunPadded = false
    lastRunMisaligned = false
  }

  /// Whether the time budget is spent; stops shrinking if it is.
  ///
  /// Checked before every generation, whether or not the property then runs.
  func isOutOfTime() -> Bool {
    guard clock.now >= deadline else { return false }
    limitReached = .duration(budget.maximumDuration)
    return true
  }

  /// Generates a candidate and, if it is new and simpler, runs the property on it.
  private func execute(_ source: ChoiceSource, input: [Int64]?) -> Bool {
    if isOutOfTime() { return false }
    generations += 1
    let value = generate(source)
    lastRunPadded = source.didPad
    lastRunMisaligned = source.isMisaligned
    let discarded = source.spans.lazy.filter(\.isDiscarded).count
    lastRunChangedShape =
      value == nil || source.didPad
      || discarded > best.spans.lazy.filter(\.isDiscarded).count
    guard let value else {
      lastRunWasInvalid = true
      if let input { cache[input] = true }
      return false
    }
    let run = ShrinkRun(status: .passed, choices: source.choices, spans: source.spans)
    let values = run.values
    if let invalid = cache[values] {
      lastRunWasInvalid = invalid
      if let input { cache[input] = invalid }
      return false
    }
    let key = run.key
    guard Shortlex.isSimpler(key, than: bestKey) else {
      if let input { cache[input] = false }
      return false
    }
    if evaluations >= budget.maximumEvaluations {
      limitReached = .evaluations(budget.maximumEvaluations)
      return false
    }
    evaluations += 1
    let status = test(value)
    lastRunWasInvalid = status == .invalid
    cache[values] = lastRunWasInvalid
    if let input { cache[input] = lastRunWasInvalid }
    guard status == .failed(signature) else { return false }
    best = ShrinkRun(status: status, choices: run.choices, spans: run.spans)
    bestKey = key
    improvements += 1
    return true
  }

  /// Runs the generator alone on a source, never the property; `nil` when it stops.
  func generateAlone(_ source: ChoiceSource) -> ChoiceSource? {
    guard !isOutOfTime() else { return nil }
    generations += 1
    return generate(source) == nil ? nil : source
  }

  /// Returns the incumbent's values with the choice at a position replaced.
  func replacing(_ position: Int, with value: Int64) -> [Int64] {
    var values = best.values
    values[position] = value
    return values
  }
}
