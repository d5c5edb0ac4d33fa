import Testing

@testable import PropertyCore

@Suite struct ChoiceTests {
  @Test("Integers zig-zag around the target and continue past a bound")
  func zigZag() {
    let kind = Choice.Kind.integer(-2...5, target: 0)
    let order = (0...kind.maximumIndex).map { kind.value(at: $0) }
    #expect(order == [0, 1, -1, 2, -2, 3, 4, 5])
    for (index, value) in order.enumerated() {
      #expect(kind.index(of: value) == UInt64(index))
    }
  }

  @Test("Indices round trip at the extremes of Int64")
  func extremes() {
    let kind = Choice.Kind.integer(Int64.min...Int64.max, target: 0)
    #expect(kind.maximumIndex == UInt64.max)
    for value in [Int64.min, Int64.min + 1, -1, 0, 1, Int64.max - 1, Int64.max] {
      #expect(kind.value(at: kind.index(of: value)) == value)
    }
    let shifted = Choice.Kind.integer(1...Int64.max, target: 1)
    #expect(shifted.index(of: 10) == 9)
    #expect(shifted.value(at: 9) == 10)
  }

  @Test("Booleans put false first")
  func booleans() {
    #expect(Choice(kind: .boolean, value: 0).index == 0)
    #expect(Choice(kind: .boolean, value: 1).index == 1)
  }

  @Test("Shortlex puts shorter sequences first, then smaller indices")
  func shortlex() {
    #expect(Shortlex.isSimpler([9], than: [0, 0]))
    #expect(Shortlex.isSimpler([0, 1], than: [1, 0]))
    #expect(!Shortlex.isSimpler([1, 0], than: [1, 0]))
  }
}
