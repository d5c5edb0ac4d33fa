import BackGestureCheck
import BackGestureMutants
import BackGestureSampleApps
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
    // Nested content and page sheets only when asked for.
    for label in ["content:nested", "content:pager", "page sheet dismissed by pulling down"] {
      #expect(result.statistics.labelCounts[label] == nil, "\(label)")
    }
  }

  @Test("No preset or no system: one issue that says which, instead of a trap")
  func emptyArguments() async throws {
    let name = "HandWrittenFullscreenPolicy keeps every invariant and follows fdFullscreen"
    let noPreset = try await gatherIssues {
      checkBackGesturePolicy(HandWrittenFullscreenPolicy(), options: CheckOptions(presets: []))
    }
    #expect(
      noPreset.map(\.text) == [
        "Property \"\(name)\" could not run: presets is empty: pass at least one preset whose "
          + "worlds are drawn, or nil for the default"
      ])
    let noSystem = try await gatherIssues {
      checkBackGesturePolicy(HandWrittenFullscreenPolicy(), options: CheckOptions(systems: []))
    }
    #expect(
      noSystem.map(\.text) == [
        "Property \"\(name)\" could not run: systems is empty: pass at least one system (ios18, "
          + "ios26) for the worlds to run on"
      ])
  }

  @Test("A page sheet's pull follows the finger, not the point the policy tracks")
  func pullFollowsTheFinger() throws {
    // The first finger moves 1 pt sideways; the centroid of the two fingers moves down
    // far more than sideways. The sheet's pull is judged by the finger, which does not
    // go mostly down, so no pull begins ([N7]): the policy is not to blame.
    let text = """
      backgesture-scenario 4
      device: phone 390x844 ltr
      preset: fdFullscreen
      screen A
      screen B
      stack: A
      present: B style=pageSheet
      steps:
      @0 down 1 at 200,100
      @8 down 2 at 100,700
      @16 move 1 to 201,100
      @200 up 1
      @210 up 2
      @600 wait

      """
    let scenario = try Scenario.parse(text, file: "centroid.scenario").scenario
    let report = ScenarioCheck.run(scenario, policy: CentroidPolicy())
    #expect(report.failure == nil, "\(report.failure.map(String.init(describing:)) ?? "")")
    #expect(report.facts.labels.contains("page sheet dismissed by pulling down") == false)
  }

  @Test("Asked for, the worlds hold nested content and page sheets, and a correct policy passes")
  func nestedContentAndSheets() {
    let result = checkBackGesturePolicy(
      HandWrittenFullscreenPolicy(), options: CheckOptions(sheets: true, nested: true))
    #expect(result.isSuccess)
    let labels = [
      "content:nested", "content:pager", "content:sameAxis", "content:cell",
      "answer:waitsForBack", "answer:backWaits", "answer:simultaneous",
      "page sheet dismissed by pulling down", "began", "lost:scroll",
    ]
    for label in labels {
      #expect(result.statistics.labelCounts[label, default: 0] > 0, "\(label)")
    }
  }

  @Test("An app's own code is checked in worlds of one system, with nested content and sheets")
  @MainActor func appInNestedWorlds() {
    guard let app = PresetApps.app(for: .fdFullscreen) else {
      Issue.record("no app for fdFullscreen")
      return
    }
    let result = checkBackGestureApp(
      app, options: CheckOptions(systems: [.ios26], sheets: true, nested: true, cases: 300))
    #expect(result.isSuccess)
    #expect(result.statistics.labelCounts["system:ios26"] == 300)
    for label in ["content:nested", "content:pager", "page sheet dismissed by pulling down"] {
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
      text.contains("\ninvariant 7 (per-screen settings are respected) broken")
        || text.contains(
          "\ninvariant 10 (the engine and the oracle agree on every observable) broken"),
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
    let result = checkBackGesturePolicy(NoOptOutPolicy(), options: CheckOptions(cases: 300))
    #expect(result.isSuccess)
    for preset in Preset.allCases {
      #expect(result.statistics.labelCounts["preset:\(preset.rawValue)", default: 0] > 0)
    }
  }

  @Test("Explicit presets choose the worlds")
  func explicitPresets() {
    let result = checkBackGesturePolicy(
      NoOptOutPolicy(), options: CheckOptions(presets: [.restoredEdge], cases: 100))
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
///
/// Two placeholders stand for what the spec does not decide: `‹n›` in a line matches any
/// whole number (the shrinker's own counts), and a line that is exactly `‹lines›` matches
/// any lines up to the next expected line (a block the test checks by other means).
func expectLines(
  _ actual: String?, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let actualLines = trimmedLines(actual ?? "")
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false).map(
    String.init)
  guard let index = firstMismatch(actualLines, expectedLines) else { return }
  let got = index < actualLines.count ? actualLines[index] : "(no more lines)"
  Issue.record(
    "line \(index + 1) differs:\n  actual:   \(got)\n  expected: \(expectedLines.indices.contains(index) ? expectedLines[index] : "(no more lines)")\n\(actual ?? "nil")",
    sourceLocation: sourceLocation)
}

/// A message's lines without their trailing spaces.
func trimmedLines(_ text: String) -> [String] {
  text.split(separator: "\n", omittingEmptySubsequences: false)
    .map { String($0.reversed().drop { $0 == " " }.reversed()) }
}

/// The index of the first actual line that does not match the expected lines, or `nil`
/// when all match (placeholders as in ``expectLines(_:_:sourceLocation:)``).
func firstMismatch(_ actual: [String], _ expected: [String]) -> Int? {
  var a = 0
  var e = 0
  while e < expected.count {
    if expected[e] == "‹lines›" {
      let next = e + 1 < expected.count ? expected[e + 1] : nil
      while a < actual.count, next.map({ !lineMatches(actual[a], $0) }) ?? true { a += 1 }
      e += 1
      continue
    }
    guard a < actual.count, lineMatches(actual[a], expected[e]) else { return a }
    a += 1
    e += 1
  }
  return a == actual.count ? nil : a
}

/// Whether a line matches an expected line in which `‹n›` stands for a whole number and
/// `‹token›` for a replay token's letters and digits.
func lineMatches(_ line: String, _ pattern: String) -> Bool {
  var rest = Substring(line)
  var pattern = Substring(pattern)
  while !pattern.isEmpty {
    for (placeholder, allowed) in [
      ("‹n›", "0123456789"), ("‹token›", "0123456789abcdefghijklmnopqrstuvwxyz"),
    ]
    where pattern.hasPrefix(placeholder) {
      let run = rest.prefix { allowed.contains($0) }
      guard !run.isEmpty else { return false }
      rest = rest.dropFirst(run.count)
      pattern = pattern.dropFirst(placeholder.count)
    }
    guard let next = pattern.first else { break }
    if next == "‹" && (pattern.hasPrefix("‹n›") || pattern.hasPrefix("‹token›")) { continue }
    guard rest.first == next else { return false }
    rest = rest.dropFirst()
    pattern = pattern.dropFirst()
  }
  return rest.isEmpty
}
