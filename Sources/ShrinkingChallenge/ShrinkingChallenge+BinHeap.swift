import PropertyCore

/// The binheap problem.
extension ShrinkingChallenge {
  /// A binary heap: a key no larger than any key below it, and two optional sub-heaps.
  public indirect enum Heap: Sendable, Hashable, CustomStringConvertible {
    /// A node with its key and its two sub-heaps.
    case node(key: Int, left: Heap?, right: Heap?)

    /// The node's key.
    public var key: Int {
      switch self {
      case .node(let key, _, _): key
      }
    }

    /// The node's sub-heaps, left then right.
    public var children: (left: Heap?, right: Heap?) {
      switch self {
      case .node(_, let left, let right): (left, right)
      }
    }

    /// The heap as the challenge writes it: `(key, left, right)` with `None` for no heap.
    public var description: String {
      "(\(key), \(Self.render(children.left)), \(Self.render(children.right)))"
    }

    /// Renders an optional heap; `None` is the empty heap.
    public static func render(_ heap: Heap?) -> String {
      heap.map(\.description) ?? "None"
    }

    /// The keys in the order a stack visits them: a node, then its right sub-heap, then
    /// its left one (each node pushes its left sub-heap, then its right one).
    public static func keys(of heap: Heap?) -> [Int] {
      var keys: [Int] = []
      var stack: [Heap?] = [heap]
      while let top = stack.popLast() {
        guard let top else { continue }
        keys.append(top.key)
        stack.append(top.children.left)
        stack.append(top.children.right)
      }
      return keys
    }

    /// Merges two heaps: the smaller root stays on top, its right sub-heap merged with
    /// the other heap becomes its left one, and its left sub-heap its right one.
    public static func merge(_ first: Heap?, _ second: Heap?) -> Heap? {
      guard let first else { return second }
      guard let second else { return first }
      let (low, high) = first.key <= second.key ? (first, second) : (second, first)
      return .node(
        key: low.key, left: merge(low.children.right, high), right: low.children.left)
    }

    /// The wrong conversion to a sorted list: the root's key, then the merged sub-heaps'
    /// keys in stack order instead of popping the minimum again and again.
    public static func wrongSortedKeys(of heap: Heap?) -> [Int] {
      guard let heap else { return [] }
      return [heap.key] + keys(of: merge(heap.children.left, heap.children.right))
    }
  }

  /// A heap written the way a user would: a size drawn first, then plain recursion.
  ///
  /// A node is absent with weight 1 and present with weight 7; a present node draws its
  /// key at least its parent's, then its two sub-heaps at half its size. A sub-heap of
  /// size zero draws nothing. (The challenge's original: a size in `0...20`, halved at
  /// each level, one branch in eight empty, keys no smaller than the parent's.)
  static func heap(atLeast bound: Int, size: Int) -> Generator<Heap?> {
    guard size > 0 else { return Gen.just(nil) }
    let node = Gen.int(in: bound...Int.max).flatMap { key in
      Gen.zip(heap(atLeast: key, size: size / 2), heap(atLeast: key, size: size / 2))
        .map { left, right -> Heap? in .node(key: key, left: left, right: right) }
    }
    return Gen.frequency([(1, Gen.just(nil)), (7, node)])
  }

  /// Converting a heap to a list with the wrong function gives a sorted list.
  ///
  /// The smallest counterexample has four keys; most libraries never reach it
  /// (the challenge's page for binheap).
  public static let binHeap = ChallengeProblem(
    name: "binheap", expected: "(0, None, (0, (0, None, None), (1, None, None)))",
    generator: Gen.int(in: 0...20).flatMap { size in heap(atLeast: Int.min, size: size) },
    render: Heap.render
  ) { heap in
    let keys = Heap.keys(of: heap)
    let wrong = Heap.wrongSortedKeys(of: heap)
    guard wrong == wrong.sorted(), keys.sorted() == wrong else {
      throw PropertyFailure("the heap's keys come out unsorted")
    }
  }
}
