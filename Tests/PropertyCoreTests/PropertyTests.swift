import Testing

@testable import PropertyCore

@Suite struct PropertyTests {
  static let ints = Gen.int(in: 0...1_000)

  @Test("The default seed is a stable hash of the name")
  func defaultSeed() {
    #expect(StableHash.fnv1a("abc") == 0xE71F_A219_0541_574B)
    let result = Property.check("seeded", Self.ints, environment: [:]) { _ in }
    #expect(result.seed == StableHash.fnv1a("seeded"))
    #expect(result.isSuccess)
    #expect(result.statistics.cases == 100)
  }

  @Test("Environment variables override seed and cases")
  func environment() {
    let result = Property.check(
      "env", Self.ints, environment: ["PROPERTY_SEED": "7", "PROPERTY_CASES": "3"]
    ) { _ in }
    #expect(result.seed == 7)
    #expect(result.statistics.cases == 3)
  }

  @Test("Unreadable environment values are reported")
  func badEnvironment() {
    let result = Property.check("env", Self.ints, environment: ["PROPERTY_CASES": "many"]) { _ in }
    #expect(
      PropertyReport.message(for: result)
        == "Property \"env\" could not run: PROPERTY_CASES must be a positive whole number, not \"many\"."
    )
  }

  @Test("A replay token reruns exactly the failing case")
  func replayRoundTrip() throws {
    let lists = Gen.array(of: Self.ints)
    let property: ([Int]) throws -> Void = { list in
      guard list.count < 3 || list[2] < 500 else { throw PropertyFailure("third is \(list[2])") }
    }
    let failed = Property.check("replay", lists, environment: [:], property)
    let failure = try #require(failed.failure)
    let token = failure.replayToken.description
    let replayed = Property.check(
      "replay", lists, environment: ["PROPERTY_REPLAY": token], property)
    let again = try #require(replayed.failure)
    #expect(replayed.statistics.isReplay)
    #expect(again.minimal.value == failure.minimal.value)
    #expect(again.error == failure.error)
    #expect(again.minimal.choices == failure.minimal.choices)
    let other = Property.check(
      "another property", lists, environment: ["PROPERTY_REPLAY": token]
    ) { _ in }
    #expect(other.isSuccess)
    #expect(!other.statistics.isReplay)
  }

  @Test("A flaky property is reported as flaky")
  func flaky() throws {
    final class Calls: @unchecked Sendable { var count = 0 }
    let calls = Calls()
    let result = Property.check(
      "flaky", Self.ints, configuration: PropertyConfiguration(seed: 1), environment: [:]
    ) { _ in
      calls.count += 1
      if calls.count == 4 { throw PropertyFailure("unlucky call") }
    }
    guard case .flaky(let failure) = result.outcome else {
      Issue.record("expected a flaky outcome, got \(result.outcome)")
      return
    }
    #expect(failure.caseNumber == 4)
    #expect(
      PropertyReport.message(for: result) == """
        Property "flaky" is flaky: case 4 failed, then passed when run again with the same choices.

        Counterexample:
          \(failure.minimal.rendering)
        Error: unlucky call

        The property depends on something besides its input, such as time, shared state or randomness.
        Seed: 1 (PROPERTY_SEED=1 reruns every case)
        Replay: PROPERTY_REPLAY=\(failure.replayToken) swift test --filter flaky
        """)
  }

  @Test("A filter that rejects too much gives up with a clear message")
  func filterGivesUp() {
    let line = #line + 2
    let result = Property.check(
      "picky", Self.ints.filter { $0 > 5_000 },
      configuration: PropertyConfiguration(cases: 10, seed: 2), environment: [:]
    ) { _ in }
    guard case .gaveUp = result.outcome else {
      Issue.record("expected the run to give up")
      return
    }
    #expect(
      PropertyReport.message(for: result) == """
        Property "picky" gave up: filters rejected 101 of 101 cases (100%), leaving 0 valid cases.
          the filter at PropertyCoreTests/PropertyTests.swift:\(line) rejected 101 cases
        Generate valid values directly or loosen the filter.
        Seed: 2 (PROPERTY_SEED=2 reruns every case)
        """)
  }

  @Test("Labels are counted and unmet coverage floors fail the run")
  func coverage() {
    let result = Property.check(
      "covered", Gen.int(in: 0...9), configuration: PropertyConfiguration(cases: 50, seed: 4),
      environment: [:]
    ) { value, context in
      context.label(value % 2 == 0 ? "even" : "odd")
      context.cover(value == 0, "zero", minimumCount: 1)
      context.cover(value > 5, "large", minimumPercent: 90)
    }
    let statistics = result.statistics
    #expect(
      statistics.labelCounts["even", default: 0] + statistics.labelCounts["odd", default: 0] == 50)
    let large = statistics.labelCounts["large", default: 0]
    #expect(
      PropertyReport.message(for: result) == """
        Property "covered" did not reach its coverage floors in 50 cases:
          large: \(large) cases (\(large * 2)%), needs at least 90%
        Seed: 4 (PROPERTY_SEED=4 reruns every case)
        """)
  }

  @Test("Met coverage floors pass")
  func coverageMet() {
    let result = Property.check("covered", Gen.int(in: 0...9), environment: [:]) { value, context in
      context.cover(value == 0, "zero", minimumCount: 1)
      context.cover(value < 5, "small", minimumPercent: 20)
    }
    #expect(result.isSuccess)
  }

  @Test("A predicate returning false fails the property")
  func predicate() throws {
    let result = Property.holds("positive", Gen.int(in: -5...5), environment: [:]) { $0 >= 0 }
    #expect(result.failure?.minimal.value == -1)
    #expect(result.failure?.error == "The property returned false.")
  }
}

extension PropertyTests {
  @Test("A fuzzer's bytes reproduce and shrink to the minimal case")
  func reproduceBytes() throws {
    let lists = Gen.array(of: Gen.int(in: 0...1_000))
    let property: ([Int], PropertyContext) throws -> Void = { list, _ in
      guard list.reduce(0, +) < 1_000 else { throw PropertyFailure("sum") }
    }
    var random = Xoshiro256(seed: 3)
    var found: PropertyFailureDetails<[Int]>?
    for _ in 0..<1_000 where found == nil {
      let bytes = (0..<64).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      found = Property.reproduce("sum", lists, bytes: bytes, property).failure
    }
    let failure = try #require(found)
    #expect(failure.minimal.value == [1_000])
    let bytes = ChoiceBytes.encode(failure.minimal.choices)
    #expect(try lists.generate(from: ChoiceSource(bytes: bytes)) == [1_000])
  }

  @Test("Reproducing choices that do not decode gives up")
  func reproduceInvalid() {
    let result = Property.reproduce(
      "pair", Gen.zip(Gen.bool, Gen.bool), choices: [1]
    ) { _, _ in }
    guard case .gaveUp = result.outcome else {
      Issue.record("expected the run to give up, got \(result.outcome)")
      return
    }
  }

  @Test("PROPERTY_SEED=random draws a seed and reports it")
  func randomSeed() {
    let first = Property.check("random", Gen.bool, environment: ["PROPERTY_SEED": "random"]) { _ in
    }
    let second = Property.check("random", Gen.bool, environment: ["PROPERTY_SEED": "random"]) { _ in
    }
    #expect(first.seed != second.seed)
    #expect(first.seed != Property.defaultSeed(for: "random"))
  }
}
