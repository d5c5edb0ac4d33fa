import Testing

@testable import PropertyCore

@Suite struct ChoiceGenTests {
  enum Direction: CaseIterable, Sendable { case north, east, south, west }
  enum Nothing: CaseIterable, Sendable {}

  @Test("Optionals shrink to nil, or to the simplest value that fails")
  func optional() {
    let maybe = Gen.optional(Gen.int(in: 0...100))
    #expect(Shrunk.value(maybe) { _ in true } == .some(nil))
    #expect(Shrunk.value(maybe) { ($0 ?? 0) > 5 } == 6)
    let values = Shrunk.samples(maybe)
    #expect(values.contains(nil) && values.contains { $0 != nil })
    #expect(values == Shrunk.samples(maybe))
  }

  @Test("Cases shrink in declaration order")
  func cases() {
    let directions = Gen.case(of: Direction.self)
    #expect(Shrunk.value(directions) { _ in true } == .north)
    #expect(Shrunk.value(directions) { $0 == .south || $0 == .west } == .south)
    #expect(Set(Shrunk.samples(directions)) == Set(Direction.allCases))
    #expect(Shrunk.samples(directions) == Shrunk.samples(directions))
  }

  @Test("Sets hold distinct elements and shrink to the simplest ones")
  func sets() {
    let sets = Gen.set(of: Gen.int(in: -10...10), count: 0...8)
    #expect(Shrunk.value(sets) { $0.count >= 3 }.map { $0.sorted() } == [-1, 0, 1])
    #expect(Shrunk.value(sets) { $0.contains(7) } == [7])
    let sized = Gen.set(of: Gen.int(in: 0...1_000), count: 2...4)
    #expect(Shrunk.samples(sized).allSatisfy { (2...4).contains($0.count) })
    #expect(Shrunk.samples(sets) == Shrunk.samples(sets))
  }

  @Test("Dictionaries hold distinct keys and shrink to the simplest entries")
  func dictionaries() {
    let dictionaries = Gen.dictionary(
      keys: Gen.int(in: 0...20), values: Gen.string(count: 0...3), count: 0...6)
    #expect(Shrunk.value(dictionaries) { $0.count >= 2 } == [0: "", 1: ""])
    #expect(Shrunk.value(dictionaries) { $0.values.contains { $0.count > 1 } } == [0: "aa"])
    #expect(Shrunk.samples(dictionaries) == Shrunk.samples(dictionaries))
  }

  @Test("A set that cannot reach its minimum gives up and names the call")
  func impossibleSet() throws {
    let line = #line + 1
    let bits = Gen.set(of: Gen.bool, count: 3...3)
    let result = Property.check("bits", bits, environment: [:]) { _ in }
    #expect(result.outcome.description == "gave up: filters rejected too many cases")
    let message = try #require(PropertyReport.message(for: result))
    #expect(message.contains("the filter at PropertyCoreTests/ChoiceGenTests.swift:\(line)"))
  }
}
