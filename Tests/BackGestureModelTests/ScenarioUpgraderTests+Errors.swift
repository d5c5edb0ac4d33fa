import BackGestureModel
import Foundation
import Testing

/// The errors only a file of an older format version gives, word for word: what a later
/// version added, and the words of its own version in messages.
extension ScenarioUpgraderTests {
  /// `ScenarioErrorTests.header` in an older version; the first step goes on line 10.
  static func header(_ version: Int) -> String {
    "backgesture-scenario \(version)" + ScenarioErrorTests.header.drop { $0 != "\n" }
  }

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

  /// Parses an older version's header followed by `steps`, which must fail.
  func stepError(
    _ steps: String, version: Int = 1, sourceLocation: SourceLocation = #_sourceLocation
  ) -> String {
    error(Self.header(version) + steps, sourceLocation: sourceLocation)
  }

  /// Parses an older version's header whose screen B holds `lines` from line 6 in place of
  /// its items, which must fail.
  func contentError(
    _ lines: [String], version: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) -> String {
    var header = Self.header(version).split(separator: "\n", omittingEmptySubsequences: false)
    header.replaceSubrange(5...6, with: lines.map { Substring($0) })
    return error(header.joined(separator: "\n"), sourceLocation: sourceLocation)
  }

  /// The end of a message about something a later version added to a file of `version`.
  func needs(_ needed: Int, in version: Int) -> String {
    "needs format version \(needed); the file starts with 'backgesture-scenario \(version)'"
  }

