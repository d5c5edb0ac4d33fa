import BackGestureEngine
import BackGestureModel
import BackGestureTesting
import Synchronization
import Testing

@Suite struct CheckBackGesturePolicyTests {
  /// Runs the body and returns the issues it recorded, as their line and comment; they
  /// are dropped, so they do not fail the test that gathers them.
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
  func correctPolicyPasses() {
    let result = checkBackGesturePolicy(HandWrittenFullscreenPolicy())
    #expect(result.isSuccess)
    #expect(result.statistics.cases == 1000)
    let labels = [
      "began", "finished", "cancelled", "systemCancel", "lost:scroll", "lost:control",
      "refused:direction", "refused:veto", "refused:maxDistance", "preset:fdFullscreen",
    ]
    for label in labels {
      #expect(result.statistics.labelCounts[label, default: 0] > 0, "\(label)")
    }
  }

  @Test("A broken policy records one issue, at the caller's line")
  func brokenPolicyFails() async throws {
    let line = #line + 2
    let issues = try await gatherIssues {
      checkBackGesturePolicy(HandWrittenFullscreenPolicy(acceptsZeroMovement: true))
    }
    #expect(issues.map(\.line) == [line])
    // A zero move accepted (M9) shows as a begin the settings refuse (invariant 7) or,
    // when another rule refuses first, as an outcome the oracle does not share (10).
    let text = issues.first?.text ?? ""
    #expect(
      text.contains("Error: invariant 7 (per-screen settings are respected)")
        || text.contains(
          "Error: invariant 10 (the engine and the oracle agree on every observable)"),
      "\(text)")
  }

  @Test("The worlds: the followed preset's, else the base's, else every preset's")
  func presets() {
    #expect(PolicyProperty.presets(for: HandWrittenFullscreenPolicy()) == [.fdFullscreen])
    #expect(PolicyProperty.presets(for: RootlessEdgePolicy()) == [.restoredEdge])
    #expect(PolicyProperty.presets(for: NoOptOutPolicy()) == Preset.allCases)
    #expect(
      PolicyProperty.presets(for: GesturePolicy.preset(.isolatedContainers)) == [
        .isolatedContainers
      ])
  }

  @Test("A policy of changed base that follows nothing passes on every preset's worlds")
  func everyPresetsWorlds() {
    let result = checkBackGesturePolicy(NoOptOutPolicy(), cases: 300)
    #expect(result.isSuccess)
    for preset in Preset.allCases {
      #expect(result.statistics.labelCounts["preset:\(preset.rawValue)", default: 0] > 0)
    }
  }

  @Test("Explicit presets choose the worlds")
  func explicitPresets() {
    let result = checkBackGesturePolicy(NoOptOutPolicy(), presets: [.restoredEdge], cases: 100)
    #expect(result.isSuccess)
    #expect(result.statistics.labelCounts["preset:restoredEdge"] == 100)
  }

  @Test("The name says what the policy is held to")
  func names() {
    #expect(
      PolicyProperty.name(of: HandWrittenFullscreenPolicy())
        == "HandWrittenFullscreenPolicy keeps every invariant and follows fdFullscreen")
    #expect(
      PolicyProperty.name(of: RootlessEdgePolicy()) == "RootlessEdgePolicy keeps every invariant")
  }
}

/// Compares a message with the expected text line by line, ignoring trailing spaces, and
/// names the first line that differs.
func expectLines(
  _ actual: String?, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let actualLines = (actual ?? "").split(separator: "\n", omittingEmptySubsequences: false)
    .map { String($0.reversed().drop { $0 == " " }.reversed()) }
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false).map(
    String.init)
  guard actualLines != expectedLines else { return }
  let index =
    zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    ?? min(actualLines.count, expectedLines.count)
  let got = index < actualLines.count ? actualLines[index] : "(no more lines)"
  let wanted = index < expectedLines.count ? expectedLines[index] : "(no more lines)"
  Issue.record(
    "line \(index + 1) differs:\n  actual:   \(got)\n  expected: \(wanted)\n\(actual ?? "nil")",
    sourceLocation: sourceLocation)
}
