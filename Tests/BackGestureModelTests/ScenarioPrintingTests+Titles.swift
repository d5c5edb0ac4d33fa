import BackGestureModel
import Testing

/// Printing titles: as they are when they read back, else quoted.
extension ScenarioPrintingTests {
  @Test(
    "Titles print as they are when they read back, else quoted; any title round-trips",
    arguments: [
      ("plain title", "plain title"),
      ("a\rb", #""a\rb""#),
      ("ends with a return\r", #""ends with a return\r""#),
      ("two\nlines", #""two\nlines""#),
      ("a # b", #""a # b""#),
      (" leading space", #"" leading space""#),
      ("trailing tab\t", #""trailing tab\t""#),
      ("\"quoted\"", #""\"quoted\"""#),
      ("back\\slash", "back\\slash"),
      ("", #""""#),
      ("\u{301}combining first", "\"\u{301}combining first\""),
      ("\u{200D}joiner first", "\"\u{200D}joiner first\""),
      ("nul\u{0}bell\u{7}nel\u{85}ls\u{2028}", #""nul\u{0}bell\u{7}nel\u{85}ls\u{2028}""#),
      ("émoji 😀 مرحبا", "émoji 😀 مرحبا"),
    ])
  func titles(_ title: String, _ written: String) throws {
    let scenario = Scenario(title: title, world: Self.world, steps: [])
    let text = scenario.scenarioText
    #expect(text.split(separator: "\n", omittingEmptySubsequences: false)[1] == "title: \(written)")
    #expect(try Scenario.parse(text, file: "t.scenario").scenario.title == title)
  }

  @Test("Every title of 500 seeded random strings of Unicode scalars round-trips")
  func randomTitles() throws {
    // SplitMix64 with a fixed seed and modulo draws: the same titles on every run.
    var state: UInt64 = 0x5EED
    func draw(_ bound: UInt64) -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return (z ^ (z >> 31)) % bound
    }
    let pools: [ClosedRange<UInt32>] = [
      0...0x7F, 0x80...0x2FF, 0x300...0x36F, 0x2000...0x206F, 0x1F600...0x1F64F, 0xE000...0xE0FF,
    ]
    for _ in 0..<500 {
      var scalars = String.UnicodeScalarView()
      for _ in 0..<draw(13) {
        let pool = pools[Int(draw(UInt64(pools.count)))]
        let value = pool.lowerBound + UInt32(draw(UInt64(pool.count)))
        if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
      }
      let title = String(scalars)
      let scenario = Scenario(title: title, world: Self.world, steps: [])
      let reparsed = try Scenario.parse(scenario.scenarioText, file: "r.scenario").scenario
      #expect(reparsed.title == title, "\(title.unicodeScalars.map { $0.value })")
    }
  }
}
