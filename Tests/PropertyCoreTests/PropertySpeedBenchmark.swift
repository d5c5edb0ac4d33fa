import Foundation
import PropertyCore
import PropertyTesting
import Testing

/// The throughput of the two ways to run a property: `Property.check` directly, and
/// `checkProperty` inside this Swift Testing test, on three simple passing properties (the
/// first also with the test on the main actor, where the body runs).
///
/// `scripts/bench-properties.sh` runs it in a release build with
/// `BACKGESTURE_PROPERTY_BENCH=1`, each test printing one `property-bench` line that the
/// script turns into a table (docs/Performance.md). Without the variable every test runs a
/// few cases only, so a plain `swift test` stays fast and still checks that each property
/// passes and runs the cases it was given. The tests run one at a time, so that no two
/// timings share the processor.
@Suite(.serialized) struct PropertySpeedBenchmark {
  /// The cases each run checks: `BACKGESTURE_PROPERTY_BENCH_CASES` (100 000 by default)
  /// when the bench is on, 50 otherwise.
  static let cases: Int = {
    let environment = ProcessInfo.processInfo.environment
    guard environment["BACKGESTURE_PROPERTY_BENCH"] == "1" else { return 50 }
    return environment["BACKGESTURE_PROPERTY_BENCH_CASES"].flatMap { Int($0) } ?? 100_000
  }()

  /// A configuration with the bench's number of cases.
  static var configuration: PropertyConfiguration { PropertyConfiguration(cases: cases) }

  /// Lists of up to 20 integers, the length drawn uniformly first.
  static let lists = Gen.int(in: 0...20).flatMap { length in
    Gen.array(of: Gen.int(in: -1_000...1_000), length: length...length)
  }

  /// A record of five fields.
  struct Record: Equatable {
    var identifier: Int
    var count: Int
    var isEnabled: Bool
    var code: Int
    var level: Int

    /// The record as integers, in field order.
    var fields: [Int] { [identifier, count, isEnabled ? 1 : 0, code, level] }

    /// Creates a record from its fields.
    init(identifier: Int, count: Int, isEnabled: Bool, code: Int, level: Int) {
      self.identifier = identifier
      self.count = count
      self.isEnabled = isEnabled
      self.code = code
      self.level = level
    }

    /// Reads a record back from `fields`.
    init(fields: [Int]) {
      self.init(
        identifier: fields[0], count: fields[1], isEnabled: fields[2] != 0, code: fields[3],
        level: fields[4])
    }
  }

  /// Records with each field drawn in turn.
  static let records = Gen.zip(
    Gen.int(in: -1_000_000...1_000_000), Gen.int(in: 0...1_000), Gen.bool,
    Gen.int(in: 0...99), Gen.int(in: -5...5)
  ).map { Record(identifier: $0, count: $1, isEnabled: $2, code: $3, level: $4) }

  /// Lists of up to 10 lists of up to 10 integers, each length drawn uniformly first.
  static let nested = Gen.int(in: 0...10).flatMap { length in
    Gen.array(
      of: Gen.int(in: 0...10).flatMap { inner in
        Gen.array(of: Gen.int(in: -1_000...1_000), length: inner...inner)
      }, length: length...length)
  }

  /// Prints the line the bench script reads, and checks the run passed every case.
  static func report<Value>(
    _ property: String, _ runner: String, _ result: PropertyResult<Value>, _ elapsed: Duration
  ) {
    let seconds =
      Double(elapsed.components.seconds)
      + Double(elapsed.components.attoseconds) / 1e18
    print("property-bench \(property) \(runner) \(result.statistics.cases) \(seconds)")
    #expect(result.isSuccess)
    #expect(result.statistics.cases == cases)
  }

  @Test("[Int] reversed twice, through Property.check")
  func listsDirect() {
    let clock = ContinuousClock()
    let start = clock.now
    let result = Property.check("lists", Self.lists, configuration: Self.configuration) { list in
      guard Array(list.reversed().reversed()) == list else { throw PropertyFailure("changed") }
    }
    Self.report("reverse-twice", "direct", result, clock.now - start)
  }

  @Test("[Int] reversed twice, through checkProperty")
  func listsCheckProperty() async {
    let clock = ContinuousClock()
    let start = clock.now
    let result = await checkProperty(Self.lists, configuration: Self.configuration) { list in
      #expect(Array(list.reversed().reversed()) == list)
    }
    Self.report("reverse-twice", "checkProperty", result, clock.now - start)
  }

  @Test("[Int] reversed twice, through checkProperty on the main actor")
  @MainActor func listsCheckPropertyOnMainActor() async {
    let clock = ContinuousClock()
    let start = clock.now
    let result = await checkProperty(Self.lists, configuration: Self.configuration) { list in
      #expect(Array(list.reversed().reversed()) == list)
    }
    Self.report("reverse-twice", "checkProperty-main", result, clock.now - start)
  }

  @Test("A five-field record's round trip, through Property.check")
  func recordsDirect() {
    let clock = ContinuousClock()
    let start = clock.now
    let result = Property.check("records", Self.records, configuration: Self.configuration) {
      record in
      guard Record(fields: record.fields) == record else { throw PropertyFailure("changed") }
    }
    Self.report("record-round-trip", "direct", result, clock.now - start)
  }

  @Test("A five-field record's round trip, through checkProperty")
  func recordsCheckProperty() async {
    let clock = ContinuousClock()
    let start = clock.now
    let result = await checkProperty(Self.records, configuration: Self.configuration) {
      record in
      #expect(Record(fields: record.fields) == record)
    }
    Self.report("record-round-trip", "checkProperty", result, clock.now - start)
  }

  @Test("[[Int]] flattened counts the sum of the counts, through Property.check")
  func nestedDirect() {
    let clock = ContinuousClock()
    let start = clock.now
    let result = Property.check("nested", Self.nested, configuration: Self.configuration) {
      lists in
      guard lists.joined().count == lists.map(\.count).reduce(0, +) else {
        throw PropertyFailure("miscounted")
      }
    }
    Self.report("nested-count", "direct", result, clock.now - start)
  }

  @Test("[[Int]] flattened counts the sum of the counts, through checkProperty")
  func nestedCheckProperty() async {
    let clock = ContinuousClock()
    let start = clock.now
    let result = await checkProperty(Self.nested, configuration: Self.configuration) { lists in
      #expect(lists.joined().count == lists.map(\.count).reduce(0, +))
    }
    Self.report("nested-count", "checkProperty", result, clock.now - start)
  }
}
