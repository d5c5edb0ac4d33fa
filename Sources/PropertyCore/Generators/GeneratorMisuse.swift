/// The error a generator built from arguments it cannot draw from throws when drawn.
///
/// Generators check their arguments (an empty collection to pick from, an empty
/// or negative count range, a range wider than a choice can hold) when they are
/// made, but report a problem only when they are drawn from. The runner turns
/// it into a result that says what is wrong (``PropertyResult/Outcome/invalidConfiguration(_:)``)
/// instead of stopping the test process.
public struct GeneratorMisuse: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong with the generator's arguments, in words.
  public var description: String

  /// Creates a misuse with a message naming the generator and its argument.
  public init(_ description: String) {
    self.description = description
  }
}

extension Generator {
  /// Returns a generator that throws the misuse whenever it is drawn from.
  static func misuse(_ message: String) -> Generator {
    let error = GeneratorMisuse(message)
    return Generator { _ in throw error }
  }
}
