import PropertyCore

/// The problems about lists: reverse, lengthlist, large_union_list, nestedlists.
extension ShrinkingChallenge {
  /// Reversing a list gives the same list.
  public static let reverse = ChallengeProblem(
    name: "reverse", expected: "[0, 1]",
    generator: Gen.array(of: anyInt), render: render
  ) { list in
    guard Array(list.reversed()) == list else {
      throw PropertyFailure("reversing changed the list")
    }
  }

  /// The largest element of a list whose length was drawn first is below 900.
  public static let lengthList = ChallengeProblem(
    name: "lengthlist", expected: "[900]",
    generator: Gen.int(in: 1...100).flatMap { length in
      Gen.array(of: Gen.int(in: 0...1000), length: length...length)
    },
    render: render
  ) { list in
    guard (list.max() ?? 0) < 900 else {
      throw PropertyFailure("an element is 900 or more")
    }
  }

  /// A list of lists holds at most four distinct integers.
  public static let largeUnionList = ChallengeProblem(
    name: "large_union_list", expected: "[[0, 1, -1, 2, -2]]",
    generator: Gen.array(of: Gen.array(of: anyInt)),
    render: { "[" + $0.map(render).joined(separator: ", ") + "]" }
  ) { lists in
    guard Set(lists.joined()).count <= 4 else {
      throw PropertyFailure("more than four distinct integers")
    }
  }

  /// The inner lists of a list of lists hold at most ten elements together.
  public static let nestedLists = ChallengeProblem(
    name: "nestedlists", expected: "[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]",
    generator: Gen.array(of: Gen.array(of: anyInt)),
    render: { "[" + $0.map(render).joined(separator: ", ") + "]" }
  ) { lists in
    guard lists.reduce(0, { $0 + $1.count }) <= 10 else {
      throw PropertyFailure("more than ten elements")
    }
  }
}
