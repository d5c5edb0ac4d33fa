import BackGestureGenerators
import BackGestureInvariants
import BackGestureModel

/// An expectation that does not hold, with its source line and what was found.
public struct ExpectationFailure: Sendable, Hashable, CustomStringConvertible {
  /// The file as the user named it.
  public var file: String
  /// The expectation's source line.
  public var line: Int
  /// The expectation.
  public var expectation: Expectation
  /// What was expected and what was found; lists add context lines.
  public var message: String

  /// Creates a failure.
  public init(file: String, line: Int, expectation: Expectation, message: String) {
    self.file = file
    self.line = line
    self.expectation = expectation
    self.message = message
  }

  /// The spelling `file:line: expect <kind> failed: <message>`.
  public var description: String {
    "\(file):\(line): expect \(expectation.keyword) failed: \(message)"
  }
}

extension ParsedScenario {
  /// Returns the expectations that do not hold on a final snapshot, in file order.
  public func verify(_ final: Snapshot) -> [ExpectationFailure] {
    zip(scenario.expectations, expectationLines).compactMap { expectation, line in
      expectation.verify(final).map {
        ExpectationFailure(file: file, line: line, expectation: expectation, message: $0)
      }
    }
  }
}