  @Test("The version line of an older version: its end, and what follows it")
  func versionLine() {
    #expect(
      error("backgesture-scenario 2\n")
        == "x.scenario:2: expected 'steps:' before the end of the file")
    #expect(
      error("# before\nbackgesture-scenario 1 extra\n")
        == "x.scenario:2: unexpected 'extra' after 'backgesture-scenario 1'")
    #expect(
      error("backgesture-scenario 0\n")
        == "x.scenario:1: unsupported format version '0'; this tool reads versions 1, 2, 3 and 4")
    #expect(
      error("backgesture-scenario 01\n")
        == "x.scenario:1: unsupported format version '01'; this tool reads versions 1, 2, 3 and 4")
  }

  @Test("What version 2 added is an error in a version 1 file, naming it")
  func version2InVersion1() {
    let tail = needs(2, in: 1)
    #expect(
      stepError("@0 wait\n@+400 wait\n") == "x.scenario:11: the relative time '@+400' \(tail)")
    #expect(stepError("@0 back\n") == "x.scenario:10: the step 'back' \(tail)")
    #expect(
      stepError("@0 expect bar: visible style=0\n")
        == "x.scenario:10: a checkpoint '@T expect' \(tail)")
    #expect(
      stepError("expect gesture: none\n") == "x.scenario:10: the expectation 'gesture:' \(tail)")
    #expect(
      stepError("expect callbacks of B: none\n")
        == "x.scenario:10: the expectation 'callbacks of' \(tail)")
    #expect(
      stepError("expect callbacks include: B.load\n")
        == "x.scenario:10: the expectation 'callbacks include:' \(tail)")
    #expect(
      stepError("expect outcomes include: push:done\n")
        == "x.scenario:10: the expectation 'outcomes include:' \(tail)")
  }

  @Test("A version 1 file's messages list version 1's steps, expectations and times")
  func version1Words() {
    let steps =
      "down, move, up, cancel, push, pop, pop-to-root, set-stack, present, dismiss or wait"
    #expect(stepError("@0 bakc\n") == "x.scenario:10: unknown step 'bakc'; expected \(steps)")
    #expect(
      stepError("@0 mvoe 1 to 1,1\n")
        == "x.scenario:10: unknown step 'mvoe'; expected \(steps); did you mean 'move'?")
    #expect(stepError("@x wait\n") == "x.scenario:10: expected '@T' with a time in ms, found '@x'")
    #expect(
      stepError("@+x wait\n") == "x.scenario:10: expected '@T' with a time in ms, found '@+x'")
    #expect(
      stepError("expect stack: A B\n")
        == "x.scenario:10: unknown expectation 'stack:'; expected stacks:, bar:, outcomes:, "
        + "callbacks:, transition:, scroll: or flags:; did you mean 'stacks:'?")
    #expect(
      stepError("expect\n")
        == "x.scenario:10: expected 'stacks:', 'bar:', 'outcomes:', 'callbacks:', "
        + "'transition:', 'scroll:' or 'flags:' after 'expect', found the end of the line")
    #expect(
      stepError("expect stacks A B\n")
        == "x.scenario:10: expected 'stacks:' after 'expect', found 'stacks'")
    // The words of version 2 have their own errors in a version 2 file.
    #expect(
      stepError("@0 bakc\n", version: 2)
        == "x.scenario:10: unknown step 'bakc'; expected down, move, up, cancel, back, push, "
        + "pop, pop-to-root, set-stack, present, dismiss, wait or expect; did you mean 'back'?")
  }

  @Test("A version 1 title that starts with a quote is plain text, quotes and backslashes")
  func version1Title() throws {
    let text =
      "backgesture-scenario 1\ntitle: \"a\\n\" # note\n" + Self.header(1).drop { $0 != "\n" }
    #expect(try Scenario.parse(text, file: "t.scenario").scenario.title == "\"a\\n\"")
  }

  @Test("What version 3 added to content is an error in an older file, naming it")
  func version3InOlderFiles() {
    for (version, key) in [(1, "simultaneous"), (2, "waitsForBack"), (2, "alwaysBounce")] {
      #expect(
        contentError(["  hscroll frame=0,0,390,100 content=800 \(key)"], version: version)
          == "x.scenario:6: the key '\(key)' of 'hscroll' \(needs(3, in: version))")
    }
    #expect(
      contentError(["  hscroll frame=0,0,390,100 content=800 safeInset=4"], version: 1)
        == "x.scenario:6: the key 'safeInset' of 'hscroll' \(needs(3, in: 1))")
    #expect(
      contentError(["  vscroll frame=0,0,390,100 content=800 backWaits"], version: 2)
        == "x.scenario:6: the key 'backWaits' of 'vscroll' \(needs(3, in: 2))")
    #expect(
      contentError(["  cell frame=0,0,390,40"], version: 1)
        == "x.scenario:6: the content item 'cell' \(needs(3, in: 1))")
    #expect(
      contentError(
        ["  hscroll frame=0,0,390,400 content=800", "    slider frame=0,0,390,40"], version: 2)
        == "x.scenario:7: an item inside a scroll view (an indentation of four spaces) "
        + needs(3, in: 2))
  }

  @Test("An older file's messages list its content items and keys, and one indentation")
  func olderContentWords() {
    #expect(
      contentError(["  hscrol frame=0,0,1,1"], version: 1)
        == "x.scenario:6: unknown content item 'hscrol'; expected hscroll, vscroll, slider or "
        + "swipecell; did you mean 'hscroll'?")
    #expect(
      contentError(["  hscroll frame=0,0,1,1 content=5 ofset=3"], version: 2)
        == "x.scenario:6: unknown key 'ofset' in 'hscroll'; expected frame=X,Y,W,H, content=N, "
        + "offset=N, inset=N, bounces, paging or decelerating=T; did you mean 'offset'?")
    #expect(
      contentError(["  vscroll frame=0,0,1,1 content=5 bounces"], version: 1)
        == "x.scenario:6: unknown key 'bounces' in 'vscroll'; expected frame=X,Y,W,H, "
        + "content=N or offset=N")
    #expect(
      contentError(["  hscroll frame=0,0,1,1 content=5 bounces=yes"], version: 1)
        == "x.scenario:6: 'bounces' takes no value, found 'bounces=yes'")
    #expect(
      contentError(["  hscroll frame=0,0,1,1 content=5 bounces bounces"], version: 2)
        == "x.scenario:6: duplicate 'bounces'")
    #expect(
      contentError(
        ["  hscroll frame=0,0,390,400 content=800", "      slider frame=0,0,1,1"], version: 2)
        == "x.scenario:7: expected an indentation of two spaces, found 6 spaces")
    #expect(
      contentError(
        ["  hscroll frame=0,0,390,400 content=800", "\tslider frame=0,0,1,1"], version: 1)
        == "x.scenario:7: expected an indentation of two spaces, found a tab")
  }

  @Test("What version 4 added is an error in an older file, naming it")
  func version4InOlderFiles() {
    #expect(
      error(
        Self.header(3).replacingOccurrences(of: "screen A\n", with: "system: ios26\nscreen A\n"))
        == "x.scenario:4: 'system:' \(needs(4, in: 3))")
    let present = { (line: String, version: Int) in
      self.error(
        Self.header(version).replacingOccurrences(of: "steps:", with: "screen C\n\(line)\nsteps:"))
    }
    #expect(
      present("present: C style=pageSheet", 3)
        == "x.scenario:10: the key 'style' of 'present:' \(needs(4, in: 3))")
    #expect(
      present("present: C modal=yes", 2)
        == "x.scenario:10: the key 'modal' of 'present:' \(needs(4, in: 2))")
    #expect(
      stepError("@0 present C style=pageSheet instant\n")
        == "x.scenario:10: the key 'style' of 'present' \(needs(4, in: 1))")
    #expect(
      stepError("@0 wait\nexpect outcomes: push:done interrupted:push\n", version: 3)
        == "x.scenario:11: the outcome 'interrupted:push' \(needs(4, in: 3))")
    #expect(
      stepError("@0 wait\n@+5 expect outcomes include: interrupted:pop\n", version: 2)
        == "x.scenario:11: the outcome 'interrupted:pop' \(needs(4, in: 2))")
  }

  @Test("Errors come in the order of the file, and on a line in the order of its words")
  func order() {
    // An error on an earlier line comes first, whichever version it belongs to.
    #expect(
      contentError(["  slider frame=0,0,1", "  cell frame=0,0,1,1"], version: 1)
        == "x.scenario:6: expected 'frame=X,Y,W,H', found 'frame=0,0,1'")
    #expect(
      stepError("@0 back\n@1 down 1 at 1\n")
        == "x.scenario:10: the step 'back' \(needs(2, in: 1))")
    // On one line, what comes before the word of a later version is read first.
    #expect(
      stepError("@1000000001 back\n")
        == "x.scenario:10: time 1000000001 is out of range (0 to 1000000000)")
    #expect(
      stepError("@100 wait\n@50 back\n")
        == "x.scenario:11: time goes backwards: @50 comes after @100 on line 10")
    #expect(
      stepError("@0 present 2C style=pageSheet\n", version: 3)
        == "x.scenario:10: invalid screen name '2C'; names are letters, digits and '_', "
        + "starting with a letter")
    #expect(
      stepError("expect outcomes: swipe:finishd interrupted:push\n", version: 3)
        .hasPrefix("x.scenario:10: unknown outcome 'swipe:finishd'; expected "))
    #expect(
      contentError(["  hscroll frame=0,0,390,100 content=8 ofset=1 alwaysBounce"], version: 1)
        == "x.scenario:6: the key 'alwaysBounce' of 'hscroll' \(needs(3, in: 1))")
  }
}

