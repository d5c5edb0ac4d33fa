import BackGestureInvariants
import BackGestureModel

extension ScenarioTrace {
  /// The verdict of the expectations: a headline, then each failure with its line.
  ///
  /// ```text
  /// FAIL: 1 of 3 expectations failed
  /// x.scenario:14: expect bar failed: expected 'hidden style=1', found 'visible style=2'
  /// ```
  ///
  /// A run that stopped at a refused step has no verdict of its expectations; see
  /// ``refusedStep``.
  public var verdict: String {
    let count = parsed.scenario.expectations.count + parsed.scenario.checkpoints.count
    if let refusedStep {
      return "STOPPED: \(refusedStep)\n"
    }
    guard !expectationFailures.isEmpty else {
      switch count {
      case 0: return "PASS: no expectations to check\n"
      case 1: return "PASS: the expectation holds\n"
      default: return "PASS: all \(count) expectations hold\n"
      }
    }
    let headline = "FAIL: \(expectationFailures.count) of \(count) expectations failed"
    return ([headline] + expectationFailures.map(\.description)).joined(separator: "\n") + "\n"
  }
}
