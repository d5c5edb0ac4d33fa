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
    #expect(
      message.contains(
        "Warning: shrinking stopped at its budget of 5 evaluations; a smaller counterexample may exist."
      ))
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
    #expect(
      PropertyReport.message(for: result)?.contains(
        "Warning: shrinking stopped at its budget of 0 seconds; a smaller counterexample may exist."
      ) == true)
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
    #expect(
      failure.signature == FailureSignature(of: Small())
        ? failure.minimal.value == 1 : failure.minimal.value == 500)
  }

  @Test("Adaptive search finds the largest passing amount")
  func findLargest() {
    #expect(AdaptiveSearch.findLargest { $0 <= 1_000 } == 1_000)
    #expect(AdaptiveSearch.findLargest(upTo: 77) { _ in true } == 77)
    #expect(AdaptiveSearch.findLargest { $0 <= 3 } == 3)
    #expect(AdaptiveSearch.findSmallest(current: 1_000) { $0 >= 613 } == 613)
  }
}

extension ShrinkerTests {
  indirect enum Shape: Sendable, Hashable {
    case point(Int)
    case pair(Shape, Shape)
    case group([Shape])

    var weight: Int {
      switch self {
      case .point(let value): value
      case .pair(let left, let right): left.weight + right.weight
      case .group(let members): members.reduce(0) { $0 + $1.weight }
      }
    }
  }

  static let shapes = Gen.recursive(depth: 3, leaf: Gen.int(in: -50...200).map(Shape.point)) {
    child in
    Gen.oneOf(
      Gen.zip(child, child).map(Shape.pair),
      Gen.int(in: 0...3).flatMap { count in
        Gen.array(of: child, length: count...count + 2).map(Shape.group)
      },
      child.filter { $0.weight % 3 != 1 })
  }

  @Test("Shrinking mixed generators always ends at a smaller case that still fails")
  func mixedGenerators() throws {
    var failures = 0
    for seed in 0..<UInt64(100) {
      let threshold = Int(seed % 7) * 40 + 60
      let result = Property.check(
        "weight", Self.shapes, configuration: PropertyConfiguration(seed: seed), environment: [:]
      ) { shape in
        guard shape.weight < threshold else { throw PropertyFailure("heavy") }
      }
      guard let failure = result.failure else { continue }
      failures += 1
      #expect(failure.minimal.value.weight >= threshold)
      let original = failure.original.choices.map(\.index)
      let minimal = failure.minimal.choices.map(\.index)
      #expect(original == minimal || Shortlex.isSimpler(minimal, than: original))
      #expect(failure.limitReached == nil)
    }
    #expect(failures >= 80, "only \(failures) of 100 seeds found a counterexample")
  }
}

extension ShrinkerTests {
  /// A limit, six draws that play no part, and a coordinate drawn from another range.
  static let limitAndCoordinate = Gen.zip(
    Gen.int(in: -390...390), Gen.array(of: Gen.int(in: 0...100), length: 6...6),
    Gen.int(in: 0...389))

  @Test("A value drawn twice from different ranges, far apart, goes down in both at once")
  func equalValuesOfDifferentRanges() throws {
    // The case fails only where the coordinate lands on a limit of at least 11: lowering
    // either value alone passes, and the two are too far apart to move as a pair.
    let result = Property.reproduce(
      "on the limit", Self.limitAndCoordinate, choices: [41, 7, 7, 7, 7, 7, 7, 41]
    ) { value, _ in
      let (limit, _, coordinate) = value
      if limit >= 11 && coordinate == limit { throw PropertyFailure("on the limit") }
    }
    let failure = try #require(result.failure)
    #expect(failure.minimal.value.0 == 11)
    #expect(failure.minimal.value.1 == [0, 0, 0, 0, 0, 0])
    #expect(failure.minimal.value.2 == 11)
  }
}

/// The value pass on a value whose dependents move with it.
@Suite struct ShrinkerDependentValueTests {
  /// A parent in `0...9` and a child drawn in `parent...9`, so lowering the parent moves
  /// the child along (the shrinker's dependents, docs/PropertyCore.md).
  static let pair = Gen.int(in: 0...9).flatMap { parent in
    Gen.int(in: parent...9).map { child in [parent, child] }
  }

  /// Fails at (4, 9), (2, 7) and (0, 7) only: lowering the parent to 0 fails only after
  /// the child has moved to 7, which the lowering to 2 does (the child moves along by 2).
  static func failsAtThreePoints(_ pair: [Int], _: PropertyContext) throws {
    if pair == [4, 9] || pair == [2, 7] || pair == [0, 7] { throw PropertyFailure("hit") }
  }

  @Test("A value lowered onto its target by multiples of a step shrinks on without a trap")
  func loweredOntoTarget() throws {
    // From (4, 9): the target (0) passes at first, 3 passes, 2 fails with the child moved
    // to 7, and the multiples of 2 below it then reach 0, which now fails: the value sits
    // on its target from above when the flip to the other side is considered.
    let runner = PropertyRunner(
      name: "three points", generator: Self.pair, describe: { "\($0)" },
      body: Self.failsAtThreePoints)
    let failing = runner.replay([4, 9])
    let signature = try #require(
      { if case .failed(let signature) = failing.status { signature } else { nil } }())
    let outcome = runner.shrink(
      failing, signature: signature, caseNumber: 1, settings: PropertyConfiguration())
    guard case .failed(let details) = outcome else {
      Issue.record("expected a failure, got \(outcome)")
      return
    }
    #expect(details.minimal.value == [0, 7])
  }
}
