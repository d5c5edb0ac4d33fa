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
}
