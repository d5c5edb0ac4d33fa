/// An error a property throws to say that it does not hold.
///
/// ```swift
/// guard list.reversed() == list else {
///   throw PropertyFailure("reversing changed the list")
/// }
/// ```
public struct PropertyFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong, in words.
  public var message: String
  /// The file that threw the failure.
  public var fileID: String
  /// The line that threw the failure.
  public var line: Int
  /// What identifies this way of failing, when the place it was thrown does not: a
  /// shrunk counterexample must fail with the same origin as the one found.
  public var origin: String?
  /// A full account of the failure, counterexample included, written by a property that
  /// knows how its values read best; the report shows it in place of the rendered
  /// counterexample and the error.
  public var explanation: String?

  /// Creates a failure, remembering where it was thrown.
  ///
  /// - Parameters:
  ///   - message: What went wrong, in words.
  ///   - origin: What identifies this way of failing, such as the broken rule and the
  ///     first value that was wrong; `nil` to identify it by the place it was thrown.
  ///   - explanation: The account the report shows in place of the counterexample and
  ///     the error; `nil` for those two.
  ///   - fileID: The file it was thrown from; leave the default.
  ///   - line: The line it was thrown from; leave the default.
  public init(
    _ message: String, origin: String? = nil, explanation: String? = nil,
    fileID: String = #fileID, line: Int = #line
  ) {
    self.message = message
    self.origin = origin
    self.explanation = explanation
    self.fileID = fileID
    self.line = line
  }

  /// The text shown to a person.
  public var description: String { message }
}
