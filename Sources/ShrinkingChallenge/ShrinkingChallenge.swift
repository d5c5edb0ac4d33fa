import PropertyCore

/// The Shrinking Challenge problems, in the challenge's order.
///
/// Each is a false property with a known smallest counterexample; a shrinker
/// normalises a problem when every seed ends at that counterexample.
public enum ShrinkingChallenge {
  /// Every problem, in a stable order.
  public static let all: [ChallengeProblem] = [
    reverse, lengthList, bound5, largeUnionList, nestedLists, calculator,
    differenceMustNotBeZero, differenceMustNotBeSmall, differenceMustNotBeOne,
    coupling, deletion, distinct, binHeap,
  ]

  /// Renders a list the way Swift prints arrays.
  static func render(_ list: [Int]) -> String {
    "[" + list.map(String.init).joined(separator: ", ") + "]"
  }

  /// Any `Int`, shrinking towards zero.
  static let anyInt = Gen.int(in: Int.min...Int.max)
}
