/// A scenario read from text, with the source line of each step, checkpoint and
/// expectation.
///
/// The lines let a runner name the statement at fault when a step is refused or an
/// expectation fails.
public struct ParsedScenario: Sendable, Hashable {
  /// The file as the user named it.
  public var file: String
  /// The scenario.
  public var scenario: Scenario
  /// The 1-based source line of each step, parallel to `scenario.steps`.
  public var stepLines: [Int]
  /// The 1-based source line of each checkpoint, parallel to `scenario.checkpoints`.
  public var checkpointLines: [Int]
  /// The 1-based source line of each expectation, parallel to `scenario.expectations`.
  public var expectationLines: [Int]

  /// Creates a parsed scenario; the line arrays must match the steps, checkpoints and
  /// expectations.
  public init(
    file: String, scenario: Scenario, stepLines: [Int], checkpointLines: [Int] = [],
    expectationLines: [Int]
  ) {
    precondition(stepLines.count == scenario.steps.count, "one line per step")
    precondition(
      checkpointLines.count == scenario.checkpoints.count, "one line per checkpoint")
    precondition(expectationLines.count == scenario.expectations.count, "one line per expectation")
    self.file = file
    self.scenario = scenario
    self.stepLines = stepLines
    self.checkpointLines = checkpointLines
    self.expectationLines = expectationLines
  }
}
