/// Choosing between generators.
extension Gen {
  /// Returns a generator that draws from one of the generators; earlier ones are simpler.
  ///
  /// No generators at all make the property report the misuse when it runs.
  public static func oneOf<Value>(_ generators: [Generator<Value>]) -> Generator<Value> {
    guard !generators.isEmpty else {
      return .misuse("Gen.oneOf needs at least one generator to choose from.")
    }
    let kind = Choice.Kind.integer(0...Int64(generators.count - 1), target: 0)
    return Generator { source in
      source.beginSpan("oneOf")
      defer { source.endSpan() }
      let index = Int(try source.draw(kind))
      return try generators[index].body(source)
    }
  }

  /// Returns a generator that draws from one of the generators; earlier ones are simpler.
  public static func oneOf<Value>(_ generators: Generator<Value>...) -> Generator<Value> {
    oneOf(generators)
  }

  /// Returns a generator that picks generators in proportion to their weights.
  ///
  /// The weights decide how often each is picked when generating; when
  /// shrinking, earlier generators are simpler than later ones. A negative
  /// weight, no positive weight, or weights summing past `Int64.max` make the
  /// property report the misuse when it runs.
  public static func frequency<Value>(
    _ weighted: [(weight: Int, generator: Generator<Value>)]
  ) -> Generator<Value> {
    var bounds: [Int] = []
    var running = 0
    for entry in weighted {
      guard entry.weight >= 0 else {
        return .misuse("Gen.frequency weights must not be negative, and one is \(entry.weight).")
      }
      let (sum, overflow) = running.addingReportingOverflow(entry.weight)
      guard !overflow, Int64(exactly: sum) != nil else {
        return .misuse("Gen.frequency weights must not add up past \(Int64.max).")
      }
      running = sum
      bounds.append(running)
    }
    let total = running
    guard total > 0 else {
      return .misuse("Gen.frequency needs at least one positive weight.")
    }
    let kind = Choice.Kind.integer(0...Int64(total - 1), target: 0)
    let generators = weighted.map { $0.generator }
    let cumulative = bounds
    return Generator { source in
      source.beginSpan("oneOf")
      defer { source.endSpan() }
      let ticket = Int(try source.draw(kind))
      let index = cumulative.firstIndex { ticket < $0 } ?? generators.count - 1
      return try generators[index].body(source)
    }
  }

  /// Returns a recursive generator whose nesting is bounded by a depth.
  ///
  /// At depth zero only the leaf is drawn; otherwise the result is either a
  /// leaf or a branch built around the generator for one level less. Leaves
  /// come first, so recursive structures shrink towards leaves. Every level
  /// draws its branch choice, even the last where only a leaf is allowed,
  /// so a sub-structure replayed at another depth keeps its alignment.
  ///
  /// ```swift
  /// let trees = Gen.recursive(depth: 3, leaf: Gen.int(in: 0...9).map(Tree.leaf)) { child in
  ///   Gen.zip(child, child).map(Tree.node)
  /// }
  /// ```
  public static func recursive<Value>(
    depth: Int,
    leaf: Generator<Value>,
    _ branch: (Generator<Value>) -> Generator<Value>
  ) -> Generator<Value> {
    var generator = oneOf([leaf])
    for _ in 0..<max(depth, 0) {
      generator = oneOf(leaf, branch(generator))
    }
    return generator
  }
}
