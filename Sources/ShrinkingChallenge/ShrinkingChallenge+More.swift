import PropertyCore

/// Further challenge problems beyond the project's yardstick table.
extension ShrinkingChallenge {
  /// Elements point at positions; no two positions point at each other.
  ///
  /// The list is filtered so every element is a valid position, as in the
  /// challenge's definition.
  public static let coupling = ChallengeProblem(
    name: "coupling", expected: "[1, 0]",
    generator: Gen.array(of: Gen.int(in: 0...10)).filter { list in
      list.allSatisfy { $0 < list.count }
    },
    render: render
  ) { list in
    for (index, target) in list.enumerated() where target != index {
      guard list[target] != index else {
        throw PropertyFailure("two positions point at each other")
      }
    }
  }

  /// Removing an element's first occurrence leaves no copy of it.
  public static let deletion = ChallengeProblem(
    name: "deletion", expected: "([0, 0], 0)",
    generator: Gen.array(of: anyInt, length: 1...100).flatMap { list in
      Gen.int(in: 0...(list.count - 1)).map { (list, $0) }
    },
    render: { "(\(render($0.0)), \($0.1))" }
  ) { list, index in
    var rest = list
    let element = rest[index]
    rest.remove(at: rest.firstIndex(of: element)!)
    guard !rest.contains(element) else { throw PropertyFailure("a copy remained") }
  }

  /// A list holds fewer than three distinct integers.
  public static let distinct = ChallengeProblem(
    name: "distinct", expected: "[0, 1, -1]",
    generator: Gen.array(of: anyInt), render: render
  ) { list in
    guard Set(list).count < 3 else { throw PropertyFailure("three distinct integers") }
  }
}
