/// An expectation checked in the middle of a scenario, on the state at its time
/// (`@T expect ...`, spec [F5]).
///
/// The state at a checkpoint is the one after the steps before it, with the clock
/// advanced to its time as a `wait` would ([T1], [T4]): animations that end by then have
/// completed. A checkpoint changes nothing; the steps after it run as if it were not
/// there.
public struct Checkpoint: Sendable, Hashable {
  /// The time in milliseconds; at least the time of the step before it and at most the
  /// time of the step after it.
  public var time: Int
  /// How many of the scenario's steps come before it.
  public var stepsBefore: Int
  /// What must hold.
  public var expectation: Expectation

  /// Creates a checkpoint.
  public init(time: Int, stepsBefore: Int, expectation: Expectation) {
    self.time = time
    self.stepsBefore = stepsBefore
    self.expectation = expectation
  }
}
