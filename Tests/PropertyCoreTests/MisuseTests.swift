import Testing

@testable import PropertyCore

/// Arguments a user can get wrong are reported through the result, never by a trap.
@Suite struct MisuseTests {
  enum Nothing: CaseIterable, Sendable {}

  func message<Value>(_ generator: Generator<Value>) -> String? {
    let result = Property.check("misuse", generator, environment: [:]) { _ in }
    guard case .invalidConfiguration(let message) = result.outcome else { return nil }
    #expect(PropertyReport.message(for: result) == "Property \"misuse\" could not run: \(message)")
    return message
  }

  @Test("Full-width unsigned ranges work, keep their order and shrink to their target")
  func fullWidth() throws {
    let all = Gen.integer(in: UInt64.min...UInt64.max)
    let samples = Shrunk.samples(all, count: 500)
    #expect(samples.contains(UInt64.max) && samples.contains(0))
    #expect(samples.contains { $0 > UInt64(Int64.max) })
    #expect(Shrunk.value(all) { $0 >= UInt64.max / 2 } == UInt64.max / 2)
    #expect(Shrunk.value(all) { _ in true } == 0)
    let top = Gen.integer(in: (UInt64.max - 5)...UInt64.max, shrinkingTowards: UInt64.max - 2)
    #expect(Shrunk.samples(top).allSatisfy { $0 >= UInt64.max - 5 })
    #expect(Shrunk.value(top) { _ in true } == UInt64.max - 2)
    #expect(Shrunk.value(top) { $0 < UInt64.max - 2 } == UInt64.max - 3)
    let uints = Gen.integer(in: UInt.min...UInt.max)
    #expect(Shrunk.value(uints) { $0 > 1_000 } == 1_001)
    let wide = Gen.integer(in: Int128(Int64.min) - 10...Int128(Int64.min) + 10)
    #expect(Shrunk.value(wide) { $0 < Int128(Int64.min) } == Int128(Int64.min) - 1)
  }

  @Test("Ranges wider than a choice, and empty ranges, are reported")
  func ranges() {
    #expect(
      message(Gen.integer(in: Int128.min...Int128.max))
        == "Gen.integer(in:) draws from at most 2^64 values, and \(Int128.min)...\(Int128.max) holds more."
    )
    #expect(message(Gen.int(in: 0..<0)) == "Gen.integer(in:) needs a non-empty range, not 0..<0.")
    #expect(
      message(Gen.integer(in: UInt8(3)..<3))
        == "Gen.integer(in:) needs a non-empty range, not 3..<3.")
    #expect(Shrunk.value(Gen.int(in: 5..<10)) { _ in true } == 5)
    #expect(Shrunk.samples(Gen.int(in: 5..<10)).allSatisfy { (5..<10).contains($0) })
  }

  @Test("Negative counts are reported")
  func counts() {
    #expect(
      message(Gen.array(of: Gen.bool, length: -1...3))
        == "Gen.array(of:length:) needs lengths of zero or more, not -1...3.")
    #expect(
      message(Gen.string(count: -2...2))
        == "Gen.string(of:count:) needs counts of zero or more, not -2...2.")
    #expect(
      message(Gen.set(of: Gen.bool, count: -5 ... -1))
        == "Gen.set(of:count:) needs counts of zero or more, not -5...-1.")
    #expect(
      message(Gen.dictionary(keys: Gen.bool, values: Gen.bool, count: -1...0))
        == "Gen.dictionary(keys:values:count:) needs counts of zero or more, not -1...0.")
  }

  @Test("Picking from nothing is reported")
  func empty() {
    #expect(
      message(Gen.element(of: [Int]()))
        == "Gen.element(of:) needs at least one element to pick from.")
    #expect(
      message(Gen.oneOf([Generator<Int>]()))
        == "Gen.oneOf needs at least one generator to choose from.")
    #expect(
      message(Gen.case(of: Nothing.self))
        == "Gen.case(of: Nothing.self) needs a type with at least one case.")
    #expect(
      message(Gen.frequency([(0, Gen.just(1))]))
        == "Gen.frequency needs at least one positive weight.")
    #expect(
      message(Gen.frequency([(2, Gen.just(1)), (-1, Gen.just(2))]))
        == "Gen.frequency weights must not be negative, and one is -1.")
    #expect(
      message(Gen.frequency([(Int.max, Gen.just(1)), (1, Gen.just(2))]))
        == "Gen.frequency weights must not add up past \(Int64.max).")
  }

  @Test("A number of cases that is not positive is reported; a huge one does not overflow")
  func cases() throws {
    let none = Property.check(
      "none", Gen.bool, configuration: PropertyConfiguration(cases: 0), environment: [:]
    ) { _ in }
    #expect(
      PropertyReport.message(for: none)
        == "Property \"none\" could not run: PropertyConfiguration.cases must be a positive whole number, not 0."
    )
    let huge = Property.check(
      "huge", Gen.int(in: 0...9), configuration: PropertyConfiguration(cases: .max),
      environment: [:]
    ) { value in
      if value > 5 { throw PropertyFailure("above 5") }
    }
    #expect(try #require(huge.failure).minimal.value == 6)
  }

  @Test("A misuse deep inside a generator is reported when it is first drawn")
  func nested() throws {
    let nested = Gen.array(of: Gen.int(in: 0...9).flatMap { Gen.element(of: Array(0..<$0)) })
    let result = Property.check("nested", nested, environment: [:]) { _ in }
    #expect(
      result.outcome.description
        == "could not run: Gen.element(of:) needs at least one element to pick from.")
    #expect(throws: GeneratorMisuse.self) {
      _ = try Gen.element(of: [Int]()).generate(from: ChoiceSource(seed: 1))
    }
    #expect(Gen.element(of: [Int]()).value(decoding: [1, 2]) == nil)
    let reproduced = Property.reproduce("nested", Gen.element(of: [Int]()), choices: [0]) { _, _ in
    }
    #expect(reproduced.outcome.description.hasPrefix("could not run: Gen.element(of:)"))
  }
}
