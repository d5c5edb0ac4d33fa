import BackGestureModel
import BackGestureParseFuzz
import Foundation
import Testing
import _TestSupport

/// Inputs the parser's fuzz target failed before the fixes they name, minimised with
/// libFuzzer (`scripts/fuzz.sh minimize --target parse`).
enum ParseFuzzRegressions {
  /// Found by a campaign (`-max_len=256`, the dictionary's variation selector): a title
  /// that starts with U+FE0F after a tab. Printed after `title: `, the selector joined the
  /// space and the line no longer started with `title:`. Now the printer quotes such a
  /// title.
  static let titleVariationSelector = Array(
    "backgesture-scenario 1\ntitle:\t\u{FE0F}\ndevice: phone 3x8 rtl\npreset: fdFullscreen\nscreen A\nstack: A\nsteps:"
      .utf8)

  /// The same failure with a combining accent, found by reading the parser.
  static let titleCombiningMark = Array(
    "backgesture-scenario 1\ntitle:\t\u{301}\ndevice: phone 3x4 ltr\npreset: fdFullscreen\nscreen A\nstack: A\nsteps:"
      .utf8)

  /// Found by reading the parser: a title of one carriage return, kept because a space
  /// followed it. Printed, the return and the line break became one `\r\n` and the title
  /// was lost. Now the parser trims a trailing carriage return like a space, and the
  /// title is missing.
  static let titleCarriageReturn = Array(
    "backgesture-scenario 1\ntitle: \r \ndevice: phone 9x4 ltr\npreset: fdFullscreen\nscreen A\nstack: A\nsteps:"
      .utf8)
}

/// The parser's round trip, as its fuzz target checks it.
@Suite struct RoundTripTests {
  static let header = """
    backgesture-scenario 4
    device: phone 390x844 ltr
    preset: fdFullscreen
    screen A
    stack: A
    steps:

    """

  @Test("Every corpus file survives the round trip")
  func corpus() throws {
    #expect(corpusFiles.count > 100)
    for file in corpusFiles {
      let verdict = RoundTrip.check(Array(try Data(contentsOf: file.url)))
      guard case .passed = verdict else {
        Issue.record("\(file.path): \(RoundTrip.report(verdict) ?? "\(verdict)")")
        continue
      }
    }
  }

  @Test("Text the parser refuses, such as invalid UTF-8, is not a finding")
  func rejected() {
    let verdict = RoundTrip.check([0xFF, 0xFE, 0x00])
    guard case .rejected(let error) = verdict else {
      Issue.record("expected a rejection, got \(verdict)")
      return
    }
    #expect(error.file == RoundTrip.inputName)
    #expect(!verdict.isFailure)
    #expect(RoundTrip.report(verdict) == nil)
  }

  @Test("A changed scenario is reported with the parts that differ and both titles")
  func changedReport() throws {
    let parsed = try Scenario.parse(Self.header, file: "x").scenario
    var titled = parsed
    titled.title = "a\r"
    let verdict = RoundTripVerdict.changed(
      titled, printed: titled.scenarioText, reparsed: parsed)
    #expect(verdict.isFailure)
    let report = try #require(RoundTrip.report(verdict))
    #expect(
      report.hasPrefix(
        "backgesture-parse-fuzz: the printed scenario parses to a different scenario (title differ)\n"
          + "Titles: \"a\\r\", then none\n"))
    #expect(RoundTrip.differences(titled, parsed) == ["title"])
  }

  @Test("Regression: a title that is only a carriage return is missing, not lost in printing")
  func titleCarriageReturn() {
    let verdict = RoundTrip.check(ParseFuzzRegressions.titleCarriageReturn)
    #expect(!verdict.isFailure, "\(RoundTrip.report(verdict) ?? "")")
    guard case .rejected(let error) = verdict else {
      Issue.record("expected a rejection, got \(verdict)")
      return
    }
    #expect(error.description == "input:2: expected a title after 'title:'")
  }

  @Test("Regression: a carriage return before a comment ends the title")
  func titleCarriageReturnBeforeComment() throws {
    let text = Self.header.replacingOccurrences(
      of: "steps:", with: "title: a\r # why\nsteps:")
    let verdict = RoundTrip.check(text)
    guard case .passed(let scenario) = verdict else {
      Issue.record("expected a round trip, got \(verdict)")
      return
    }
    #expect(scenario.title == "a")
  }

  @Test(
    "Regression: a title that starts with a character joining the space before it is printed quoted",
    arguments: [
      (ParseFuzzRegressions.titleVariationSelector, "\u{FE0F}"),
      (ParseFuzzRegressions.titleCombiningMark, "\u{301}"),
    ])
  func titleJoiningCharacter(input: [UInt8], title: String) {
    let verdict = RoundTrip.check(input)
    guard case .passed(let scenario) = verdict else {
      Issue.record("expected a round trip, got \(RoundTrip.report(verdict) ?? "\(verdict)")")
      return
    }
    #expect(scenario.title == title)
    // Written plainly after `title: ` it would join the space, so the printer quotes it
    // ([F2]), in the one version it writes ([F7]).
    let printed = scenario.scenarioText
    #expect(printed.hasPrefix("backgesture-scenario 4\n"))
    #expect(printed.contains("\ntitle: \"\(title)\"\n"))
  }

  @Test("A title may start with a space that carries a mark, and with any other character")
  func titleStarts() {
    for title in [" \u{301}x", "\u{e9}t\u{e9}", "\u{1F600} done", "x\ty"] {
      let text = Self.header.replacingOccurrences(of: "steps:", with: "title: \(title)\nsteps:")
      guard case .passed(let scenario) = RoundTrip.check(text) else {
        Issue.record("\(String(reflecting: title)) does not survive the round trip")
        continue
      }
      #expect(scenario.title == title)
    }
  }
}

/// Runs the built `backgesture-parse-fuzz` (a plain build: no libFuzzer) as a subprocess.
@Suite struct ParseFuzzToolTests {
  static let tool = BuiltTool(named: "backgesture-parse-fuzz")

  @Test("Without the sanitizer, files are replayed: PASS, REJECTED, and a summary")
  func replay() throws {
    let tool = try #require(Self.tool, "build the backgesture-parse-fuzz product first")
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let corpus = try #require(corpusFiles.first).url.path
    let rejected = directory.appendingPathComponent("not-a-scenario").path
    try Data("not a scenario\n".utf8).write(to: URL(fileURLWithPath: rejected))

    let result = try tool.run([corpus, rejected])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == """
        PASS \(corpus)
        REJECTED \(rejected): input:1: expected 'backgesture-scenario 4' on the first line, \
        found 'not'
        2 input(s), 0 failing

        """)
    #expect(try tool.run(["--replay", corpus]).status == 0)
  }

  @Test("--help describes the target; libFuzzer flags need the fuzzer build; a missing file is 2")
  func usage() throws {
    let tool = try #require(Self.tool, "build the backgesture-parse-fuzz product first")
    let help = try tool.run(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("--replay FILE..."))
    let flags = try tool.run(["-runs=1"])
    #expect(flags.status == 2)
    #expect(flags.stderr.contains("built without -sanitize=fuzzer"))
    #expect(try tool.run(["/nonexistent/input"]).status == 2)
  }
}
