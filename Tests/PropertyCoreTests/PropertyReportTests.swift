import Testing

@testable import PropertyCore

@Suite struct PropertyReportTests {
  @Test("A failure message shows the minimal value, sizes, seed and replay line")
  func failureMessage() throws {
    let result = Property.check(
      "reverse", Gen.array(of: Gen.int(in: -100...100)),
      configuration: PropertyConfiguration(seed: 42), environment: [:]
    ) { list in
      guard Array(list.reversed()) == list else {
        throw PropertyFailure("reversing changed the list")
      }
    }
    let failure = try #require(result.failure)
    #expect(
      PropertyReport.message(for: result) == """
        Property "reverse" failed after \(failure.caseNumber) cases.

        Minimal counterexample:
          [0, 1]
        Error: reversing changed the list

        Shrunk from \(failure.original.choices.count) choices to 5 with \(failure.improvements) improvements, \(failure.evaluations) evaluations.
        Original counterexample:
          \(failure.original.rendering)
        Seed: 42 (PROPERTY_SEED=42 reruns every case)
        Replay: PROPERTY_REPLAY=\(failure.replayToken) swift test --filter reverse
        """)
    #expect(failure.replayToken.description.hasPrefix("1-"))
  }

  @Test("Passing runs render their label counts")
  func statistics() {
    let result = Property.check(
      "parity", Gen.int(in: 0...9), configuration: PropertyConfiguration(cases: 10, seed: 1),
      environment: [:]
    ) { value, context in
      context.classify(value == value, "all")
    }
    #expect(PropertyReport.message(for: result) == nil)
    #expect(
      PropertyReport.statistics(for: result) == """
        Property "parity" checked 10 cases; filters rejected 0 (0%).
          all: 10 cases (100%)
        """)
  }

  @Test("Long renderings are cut short")
  func truncation() {
    let long = String(repeating: "x", count: PropertyReport.maximumRenderingLength + 5)
    #expect(PropertyReport.indented(long).hasSuffix("… (5 more characters)"))
    #expect(PropertyReport.indented("a\nb") == "  a\n  b")
  }
}

extension PropertyReportTests {
  static let lists = Gen.array(of: Gen.int(in: 0...100))

  static func shortLists(_ list: [Int]) throws {
    guard list.count < 2 else { throw PropertyFailure("two or more elements") }
  }

  @Test("A replayed failure says it was replayed and is not shrunk again")
  func replayMessage() throws {
    let token = ReplayToken(property: "short", values: [1, 5, 1, 7, 0])
    let result = Property.check(
      "short", Self.lists, configuration: PropertyConfiguration(seed: 9),
      environment: ["PROPERTY_REPLAY": token.description], Self.shortLists)
    #expect(
      PropertyReport.message(for: result, testFilter: "ShortTests") == """
        Property "short" failed when replaying PROPERTY_REPLAY.

        Minimal counterexample:
          [5, 7]
        Error: two or more elements

        Seed: 9 (PROPERTY_SEED=9 reruns every case)
        Replay: PROPERTY_REPLAY=\(token) swift test --filter ShortTests
        """)
  }

  @Test("A budget warning sits under the shrink line")
  func budgetMessage() throws {
    let result = Property.check(
      "short",
      Self.lists,
      configuration: PropertyConfiguration(
        seed: 9, shrinkBudget: ShrinkBudget(maximumEvaluations: 1)),
      environment: [:], Self.shortLists)
    let failure = try #require(result.failure)
    #expect(
      PropertyReport.message(for: result) == """
        Property "short" failed after \(failure.caseNumber) cases.

        Minimal counterexample:
          \(failure.minimal.rendering)
        Error: two or more elements

        Shrunk from \(failure.original.choices.count) choices to \(failure.minimal.choices.count) with \(failure.improvements) improvements, 1 evaluation.
        Warning: shrinking stopped at its budget of 1 evaluation; a smaller counterexample may exist.
        Original counterexample:
          \(failure.original.rendering)
        Seed: 9 (PROPERTY_SEED=9 reruns every case)
        Replay: PROPERTY_REPLAY=\(failure.replayToken) swift test --filter short
        """)
  }

  @Test("A stale replay token is reported")
  func staleReplay() {
    let token = ReplayToken(property: "short", values: [1, 5])
    let result = Property.check(
      "short", Self.lists, configuration: PropertyConfiguration(seed: 9),
      environment: ["PROPERTY_REPLAY": token.description], Self.shortLists)
    #expect(
      PropertyReport.message(for: result) == """
        Property "short" could not run: The replay token \(token) no longer decodes under this property's generator; run without PROPERTY_REPLAY to find a new counterexample.
        """)
  }
}
