import PropertyCore
import Testing

/// `Property.checkAsync` checks its cases on the calling task and shrinks on a thread of
/// its own; its results must be exactly those of `Property.check` with the same body.
@Suite struct CheckAsyncTests {
  /// What two results must share: the statistics, the description and the message.
  struct Observed: Equatable {
    /// The cases, rejections and labels counted.
    var statistics: PropertyStatistics
    /// The result as it describes itself.
    var description: String
    /// The failure message, if the run did not pass.
    var message: String?

    /// Reads what a result shows.
    init<Value>(_ result: PropertyResult<Value>) {
      statistics = result.statistics
      description = String(describing: result)
      message = PropertyReport.message(for: result)
    }
  }

  /// Checks a property synchronously and asynchronously with the same body.
  func bothWays<Value>(
    _ name: String, _ generator: Generator<Value>,
    configuration: PropertyConfiguration = .withoutShrinkDeadline,
    environment: [String: String] = [:],
    _ body: @escaping (Value, PropertyContext) throws -> Void
  ) async -> (direct: Observed, async: Observed) {
    let direct = Property.check(
      name, generator, configuration: configuration, environment: environment, body)
    let async = await Property.checkAsync(
      name, generator, configuration: configuration, environment: environment
    ) { value, context in
      await Task.yield()
      try body(value, context)
    }
    return (Observed(direct), Observed(async))
  }

  /// Lists of small integers.
  static let lists = Gen.array(of: Gen.int(in: 0...100))

  @Test("A passing run counts the same cases and labels, and misses the same floor")
  func passing() async {
    let (direct, async) = await bothWays("labels", Self.lists) { list, context in
      context.classify(list.isEmpty, "empty")
      context.cover(list.count > 50, "long", minimumPercent: 30)
    }
    #expect(async == direct)
    #expect(direct.statistics.cases == 100)
    #expect(direct.message?.contains("did not reach its coverage floors") == true)
  }

  @Test("A failure is found at the same case and shrinks to the same counterexample")
  func failing() async {
    let (direct, async) = await bothWays("large", Self.lists) { list, _ in
      if list.contains(where: { $0 > 50 }) { throw PropertyFailure("too large") }
    }
    #expect(async == direct)
    #expect(direct.message?.contains("Minimal counterexample:\n  [51]") == true)
  }

  @Test("A filter that rejects too much gives up after the same rejections")
  func givingUp() async {
    let (direct, async) = await bothWays(
      "picky", Gen.int(in: 0...1_000).filter { $0 > 5_000 },
      configuration: PropertyConfiguration(cases: 10, seed: 2)
    ) { _, _ in }
    #expect(async == direct)
    #expect(direct.statistics.rejected == 101)
  }

  @Test("A replay token reruns the same case")
  func replaying() async throws {
    let failed = Property.check("replayed", Self.lists, environment: [:]) { list in
      if list.count > 2 { throw PropertyFailure("long") }
    }
    let token = try #require(failed.failure).replayToken.description
    var configuration = PropertyConfiguration.withoutShrinkDeadline
    configuration.replay = token
    let (direct, async) = await bothWays(
      "replayed", Self.lists, configuration: configuration
    ) { list, _ in
      if list.count > 2 { throw PropertyFailure("long") }
    }
    #expect(async == direct)
    #expect(direct.statistics.isReplay)
    #expect(direct.message?.contains("[0, 0, 0]") == true)
  }

  @Test("A generator's misuse and a bad environment are reported the same")
  func invalid() async {
    let misuse = await bothWays("misuse", Gen.array(of: Gen.bool, length: -1...2)) { _, _ in }
    #expect(misuse.async == misuse.direct)
    #expect(
      misuse.direct.message?.contains(
        "Gen.array(of:length:) needs lengths of zero or more, not -1...2.") == true)
    let environment = await bothWays(
      "environment", Gen.bool, environment: ["PROPERTY_CASES": "many"]
    ) { _, _ in }
    #expect(environment.async == environment.direct)
    #expect(
      environment.direct.message?.contains(
        "could not run: PROPERTY_CASES must be a positive whole number, not \"many\".") == true)
  }
}
