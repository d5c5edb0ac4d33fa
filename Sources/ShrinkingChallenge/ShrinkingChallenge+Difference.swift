import PropertyCore

/// The three difference problems over two positive integers.
extension ShrinkingChallenge {
  static let positivePair = Gen.zip(Gen.int(in: 1...Int.max), Gen.int(in: 1...Int.max))

  static func render(_ pair: (Int, Int)) -> String {
    "[\(pair.0), \(pair.1)]"
  }

  /// The first is below 10 or the two differ.
  public static let differenceMustNotBeZero = ChallengeProblem(
    name: "difference_must_not_be_zero", expected: "[10, 10]",
    generator: positivePair, render: render
  ) { first, second in
    guard first < 10 || first != second else {
      throw PropertyFailure("the difference is zero")
    }
  }

  /// The first is below 10 or the two are more than 4 apart or equal.
  public static let differenceMustNotBeSmall = ChallengeProblem(
    name: "difference_must_not_be_small", expected: "[10, 6]",
    generator: positivePair, render: render
  ) { first, second in
    let difference = first > second ? first - second : second - first
    guard first < 10 || !(1...4).contains(difference) else {
      throw PropertyFailure("the difference is between 1 and 4")
    }
  }

  /// The first is below 10 or the two are not 1 apart.
  public static let differenceMustNotBeOne = ChallengeProblem(
    name: "difference_must_not_be_one", expected: "[10, 9]",
    generator: positivePair, render: render
  ) { first, second in
    let difference = first > second ? first - second : second - first
    guard first < 10 || difference != 1 else {
      throw PropertyFailure("the difference is one")
    }
  }
}
