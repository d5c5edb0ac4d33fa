/// The most work the shrinker may spend on one counterexample.
///
/// When either limit is reached the shrinker stops and returns the simplest
/// failing case found so far, and the result carries a warning.
public struct ShrinkBudget: Sendable, Hashable {
  /// The most property evaluations shrinking may run; 5,000 by default.
  public var maximumEvaluations: Int
  /// The most wall-clock time shrinking may take; 60 seconds by default.
  public var maximumDuration: Duration

  /// Creates a budget.
  public init(maximumEvaluations: Int = 5_000, maximumDuration: Duration = .seconds(60)) {
    self.maximumEvaluations = maximumEvaluations
    self.maximumDuration = maximumDuration
  }
}

extension ShrinkBudget {
  /// The limit of a budget that was reached.
  public enum Limit: Sendable, Hashable {
    /// The evaluation limit was reached.
    case evaluations(Int)
    /// The time limit was reached.
    case duration(Duration)
  }
}
