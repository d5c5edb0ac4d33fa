import BackGestureModel
import Testing

/// Every kind of parse error, word for word: messages are UI. The errors that only a file of
/// an older format version can give are in `ScenarioUpgraderTests`.
@Suite struct ScenarioErrorTests {
  /// A valid header; the first step goes on line 10.
  static let header = """
    backgesture-scenario 4
    device: phone 390x844 ltr
    preset: fdFullscreen
    screen A
    screen B
      hscroll frame=0,0,390,100 content=800
      slider frame=0,100,390,40
    stack: A B
    steps:

    """

  /// What an unknown outcome's message lists.
  static let outcomes =
    "swipe:finished, swipe:cancelled, swipe:lost:control, swipe:lost:scroll, swipe:refused:<rule>, "
    + "pull:dismissed, pull:cancelled, pull:refused:modal, pull:refused:veto, "
    + "<step>:done, <step>:refused:<reason> or interrupted:<step> (<rule>: root, optOut, "
    + "pageFlag, maxDistance, "
    + "transition, edgeZone, direction, fingers, veto, backButton, barHidden or delegate; <step>: push, pop, "
    + "pop-to-root, set-stack, present, dismiss or back; <reason>: transition, unknown, duplicate, "
    + "root, empty, noPresentation, noBackButton or veto)"

  /// Parses text that must fail and returns the error's description.
  func error(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    do {
      let parsed = try Scenario.parse(text, file: "x.scenario")
      Issue.record("parsed without error: \(parsed.scenario)", sourceLocation: sourceLocation)
      return ""
    } catch {
      return error.description
    }
  }

  /// Parses the header followed by `steps`, which must fail.
  func stepError(_ steps: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    error(Self.header + steps, sourceLocation: sourceLocation)
  }

  /// Parses a header whose line 4 is replaced, which must fail.
  func headerError(_ line4: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    var lines = Self.header.split(separator: "\n", omittingEmptySubsequences: false)
    lines[3] = Substring(line4)
    return error(lines.joined(separator: "\n"), sourceLocation: sourceLocation)
  }

  @Test("The version line: the newest version, written as its digits")
  func version() {
    #expect(
      error("device: phone 390x844 ltr\n")
        == "x.scenario:1: expected 'backgesture-scenario 4' on the first line, found 'device:'")
    #expect(
      error("\n# only a comment\n")
        == "x.scenario:3: expected 'backgesture-scenario 4' on the first line, found the end of the file"
    )
    #expect(
      error("backgesture-scenario 5\n")
        == "x.scenario:1: unsupported format version '5'; this tool reads versions 1, 2, 3 and 4")
    #expect(
      error("backgesture-scenario 02\n")
        == "x.scenario:1: unsupported format version '02'; this tool reads versions 1, 2, 3 and 4")
    #expect(
      error("backgesture-scenario\n")
        == "x.scenario:1: unsupported format version none; this tool reads versions 1, 2, 3 and 4")
    #expect(
      error("backgesture-scenario 4\n")
        == "x.scenario:2: expected 'steps:' before the end of the file")
    #expect(
      error("backgesture-scenario 4 extra\n")
        == "x.scenario:1: unexpected 'extra' after 'backgesture-scenario 4'")
  }

  @Test("An error without a line names only the file")
  func wholeFile() {
    #expect(
      ScenarioError(file: "x.scenario", line: nil, message: "no such file").description
        == "x.scenario: no such file")
  }
}
