import BackGestureModel

/// What went wrong in a traced scenario, with the line it was written on: a step that a
/// model refused, or an expectation that does not hold.
///
/// ```text
/// x.scenario:9: the engine refused '@16 move 2 to 10,10': finger 2 is not down
/// x.scenario:14: expect bar failed: expected 'hidden style=1', found 'visible style=2'
/// ```
public struct TraceFailure: Sendable, Hashable, CustomStringConvertible {
  /// What failed.
  public enum Kind: Sendable, Hashable {
    /// A model refused a step, so the run stopped there.
    case refusedStep(Step, by: Simulator, reason: String)
    /// An expectation does not hold on the final snapshot; the message says what was
    /// expected and what was found (lists add context lines).
    case expectation(Expectation, message: String)
    /// A checkpoint's expectation does not hold on the state at its time.
    case checkpoint(Checkpoint, message: String)
  }

  /// The file as the user named it.
  public var file: String
  /// The source line of the step or the expectation.
  public var line: Int
  /// What failed.
  public var kind: Kind

  /// Creates a failure.
  public init(file: String, line: Int, kind: Kind) {
    self.file = file
    self.line = line
    self.kind = kind
  }

  /// `file:line: the engine refused '@T step': reason`,
  /// `file:line: expect <kind> failed: <message>`, or
  /// `file:line: @T expect <kind> failed: <message>` for a checkpoint.
  public var description: String {
    switch kind {
    case .refusedStep(let step, let simulator, let reason):
      "\(file):\(line): the \(simulator) refused '\(step.scenarioText)': \(reason)"
    case .expectation(let expectation, let message):
      "\(file):\(line): expect \(expectation.keyword) failed: \(message)"
    case .checkpoint(let checkpoint, let message):
      "\(file):\(line): @\(checkpoint.time) expect \(checkpoint.expectation.keyword) failed: "
        + message
    }
  }
}

extension ParsedScenario {
  /// Returns the expectations that do not hold on a final snapshot, in file order.
  public func verify(_ final: Snapshot) -> [TraceFailure] {
    zip(scenario.expectations, expectationLines).compactMap { expectation, line in
      expectation.verify(final).map {
        TraceFailure(file: file, line: line, kind: .expectation(expectation, message: $0))
      }
    }
  }

  /// Returns the checkpoints that do not hold on their states (a missing state is a
  /// checkpoint the run did not reach), then the expectations that do not hold on the
  /// final snapshot: in file order.
  public func verify(checkpointStates: [Snapshot], final: Snapshot) -> [TraceFailure] {
    var failures: [TraceFailure] = []
    for (index, checkpoint) in scenario.checkpoints.enumerated() {
      let message =
        index < checkpointStates.count
        ? checkpoint.expectation.verify(checkpointStates[index])
        : "the run did not reach @\(checkpoint.time)"
      if let message {
        failures.append(
          TraceFailure(
            file: file, line: checkpointLines[index],
            kind: .checkpoint(checkpoint, message: message)))
      }
    }
    return failures + verify(final)
  }
}
