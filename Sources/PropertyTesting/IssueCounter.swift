import Synchronization
import Testing

/// Counts the issues recorded while a property runs, remembering the first new one.
///
/// The counter is fed by an `IssueHandlingTrait.compactMapIssues` handler
/// that also suppresses every issue, so shrink attempts add no noise to the
/// test's output.
final class IssueCounter: Sendable {
  private struct State {
    var count = 0
    var first: Issue?
  }

  private let state = Mutex(State())

  /// Records an issue; returns `nil` so the test framework drops it.
  func suppress(_ issue: Issue) -> Issue? {
    state.withLock { state in
      if state.count == 0 { state.first = issue }
      state.count += 1
    }
    return nil
  }

  /// Forgets earlier issues, starting a new evaluation.
  func reset() {
    state.withLock { $0 = State() }
  }

  /// The first issue since the last reset, if any.
  var firstIssue: Issue? {
    state.withLock { $0.first }
  }
}
