import Testing

@testable import PropertyCore

/// Checking a run's cases by index, in stretches, gives what `Property.check` gives.
@Suite struct PropertyCasesTests {
  static let lists = Gen.array(of: Gen.int(in: 0...1_000))

  /// Labels a list by its length and its largest element.
  static func classify(_ list: [Int], _ context: PropertyContext) {
    context.label("length \(list.count % 4)")
    context.classify(list.contains { $0 > 900 }, "large")
  }

  @Test(
    "Stretches of a passing run count the same labels as the run",
    arguments: [(200, UInt64(7), 37), (1, 3, 1), (64, 0, 64), (300, 99, 11)])
  func passingStretches(cases: Int, seed: UInt64, cut: Int) {
    let whole = Property.check(
      "stretches", Self.lists, configuration: PropertyConfiguration(cases: cases, seed: seed),
      environment: [:]
    ) { list, context in Self.classify(list, context) }
    var merged = Property.CaseStretch()
    for indices in [0..<cut, cut..<cases] {
      let stretch = Property.checkCases(
        "stretches", Self.lists, cases: cases, seed: seed, indices: indices, Self.classify)
      merged.checked += stretch.checked
      merged.labelCounts.merge(stretch.labelCounts, uniquingKeysWith: +)
      #expect(stretch.failingIndex == nil)
    }
    #expect(whole.isSuccess)
    #expect(merged.checked == whole.statistics.cases)
    #expect(merged.labelCounts == whole.statistics.labelCounts)
  }

  @Test("The first failing case of the stretches shrinks to the run's counterexample")
  func failingStretches() throws {
    let property: ([Int], PropertyContext) throws -> Void = { list, context in
      Self.classify(list, context)
      guard list.count < 6 || list[5] % 11 != 3 else {
        throw PropertyFailure("sixth is \(list[5])")
      }
    }
    var latest = 0
    for seed: UInt64 in 1...8 {
      let whole = Property.check(
        "failing", Self.lists, configuration: PropertyConfiguration(cases: 500, seed: seed),
        environment: [:], property)
      let expected = try #require(whole.failure)
      latest = max(latest, expected.caseNumber)
      var checked = 0
      var failing: Int?
      for start in stride(from: 0, to: 500, by: 64) where failing == nil {
        let stretch = Property.checkCases(
          "failing", Self.lists, cases: 500, seed: seed, indices: start..<min(500, start + 64),
          property)
        checked += stretch.checked
        failing = stretch.failingIndex
      }
      let index = try #require(failing)
      #expect(checked == expected.caseNumber)
      let shrunk = Property.shrinkCase(
        "failing", Self.lists, cases: 500, seed: seed, index: index, caseNumber: checked,
        property)
      let actual = try #require(shrunk.failure)
      #expect(actual.caseNumber == expected.caseNumber)
      #expect(actual.original.choices == expected.original.choices)
      #expect(actual.minimal.choices == expected.minimal.choices)
      #expect(actual.minimal.value == expected.minimal.value)
      #expect(actual.improvements == expected.improvements)
      #expect(actual.evaluations == expected.evaluations)
      #expect(actual.replayToken == expected.replayToken)
      #expect(shrunk.seed == whole.seed)
    }
    #expect(latest > 64, "some failure lies past the first stretch")
  }

  @Test("A case that no longer fails is reported, not shrunk")
  func caseThatPasses() {
    let result = Property.shrinkCase(
      "passes", Self.lists, cases: 10, seed: 0, index: 3, caseNumber: 4
    ) { _, _ in }
    guard case .invalidConfiguration(let message) = result.outcome else {
      Issue.record("expected a configuration message, got \(result.outcome)")
      return
    }
    #expect(message.hasPrefix("case 3 of seed 0 no longer fails"))
  }
}
