import Testing

@testable import PropertyCore

/// What a failing `#expect(result.isSuccess)` prints: a few lines, not every choice.
@Suite struct ResultDescriptionTests {
  @Test("A failure describes itself in four short lines, however large the value")
  func failure() throws {
    let huge = Gen.array(of: Gen.int(in: 0...1_000_000), length: 2_000...2_000)
    let result = Property.check(
      "huge", huge, configuration: PropertyConfiguration(seed: 3), environment: [:]
    ) { list in
      if list.contains(where: { $0 > 10 }) { throw PropertyFailure("an element above 10") }
    }
    let failure = try #require(result.failure)
    let lines = result.description.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 4)
    #expect(result.description.count < 600)
    #expect(lines[0] == "PropertyResult \"huge\": failed after \(failure.caseNumber) cases")
    #expect(lines[1].hasPrefix("  minimal: [0, 0, 0, "))
    #expect(lines[1].hasSuffix(" … (5841 more characters) (2000 choices)"))
    #expect(lines[2] == "  error: an element above 10")
    let token = failure.replayToken.description
    #expect(
      lines[3] == "  seed 3, replay token of \(token.count) characters (in the failure message)")
    #expect(result.debugDescription == result.description)
    #expect(String(describing: failure).split(separator: "\n").count == 4)
    #expect(String(reflecting: failure).count < 1_000)
    #expect(Mirror(reflecting: result).children.count == 4)
  }

  @Test("A short replay token is shown whole")
  func shortToken() throws {
    let result = Property.check(
      "small", Gen.int(in: 0...100), configuration: PropertyConfiguration(seed: 5),
      environment: [:]
    ) { value in
      if value > 10 { throw PropertyFailure("above 10") }
    }
    let failure = try #require(result.failure)
    #expect(
      result.description == """
        PropertyResult "small": failed after \(failure.caseNumber) cases
          minimal: 11 (1 choice)
          error: above 10
          seed 5, replay PROPERTY_REPLAY=\(failure.replayToken)
        """)
  }

  @Test("Other outcomes describe themselves in one line")
  func otherOutcomes() {
    let passed = Property.check(
      "fine", Gen.int(in: 0...9), configuration: PropertyConfiguration(seed: 7), environment: [:]
    ) { _ in }
    #expect(passed.description == "PropertyResult \"fine\": passed 100 cases (seed 7)")
    let picky = Property.check(
      "picky", Gen.int(in: 0...9).filter { $0 > 100 },
      configuration: PropertyConfiguration(cases: 5, seed: 2), environment: [:]
    ) { _ in }
    #expect(
      picky.description
        == "PropertyResult \"picky\": gave up: filters rejected too many cases (seed 2)")
    let covered = Property.check(
      "covered", Gen.int(in: 0...9), configuration: PropertyConfiguration(cases: 10, seed: 4),
      environment: [:]
    ) { value, context in
      context.cover(value > 100, "large", minimumPercent: 50)
    }
    #expect(
      covered.description
        == "PropertyResult \"covered\": coverage not met: large 0 cases, needs 50% (seed 4)")
    #expect(covered.statistics.description == "10 cases, 0 rejected")
  }

  @Test("A multi-line rendering is cut to its first line")
  func multiline() {
    #expect(DescriptionText.line("one\ntwo\nthree") == "one … (2 more lines)")
    #expect(DescriptionText.line("one\ntwo") == "one … (1 more line)")
    #expect(DescriptionText.line("short") == "short")
  }
}
