import Testing

@testable import PropertyCore

@Suite struct ChoiceSourceTests {
  static let generator = Gen.zip(
    Gen.array(of: Gen.int(in: -1_000...1_000)),
    Gen.integer(in: Int16.min...Int16.max).filter { $0 % 2 == 0 },
    Gen.bool,
    Gen.element(of: ["a", "b", "c"]))

  @Test("Replaying recorded choices reproduces the value")
  func replayReproduces() throws {
    for seed in 0..<UInt64(50) {
      let source = ChoiceSource(seed: seed)
      guard let value = try? Self.generator.generate(from: source) else { continue }
      let replay = ChoiceSource(replaying: source.choices.map(\.value))
      let again = try Self.generator.generate(from: replay)
      #expect(again == value)
      #expect(replay.choices == source.choices)
      #expect(!replay.isMisaligned)
    }
  }

  @Test("Any byte string decodes without hanging")
  func anyBytesDecode() {
    var random = Xoshiro256(seed: 7)
    var inputs: [[UInt8]] = [
      [], [UInt8](repeating: 0, count: 64), [UInt8](repeating: 0xFF, count: 64),
    ]
    for _ in 0..<500 {
      let count = Int(random.next(below: 200))
      inputs.append((0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) })
    }
    let lists = Gen.array(of: Gen.array(of: Gen.int(in: Int.min...Int.max)))
    for bytes in inputs {
      let source = ChoiceSource(bytes: bytes)
      #expect(throws: Never.self) { _ = try lists.generate(from: source) }
      let filtered = ChoiceSource(bytes: bytes)
      do {
        _ = try Self.generator.generate(from: filtered)
      } catch {
        #expect(error as? GenerationStop == .rejected)
      }
    }
  }

  @Test("Empty bytes decode to the simplest value")
  func emptyBytes() throws {
    let value = try Gen.zip(Gen.array(of: Gen.int(in: 5...9)), Gen.bool)
      .generate(from: ChoiceSource(bytes: []))
    #expect(value.0 == [])
    #expect(value.1 == false)
  }

  @Test("Choices encoded as bytes decode to the same choices")
  func bytesRoundTrip() throws {
    for seed in 0..<UInt64(50) {
      let source = ChoiceSource(seed: seed)
      guard let value = try? Self.generator.generate(from: source) else { continue }
      let bytes = ChoiceBytes.encode(source.choices)
      let decoded = ChoiceSource(bytes: bytes)
      #expect(try Self.generator.generate(from: decoded) == value)
      #expect(decoded.choices == source.choices)
    }
  }

  @Test("Replay that runs out of choices overruns")
  func overrun() {
    let source = ChoiceSource(replaying: [1])
    #expect(throws: GenerationStop.overrun) {
      _ = try Gen.zip(Gen.bool, Gen.bool).generate(from: source)
    }
    #expect(source.didOverrun)
  }

  @Test("A replayed value outside its range is clamped and marked misaligned")
  func misaligned() throws {
    let source = ChoiceSource(replaying: [50])
    #expect(try Gen.int(in: 0...9).generate(from: source) == 9)
    #expect(source.isMisaligned)
  }

  @Test("Equal seeds draw equal values")
  func seedsAreDeterministic() throws {
    let lists = Gen.array(of: Gen.int(in: Int.min...Int.max))
    let first = try lists.generate(from: ChoiceSource(seed: 99))
    let second = try lists.generate(from: ChoiceSource(seed: 99))
    #expect(first == second)
  }
}

extension ChoiceSourceTests {
  @Test("A generator decodes bytes straight to a value")
  func decodeBytes() {
    let pairs = Gen.zip(Gen.int(in: 0...255), Gen.bool)
    #expect(pairs.value(decoding: [7, 1]).map { [$0.0, $0.1 ? 1 : 0] } == [7, 1])
    #expect(pairs.value(decoding: []).map { [$0.0, $0.1 ? 1 : 0] } == [0, 0])
    #expect(Gen.int(in: 0...9).filter { $0 > 100 }.value(decoding: [1, 2, 3]) == nil)
  }

  /// Delays from 0 to 2000 that come up at 16 and 350 mostly.
  static let delays = Generator<Int64> { source in
    try source.draw(.integer(0...2000, target: 0), favouring: [16, 16, 350], anyOneIn: 8)
  }

  @Test("A favouring draw generates its favoured values mostly, each as often as listed")
  func favouringGenerates() {
    let values = Shrunk.samples(Self.delays, count: 800)
    let sixteens = values.count { $0 == 16 }
    let others = values.count { $0 != 16 && $0 != 350 }
    // Seven in eight favoured, two thirds of them 16: about 467 of 800; about 100 others.
    #expect((400...530).contains(sixteens), "16 drawn \(sixteens) times of 800")
    #expect((60...150).contains(others), "\(others) of 800 not favoured")
  }

  @Test("A favouring draw replays and decodes as a plain draw of its kind")
  func favouringReplays() throws {
    let replayed = try Self.delays.generate(from: ChoiceSource(replaying: [1234]))
    #expect(replayed == 1234)
    let decoded = try Self.delays.generate(from: ChoiceSource(bytes: []))
    #expect(decoded == 0)
  }

  @Test("A favouring draw shrinks to the smallest value that fails, not to a favoured one")
  func favouringShrinks() {
    let minimal = Shrunk.value(Self.delays) { $0 >= 13 }
    #expect(minimal == 13)
  }
}
