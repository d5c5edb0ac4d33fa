import BackGestureModel
import Testing

/// Printing what format version 2 adds: the version line, checkpoints, `back`, the new
/// expectations, and titles that need quotes.
extension ScenarioPrintingTests {
  static let world = World(
    device: Device(idiom: .phone, width: 390, height: 844, direction: .ltr),
    preset: .fdFullscreen, screens: [Screen(name: "A"), Screen(name: "B")], stack: ["A", "B"])

  @Test("Checkpoints print between the steps they come between, at absolute times")
  func checkpointsAndBack() throws {
    let scenario = Scenario(
      world: Self.world,
      steps: [Step(time: 0, action: .back), Step(time: 400, action: .wait)],
      checkpoints: [
        Checkpoint(time: 0, stepsBefore: 0, expectation: .noGesture),
        Checkpoint(time: 100, stepsBefore: 1, expectation: .noTransition),
        Checkpoint(time: 100, stepsBefore: 1, expectation: .callbacksInclude([.willShow("A")])),
        Checkpoint(time: 400, stepsBefore: 2, expectation: .stacks([["A"]])),
      ],
      expectations: [
        .screenCallbacks(screen: "B", [.willDisappear("B"), .didDisappear("B")]),
        .outcomesInclude([.operation(keyword: "back", refusal: nil)]),
      ])
    #expect(
      scenario.scenarioText == """
        backgesture-scenario 2
        device: phone 390x844 ltr
        preset: fdFullscreen

        screen A
        screen B
        stack: A B

        steps:
        @0 expect gesture: none
        @0 back
        @100 expect transition: none
        @100 expect callbacks include: willShow(A)
        @400 wait
        @400 expect stacks: A

        expect callbacks of B: B.willDisappear B.didDisappear
        expect outcomes include: back:done

        """)
    #expect(try Scenario.parse(scenario.scenarioText, file: "p.scenario").scenario == scenario)
  }

  @Test(
    "Titles print as they are when they read back, else quoted; any title round-trips",
    arguments: [
      ("plain title", "plain title", 1),
      ("a\rb", #""a\rb""#, 2),
      ("ends with a return\r", #""ends with a return\r""#, 2),
      ("two\nlines", #""two\nlines""#, 2),
      ("a # b", #""a # b""#, 2),
      (" leading space", #"" leading space""#, 2),
      ("trailing tab\t", #""trailing tab\t""#, 2),
      ("\"quoted\"", #""\"quoted\"""#, 2),
      ("back\\slash", "back\\slash", 1),
      ("", #""""#, 2),
      ("\u{301}combining first", "\"\u{301}combining first\"", 2),
      ("\u{200D}joiner first", "\"\u{200D}joiner first\"", 2),
      ("nul\u{0}bell\u{7}nel\u{85}ls\u{2028}", #""nul\u{0}bell\u{7}nel\u{85}ls\u{2028}""#, 2),
      ("émoji 😀 مرحبا", "émoji 😀 مرحبا", 1),
    ])
  func titles(_ title: String, _ written: String, _ version: Int) throws {
    let scenario = Scenario(title: title, world: Self.world, steps: [])
    let text = scenario.scenarioText
    #expect(text.split(separator: "\n", omittingEmptySubsequences: false)[1] == "title: \(written)")
    #expect(scenario.requiredFormatVersion == version)
    #expect(text.hasPrefix("backgesture-scenario \(version)\n"))
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
