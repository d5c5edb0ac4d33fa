import Testing

@testable import PropertyCore

@Suite struct DoubleGenTests {
  @Test("Doubles shrink to whole numbers first, then to fractions with few bits")
  func targets() {
    #expect(Shrunk.value(Gen.double()) { _ in true } == 0)
    #expect(Shrunk.value(Gen.double()) { $0 > 0.3 } == 1)
    #expect(Shrunk.value(Gen.double()) { $0 > 0 && $0 < 1 } == 0.5)
    #expect(Shrunk.value(Gen.double()) { $0 > 2 && $0 < 3 } == 2.5)
    #expect(Shrunk.value(Gen.double()) { $0 < 0 } == -1)
    #expect(Shrunk.value(Gen.double()) { $0 >= 1_000.25 } == 1_001)
    #expect(Shrunk.value(Gen.double()) { $0 * 3 != ($0 * 3).rounded() } == 1.5)
  }

  @Test("A range without 0 shrinks towards its bound nearest to 0")
  func rangeTargets() {
    #expect(Shrunk.value(Gen.double(in: 2.5...10)) { _ in true } == 2.5)
    #expect(Shrunk.value(Gen.double(in: -10 ... -2.5)) { _ in true } == -2.5)
    #expect(Shrunk.value(Gen.double(in: 2.5...10)) { $0 > 4 } == 5)
    #expect(Shrunk.value(Gen.double(in: -1...1)) { $0 < -0.5 } == -1)
  }

  @Test("Values stay in their range, finite, and reach the bounds, 0 and fractions")
  func ranges() {
    let unit = Shrunk.samples(Gen.double(in: 0...1), count: 1_000)
    #expect(unit.allSatisfy { (0...1).contains($0) })
    #expect(unit.contains(0) && unit.contains(1))
    #expect(unit.contains { $0 > 0 && $0 < 1 })
    let all = Shrunk.samples(Gen.double(in: -.infinity ... .infinity), count: 1_000)
    #expect(all.allSatisfy { $0.isFinite })
    #expect(all.contains { $0 < 0 } && all.contains { $0 > 1e100 })
    #expect(all.contains { $0 != $0.rounded() })
    #expect(Shrunk.samples(Gen.double(in: 3...3)).allSatisfy { $0 == 3 })
    let negative = Shrunk.samples(Gen.double(in: -5 ... -1), count: 500)
    #expect(negative.allSatisfy { (-5 ... -1).contains($0) })
  }

  @Test("A seed gives bit-identical doubles: the bit patterns are pinned")
  func deterministic() {
    let bits = Shrunk.samples(Gen.double(), count: 300).map(\.bitPattern)
    #expect(bits == Shrunk.samples(Gen.double(), count: 300).map(\.bitPattern))
    #expect(
      StableHash.fnv1a(bits.map { String($0, radix: 16) }.joined(separator: ","))
        == 10_025_056_796_812_258_093)
  }

  @Test("The order's index of a magnitude gives the magnitude back")
  func order() {
    for value in [0, 1, 2.5, 0.1, 1e300, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 3.0] {
      #expect(DoubleOrder.magnitude(at: DoubleOrder.index(of: value)) == value)
    }
    #expect(DoubleOrder.index(of: 3) == 3)
    #expect(DoubleOrder.index(of: 1.5) < DoubleOrder.index(of: 1.25))
    #expect(DoubleOrder.index(of: 1.25) < DoubleOrder.index(of: 1.75))
    #expect(DoubleOrder.index(of: 1.5) < DoubleOrder.index(of: 0.5))
  }
}
