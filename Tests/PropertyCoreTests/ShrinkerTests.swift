import Testing

@testable import PropertyCore

@Suite struct ShrinkerTests {
  static let lists = Gen.array(of: Gen.array(of: Gen.int(in: 0...1_000)))

  static func sumIsSmall(_ lists: [[Int]]) throws {
    guard lists.joined().reduce(0, +) < 500 else { throw PropertyFailure("sum too large") }
  }

  @Test("The shrunk case is never larger than the original and still fails", arguments: 0..<20)
  func shortlexInvariant(seed: UInt64) throws {
    let result = Property.check(
      "sum", Self.lists, configuration: PropertyConfiguration(seed: seed), environment: [:],
      Self.sumIsSmall)
    let failure = try #require(result.failure)
    let original = failure.original.choices.map(\.index)
    let minimal = failure.minimal.choices.map(\.index)
    #expect(original == minimal || Shortlex.isSimpler(minimal, than: original))
    let replayed = try Self.lists.generate(
      from: ChoiceSource(replaying: failure.minimal.choices.map(\.value)))
    #expect(throws: PropertyFailure.self) { try Self.sumIsSmall(replayed) }
    #expect(failure.minimal.value.joined().reduce(0, +) >= 500)
  }

  @Test("Shrinking is deterministic for a seed")
  func deterministic() throws {
    let runs = (0..<3).map { _ in
      Property.check(
        "sum", Self.lists, configuration: PropertyConfiguration(seed: 5), environment: [:],
        Self.sumIsSmall
      ).failure?.minimal.rendering
    }
    #expect(Set(runs).count == 1)
    #expect(runs[0] != nil)
  }

  @Test("The evaluation budget stops shrinking and says so")
  func evaluationBudget() throws {
    let configuration = PropertyConfiguration(
      seed: 3, shrinkBudget: ShrinkBudget(maximumEvaluations: 5))
    let result = Property.check(
      "sum", Self.lists, configuration: configuration, environment: [:], Self.sumIsSmall)
    let failure = try #require(result.failure)
    #expect(failure.evaluations == 5)
    #expect(failure.limitReached == .evaluations(5))
    let message = try #require(PropertyReport.message(for: result))
    #expect(message.contains(
      "Warning: shrinking stopped at its budget of 5 evaluations; a smaller counterexample may exist."))
  }

  @Test("The time budget stops shrinking and says so")
  func timeBudget() throws {
    let configuration = PropertyConfiguration(
      seed: 3, shrinkBudget: ShrinkBudget(maximumDuration: .zero))
    let result = Property.check(
      "sum", Self.lists, configuration: configuration, environment: [:], Self.sumIsSmall)
    let failure = try #require(result.failure)
    #expect(failure.evaluations == 0)
    #expect(failure.limitReached == .duration(.zero))
    #expect(PropertyReport.message(for: result)?.contains(
      "Warning: shrinking stopped at its budget of 0 seconds; a smaller counterexample may exist.") == true)
  }

  @Test("Only failures of the same kind are accepted while shrinking")
  func sameFailure() throws {
    struct Small: Error {}
    let result = Property.check(
      "two bugs", Gen.int(in: 0...1_000), configuration: PropertyConfiguration(seed: 1),
      environment: [:]
    ) { value in
      if value < 10 && value > 0 { throw Small() }
      if value >= 500 { throw PropertyFailure("large") }
    }
    let failure = try #require(result.failure)
    #expect(failure.signature == FailureSignature(of: Small()) ? failure.minimal.value == 1 : failure.minimal.value == 500)
  }

  @Test("Adaptive search finds the largest passing amount")
  func findLargest() {
    #expect(Shrinker.findLargest { $0 <= 1_000 } == 1_000)
    #expect(Shrinker.findLargest(upTo: 77) { _ in true } == 77)
    #expect(Shrinker.findLargest { $0 <= 3 } == 3)
    #expect(Shrinker.findSmallest(current: 1_000) { $0 >= 613 } == 613)
  }
}
