import BackGestureEngine
import BackGestureGenerators
import BackGestureModel
import BackGestureOracle
import BackGestureRunner
import PropertyCore
import PropertyTesting
import Testing

/// The generator itself: valid, printable, deterministic scenarios from any choices.
@Suite struct GenScenarioTests {
  static let generator = Gen.scenarios()

  @Test("Generated scenarios print to text that parses back to the same scenario")
  func roundTrip() async {
    await checkProperty(
      Self.generator, configuration: PropertyConfiguration(cases: 400),
      describe: ScenarioProperty.describe
    ) { scenario in
      let text = scenario.scenarioText
      let reparsed = try Scenario.parse(text, file: "generated.scenario").scenario
      #expect(reparsed == scenario)
    }
  }

  @Test("The same scenario gives the same trace every time it runs")
  func determinism() async {
    await checkProperty(
      Self.generator, configuration: PropertyConfiguration(cases: 200),
      describe: ScenarioProperty.describe
    ) { scenario in
      if let failure = ScenarioCheck.isDeterministic(scenario) {
        throw PropertyFailure(failure.description)
      }
    }
  }

  @Test("The same seed generates the same scenarios")
  func sameSeedSameScenarios() throws {
    for seed in UInt64(1)...50 {
      let first = try Self.generator.generate(from: ChoiceSource(seed: seed))
      let second = try Self.generator.generate(from: ChoiceSource(seed: seed))
      #expect(first == second)
    }
  }

  @Test(
    "Arbitrary bytes decode to valid scenarios that the oracle and the engine accept step by step")
  func bytesDecode() throws {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    var lengths: [Int] = [0, 1, 2, 7, 64]
    for index in 0..<300 { lengths.append(index * 7 % 1500) }
    for length in lengths {
      let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: next()) }
      let scenario = try #require(Self.generator.value(decoding: bytes), "\(bytes)")
      // No step is a scenario too: a bug in the world as set up needs none.
      #expect(scenario.steps.count <= 12)
      var oracle = Oracle.start(scenario.world)
      var engine = ReferenceEngine(world: scenario.world)
      for step in scenario.steps {
        oracle = try Oracle.step(oracle, step)
        _ = try engine.apply(step)
      }
      let text = scenario.scenarioText
      #expect(try Scenario.parse(text, file: "decoded.scenario").scenario == scenario)
    }
  }

  @Test("Scenarios stay within the step limit", arguments: [1, 3, 12, 40])
  func stepLimit(_ limit: Int) throws {
    let generator = Gen.scenarios(maximumSteps: limit)
    for seed in UInt64(1)...100 {
      let scenario = try generator.generate(from: ChoiceSource(seed: seed, size: 100))
      #expect((0...limit).contains(scenario.steps.count))
    }
  }

  @Test("A fixed preset is kept", arguments: Preset.allCases)
  func fixedPreset(_ preset: Preset) throws {
    for seed in UInt64(1)...20 {
      let scenario = try Gen.scenarios(preset: preset)
        .generate(from: ChoiceSource(seed: seed))
      #expect(scenario.world.preset == preset)
    }
  }
}

extension GenScenarioTests {
  /// Every item of some content, held ones too, depth first.
  static func flattened(_ items: [ContentItem]) -> [ContentItem] {
    items.flatMap { [$0] + flattened($0.items) }
  }

  @Test("Nested content prints to text that parses back, and arbitrary bytes decode to it")
  func nestedRoundTrip() async throws {
    let generator = Gen.scenarios(nested: true)
    await checkProperty(
      generator, configuration: PropertyConfiguration(cases: 400),
      describe: ScenarioProperty.describe
    ) { scenario in
      let reparsed = try Scenario.parse(scenario.scenarioText, file: "generated.scenario")
      #expect(reparsed.scenario == scenario)
    }
    for length in [0, 1, 64, 700, 1500] {
      let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
      let scenario = try #require(generator.value(decoding: bytes))
      #expect(
        try Scenario.parse(scenario.scenarioText, file: "decoded.scenario").scenario == scenario)
    }
  }

  @Test("Without nested content no item holds items, answers or is a cell with swipe actions")
  func flatContent() throws {
    for seed in UInt64(1)...200 {
      let world = try Gen.world().generate(from: ChoiceSource(seed: seed, size: 100))
      for item in Self.flattened(world.screens.flatMap(\.content)) {
        #expect(item.items.isEmpty)
        switch item {
        case .horizontalScroll(let view): #expect(view.answers == RecognizerAnswers())
        case .verticalScroll(let view): #expect(view.answers == RecognizerAnswers())
        case .cell: Issue.record("a cell with swipe actions in seed \(seed)")
        case .control: break
        }
      }
    }
  }
}
