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

  /// Creates a failure, remembering where it was thrown.
  public init(_ message: String, fileID: String = #fileID, line: Int = #line) {
    self.message = message
    self.fileID = fileID
    self.line = line
  }

  /// The text shown to a person.
  public var description: String { message }
}
