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
    #expect(PropertyReport.message(for: result) == """
      Property "reverse" failed after \(failure.caseNumber) cases.

      Minimal counterexample:
        [0, 1]
      Error: reversing changed the list

      Shrunk from \(failure.original.choices.count) choices to 5 in \(failure.shrinkSteps) steps, \(failure.evaluations) evaluations.
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
    #expect(PropertyReport.statistics(for: result) == """
      Property "parity" checked 10 cases (0 rejected).
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
