import Testing

@testable import PropertyCore

/// Generators written the way a user would, shrinking to one answer from every seed.
@Suite struct NormalisationTests {
  static let seeds: UInt64 = 200

  indirect enum Tree: Sendable, Hashable, CustomStringConvertible {
    case leaf
    case node(Tree, Int, Tree)

    var description: String {
      switch self {
      case .leaf: "."
      case .node(let left, let key, let right): "(\(left) \(key) \(right))"
      }
    }

    var keys: [Int] {
      switch self {
      case .leaf: []
      case .node(let left, let key, let right): left.keys + [key] + right.keys
      }
    }

    var depth: Int {
      switch self {
      case .leaf: 0
      case .node(let left, _, let right): 1 + max(left.depth, right.depth)
      }
    }
  }

  /// Plain recursion: keys at least the parent's, and a depth limit that draws nothing.
  static func tree(depth: Int, atLeast bound: Int = 0) -> Generator<Tree> {
    guard depth > 0 else { return Gen.just(.leaf) }
    return Gen.oneOf(
      Gen.just(.leaf),
      Gen.int(in: bound...100).flatMap { key in
        Gen.zip(tree(depth: depth - 1, atLeast: key), tree(depth: depth - 1, atLeast: key))
          .map { Tree.node($0, key, $1) }
      })
  }

  /// Plain recursion with free keys and weighted branches.
  static func freeTree(depth: Int) -> Generator<Tree> {
    guard depth > 0 else { return Gen.just(.leaf) }
    return Gen.frequency([
      (1, Gen.just(.leaf)),
      (
        2,
        Gen.zip(freeTree(depth: depth - 1), Gen.int(in: -100...100), freeTree(depth: depth - 1))
          .map { Tree.node($0, $1, $2) }
      ),
    ])
  }

  /// Runs a property from every seed and returns each distinct minimal rendering with its count.
  func answers<Value>(
    _ generator: Generator<Value>, render: @escaping (Value) -> String = { "\($0)" },
    _ fails: @escaping (Value) -> Bool
  ) -> [String: Int] {
    var answers: [String: Int] = [:]
    for seed in 0..<Self.seeds {
      let result = Property.check(
        "normalise", generator, configuration: PropertyConfiguration(cases: 1_000, seed: seed),
        environment: [:], describe: render
      ) { value in
        if fails(value) { throw PropertyFailure("fails") }
      }
      answers[result.failure?.minimal.rendering ?? "(none)", default: 0] += 1
    }
    return answers
  }

  @Test("A recursive tree bounded by its parents normalises")
  func boundedTree() {
    let trees = Self.tree(depth: 5)
    #expect(answers(trees) { $0.keys != $0.keys.sorted() } == ["((. 1 .) 0 .)": 200])
    #expect(answers(trees) { $0.depth >= 3 } == ["(. 0 (. 0 (. 0 .)))": 200])
  }

  @Test("A recursive tree with free keys normalises")
  func freeTree() {
    let trees = Self.freeTree(depth: 6)
    #expect(answers(trees) { $0.keys != $0.keys.sorted() } == ["(. 0 (. -1 .))": 200])
    #expect(answers(trees) { Set($0.keys).count < $0.keys.count } == ["(. 0 (. 0 .))": 200])
  }

  @Test("A filtered element generator normalises")
  func filteredElements() {
    let evens = Gen.array(of: Gen.int(in: 0...1_000).filter { $0.isMultiple(of: 2) })
    #expect(answers(evens) { $0 != $0.sorted() } == ["[2, 0]": 200])
    #expect(answers(evens) { Set($0).count >= 3 } == ["[0, 2, 4]": 200])
    let thirds = Gen.array(of: Gen.int(in: -1_000...1_000).filter { $0.isMultiple(of: 3) })
    #expect(answers(thirds) { $0.reduce(0, +) >= 100 } == ["[102]": 200])
  }

  @Test("A column is deleted from every row of a drawn matrix at once")
  func matrixColumns() {
    let matrices = Gen.int(in: 1...5).flatMap { columns in
      Gen.array(of: Gen.array(of: Gen.int(in: 0...9), length: columns...columns))
    }
    // The last column must vary; every other column is junk, to be deleted.
    #expect(answers(matrices) { Set($0.compactMap(\.last)).count > 1 } == ["[[0], [1]]": 200])
    let sized = Gen.zip(Gen.int(in: 1...4), Gen.int(in: 1...4)).flatMap { rows, columns in
      Gen.array(
        of: Gen.array(of: Gen.int(in: 0...9), length: columns...columns), length: rows...rows)
    }
    #expect(answers(sized) { $0.count > 1 && $0[0].last! > $0[1].last! } == ["[[1], [0]]": 200])
  }
}
