import BackGestureModel
import Testing

/// Reading content grows linearly with its lines, however wide or deep it nests: the
/// work ``WorkCounter`` counts (items placed and numbered) at 10 times the lines is at
/// most 12 times the work.
@Suite struct ParsingCostTests {
  /// A file whose screen B holds `lines` content lines, built by `line(i)` for i from 0,
  /// and one `expect scroll:` per line (naming B.1), so that a lookup of the numbered
  /// items per expectation shows up as well.
  static func scenario(lines: Int, _ line: (Int) -> String) -> String {
    var text = [
      "backgesture-scenario 4", "device: phone 390x844 ltr", "preset: fdFullscreen", "screen A",
      "screen B",
    ]
    text += (0..<lines).map(line)
    text += ["stack: A B", "steps:", "@0 wait"]
    text += Array(repeating: "@0 expect scroll: B.1 offset=0", count: lines)
    return text.joined(separator: "\n") + "\n"
  }

  /// The work of parsing a text.
  static func work(_ text: String) throws -> Int {
    let counter = WorkCounter()
    _ = try counter.counting { try Scenario.parse(text, file: "x.scenario") }
    return counter.units
  }

  /// A table: one scroll view holding every other line.
  static func wide(_ lines: Int) -> String {
    scenario(lines: lines) {
      $0 == 0 ? "  vscroll frame=0,0,390,800 content=100000" : "    cell frame=0,0,390,60"
    }
  }

  /// Chains of scroll views 32 deep, the deepest the format allows, one after another.
  static func deep(_ lines: Int) -> String {
    scenario(lines: lines) {
      String(repeating: "  ", count: $0 % 32 + 1) + "hscroll frame=0,0,390,400 content=800"
    }
  }

  @Test("One scroll view holding many items: linear in its items")
  func wideContent() throws {
    // The parser used to append each line through its holders, copying the holder's
    // list of items (shared with the screen's content) at every line: 1 + 2 + ... + n
    // items for n lines, and it numbered the items again for every `expect scroll:`,
    // n items n times. Either makes 10 times the lines cost about 100 times the work,
    // far above 12.
    let small = try Self.work(Self.wide(320))
    let large = try Self.work(Self.wide(3200))
    #expect(small >= 320)
    #expect(large <= 12 * small, "work \(small) for 320 lines, \(large) for 3200")
  }

  @Test("Scroll views nested 32 deep, many times over: linear in the lines")
  func deepContent() throws {
    // Each line used to walk the path of its holders, building the rest of the path at
    // every level (depth² per line), and the same quadratic numbering per expectation
    // as above: 10 times the lines would cost about 100 times the work.
    let small = try Self.work(Self.deep(320))
    let large = try Self.work(Self.deep(3200))
    #expect(small >= 320)
    #expect(large <= 12 * small, "work \(small) for 320 lines, \(large) for 3200")
  }
}