extension ScenarioUpgraderTests {
  @Test(
    "The keyboard, the tab bar and search are an error in an older file, and not in its lists",
    arguments: [1, 2, 3])
  func systemUIInOlderVersions(_ version: Int) {
    let tail = needs(4, in: version)
    #expect(stepError("@0 focus\n", version: version) == "x.scenario:10: the step 'focus' \(tail)")
    #expect(
      stepError("@0 search\n", version: version) == "x.scenario:10: the step 'search' \(tail)")
    #expect(
      stepError("@0 wait\nexpect keyboard: down\n", version: version)
        == "x.scenario:11: the expectation 'keyboard:' \(tail)")
    let header = Self.header(version)
    #expect(
      error(header.replacingOccurrences(of: "screen A\n", with: "screen A field\n"))
        == "x.scenario:4: the setting 'field' \(tail)")
    #expect(
      error(header.replacingOccurrences(of: "screen A\n", with: "tabs: yes\nscreen A\n"))
        == "x.scenario:4: 'tabs:' \(tail)")
    #expect(
      error(header.replacingOccurrences(of: "screen A\n", with: "screen A vetoes\n"))
        == "x.scenario:4: unknown setting 'vetoes'; expected popDisabled, maxDistance=N, "
        + "bar=hidden|visible, style=N, back=system|supplementing|replacing|hidden, veto, late "
        + "or animator=MS; did you mean 'veto'?")
  }
}
