import BackGestureEngine
import BackGestureModel
import BackGestureTesting
import PropertyCore
import Synchronization
import Testing

@Suite struct CheckBackGesturePolicyTests {
  /// Runs the body and returns the issues it recorded, as (line, text); they are dropped,
  /// so they do not fail the test that gathers them.
  func gatherIssues(
    _ body: @escaping @Sendable () async -> Void
  ) async throws -> [(line: Int, text: String)] {
    let issues = Mutex<[(line: Int, text: String)]>([])
    let handler = IssueHandlingTrait.compactMapIssues { issue in
      let text = issue.comments.map(\.rawValue).joined(separator: "\n")
      issues.withLock { $0.append((issue.sourceLocation?.line ?? 0, text)) }
      return nil
    }
    try await handler.provideScope(for: Test.current!, testCase: Test.Case.current) {
      await body()
    }
    return issues.withLock { $0 }
  }

  @Test("A correct hand-written policy passes, and its scenarios reach every situation")
  func correctPolicyPasses() async {
    let result = checkBackGesturePolicy(HandWrittenFullscreenPolicy())
    #expect(result.isSuccess)
    #expect(result.statistics.cases == 1000)
    for label in ["began", "finished", "cancelled", "systemCancel", "refused:direction", "refused:veto"] {
      #expect(result.statistics.labelCounts[label, default: 0] > 0, "\(label)")
    }
  }

  @Test("A broken policy fails once, at the caller's line")
  func brokenPolicyFails() async throws {
    let line = #line + 2
    let issues = try await gatherIssues {
      checkBackGesturePolicy(HandWrittenFullscreenPolicy(acceptsZeroMovement: true))
    }
    #expect(issues.count == 1)
    #expect(issues.first?.line == line)
    print(issues.first?.text ?? "")
  }

  @Test("A broken policy that follows no preset fails")
  func brokenPolicyAlone() async throws {
    let issues = try await gatherIssues {
      checkBackGesturePolicy(RootlessEdgePolicy(), cases: 200)
    }
    #expect(issues.count == 1)
    print(issues.first?.text ?? "")
  }
}
