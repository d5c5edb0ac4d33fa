/// What checking a property found, before any of it is turned into text.
///
/// The runner returns this value and reports nothing itself; renderers such
/// as ``PropertyReport`` and the test-framework layer turn it into messages.
public struct PropertyResult<Value> {
  /// The property's name.
  public var name: String
  /// The seed the cases were generated from.
  public var seed: UInt64
  /// Counts of cases and labels.
  public var statistics: PropertyStatistics
  /// How the run ended.
  public var outcome: Outcome

  /// Creates a result; the runner makes them, this exists for other layers.
  package init(name: String, seed: UInt64, statistics: PropertyStatistics, outcome: Outcome) {
    self.name = name
    self.seed = seed
    self.statistics = statistics
    self.outcome = outcome
  }

  /// Whether the property held and every coverage floor was met.
  public var isSuccess: Bool {
    if case .passed = outcome { return true }
    return false
  }

  /// The failure, if the property was falsified.
  public var failure: PropertyFailureDetails<Value>? {
    if case .failed(let details) = outcome { return details }
    return nil
  }
}

extension PropertyResult {
  /// How a property run ended.
  public enum Outcome {
    /// Every case passed and every coverage floor was met.
    case passed
    /// A case failed; it was shrunk to a minimal one.
    case failed(PropertyFailureDetails<Value>)
    /// A case failed but passed when run again with the same choices.
    case flaky(PropertyFailureDetails<Value>)
    /// Filters rejected too many cases to go on.
    case gaveUp
    /// Some coverage floors were not reached.
    case coverageNotMet([CoverageShortfall])
    /// The configuration, environment or replay token could not be used.
    case invalidConfiguration(String)
  }
}

/// The numbers behind a run: cases, rejections and label counts.
public struct PropertyStatistics: Sendable, Hashable {
  /// Valid cases checked.
  public var cases = 0
  /// Cases that filters rejected.
  public var rejected = 0
  /// How many valid cases carried each label.
  public var labelCounts: [String: Int] = [:]
  /// The coverage floor of each covered label.
  public var floors: [String: CoverageFloor] = [:]
  /// How many cases each filter rejected, keyed by `file:line`.
  public var rejectionsByFilter: [String: Int] = [:]
  /// Whether the run replayed a single case from a replay token.
  public var isReplay = false

  /// Creates empty statistics.
  public init() {}

  /// Rejected cases as a whole percentage of all cases drawn.
  public var rejectionPercent: Int {
    let total = cases + rejected
    return total == 0 ? 0 : rejected * 100 / total
  }
}

/// A label whose coverage floor a run did not reach.
public struct CoverageShortfall: Sendable, Hashable {
  /// The label.
  public var label: String
  /// How many valid cases carried it.
  public var count: Int
  /// The floor it had to reach.
  public var floor: CoverageFloor
}

/// One counterexample: the value, its choices and how it renders.
public struct Counterexample<Value> {
  /// The generated value.
  public var value: Value
  /// The choices that generate it.
  public var choices: [Choice]
  /// The value rendered for messages.
  public var rendering: String
}

/// Everything known about a falsified property.
public struct PropertyFailureDetails<Value> {
  /// The number of the valid case that first failed, counting from one.
  public var caseNumber: Int
  /// The case as first found.
  public var original: Counterexample<Value>
  /// The shrunk case.
  public var minimal: Counterexample<Value>
  /// The error the minimal case threw, rendered.
  public var error: String
  /// What identifies the failure.
  public var signature: FailureSignature
  /// Improvements the shrinker accepted.
  public var improvements: Int
  /// Property evaluations spent shrinking: runs of the property's body.
  public var evaluations: Int
  /// Candidates generated while shrinking, whether or not the property ran on them
  /// (it does not when the generator rejects a candidate, or when the candidate
  /// was tried before or is not simpler); generating is usually far cheaper.
  public var generations: Int
  /// The budget limit that stopped shrinking early, if one did.
  public var limitReached: ShrinkBudget.Limit?
  /// The token that reruns the minimal case.
  public var replayToken: ReplayToken
}

extension PropertyResult: Sendable where Value: Sendable {}
extension PropertyResult.Outcome: Sendable where Value: Sendable {}
extension Counterexample: Sendable where Value: Sendable {}
extension PropertyFailureDetails: Sendable where Value: Sendable {}
