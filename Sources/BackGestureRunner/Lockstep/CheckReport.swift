import BackGestureInvariants
import BackGestureModel

/// The verdict of one checked scenario: its first failure, if any, and what it exercised.
public struct CheckReport: Sendable, Hashable {
  /// The first failure; `nil` when every invariant holds.
  public var failure: CheckFailure?
  /// What the scenario exercised, for the property runner's classification.
  public var facts: CoverageFacts
  /// How many of the scenario's steps ran on both models (the step that failed counts).
  public var stepsRun: Int

  /// Creates a report.
  public init(failure: CheckFailure?, facts: CoverageFacts, stepsRun: Int) {
    self.failure = failure
    self.facts = facts
    self.stepsRun = stepsRun
  }

  /// Whether every invariant held.
  public var passed: Bool { failure == nil }
}
