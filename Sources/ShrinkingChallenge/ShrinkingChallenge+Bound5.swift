import PropertyCore

/// The bound5 problem.
extension ShrinkingChallenge {
  /// Five lists of `Int16`, each summing (wrapping) below 256, sum below 5 × 256.
  ///
  /// As in Hypothesis's version, each list holds at most one element and is
  /// filtered so its own wrapping sum is below 256. The property fails only
  /// through overflow, with two large negative elements.
  public static let bound5 = ChallengeProblem(
    name: "bound5", expected: "([], [], [], [-1], [-32768])",
    generator: Gen.zip(boundedList, boundedList, boundedList, boundedList, boundedList),
    render: { lists in
      let parts = [lists.0, lists.1, lists.2, lists.3, lists.4].map { list in
        "[" + list.map(String.init).joined(separator: ", ") + "]"
      }
      return "(" + parts.joined(separator: ", ") + ")"
    }
  ) { lists in
    let all = [lists.0, lists.1, lists.2, lists.3, lists.4].joined()
    guard all.reduce(0, &+) < 5 * 256 else {
      throw PropertyFailure("the five lists sum to 1280 or more")
    }
  }

  static let boundedList = Gen.array(
    of: Gen.integer(in: Int16.min...Int16.max), length: 0...1
  ).filter { $0.reduce(0, &+) < 256 }
}
