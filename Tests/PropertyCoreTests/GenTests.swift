import Testing

@testable import PropertyCore

@Suite struct GenTests {
  func samples<Value>(_ generator: Generator<Value>, count: Int = 300) -> [Value] {
    (0..<UInt64(count)).compactMap { try? generator.generate(from: ChoiceSource(seed: $0)) }
  }

  @Test("Integers stay in range and reach the edge cases")
  func integerEdges() {
    let values = samples(Gen.int(in: -100...1_000_000))
    #expect(values.allSatisfy { (-100...1_000_000).contains($0) })
    for edge in [-100, -99, 0, 1, -1, 999_999, 1_000_000] {
      #expect(values.contains(edge), "missing edge case \(edge)")
    }
  }

  @Test("Arrays respect their length range")
  func arrayLengths() {
    let lengths = samples(Gen.array(of: Gen.bool, length: 2...5)).map(\.count)
    #expect(lengths.allSatisfy { (2...5).contains($0) })
    #expect(Set(lengths) == [2, 3, 4, 5])
  }

  @Test("Frequency and oneOf reach every branch")
  func branches() {
    let picks = samples(Gen.frequency([(1, Gen.just("rare")), (9, Gen.just("common"))]))
    #expect(Set(picks) == ["rare", "common"])
    #expect(picks.filter { $0 == "common" }.count > picks.count / 2)
    #expect(Set(samples(Gen.oneOf(Gen.just(1), Gen.just(2), Gen.just(3)))) == [1, 2, 3])
  }

  @Test("Recursive generators respect their depth bound")
  func recursiveDepth() {
    indirect enum Tree: Sendable {
      case leaf
      case node(Tree, Tree)
      var depth: Int {
        if case .node(let left, let right) = self { return 1 + max(left.depth, right.depth) }
        return 0
      }
    }
    let trees = Gen.recursive(depth: 3, leaf: Gen.just(Tree.leaf)) { child in
      Gen.zip(child, child).map(Tree.node)
    }
    let depths = samples(trees).map(\.depth)
    #expect(depths.allSatisfy { $0 <= 3 })
    #expect(depths.contains(3))
  }

  @Test("Filters reject the case after their attempts run out")
  func filterGivesUp() {
    let impossible = Gen.int(in: 0...9).filter(maximumAttempts: 5) { $0 > 100 }
    let source = ChoiceSource(seed: 1)
    #expect(throws: GenerationStop.rejected) { _ = try impossible.generate(from: source) }
    #expect(source.spans.filter(\.isDiscarded).count == 5)
  }

  @Test("flatMap draws its second stage from the first value")
  func flatMap() {
    let lists = Gen.int(in: 1...5).flatMap { length in
      Gen.array(of: Gen.bool, length: length...length).map { (length, $0) }
    }
    #expect(samples(lists).allSatisfy { $0.0 == $0.1.count })
  }
}
