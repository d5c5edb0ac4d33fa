/// What identifies the way a case fails, so shrinking keeps the same bug.
///
/// A candidate only replaces the current counterexample when it fails with
/// an equal signature. The signature of a ``PropertyFailure`` is its origin
/// when it has one, otherwise its source location, so its message may mention
/// values; any other error is identified by its type alone.
public struct FailureSignature: Sendable, Hashable, CustomStringConvertible {
  /// A readable form of the signature.
  public var description: String

  /// Creates a signature from its readable form.
  public init(_ description: String) {
    self.description = description
  }

  /// Returns the signature of an error thrown by a property.
  public init(of error: any Error) {
    if let failure = error as? PropertyFailure, let origin = failure.origin {
      self.init("PropertyFailure: \(origin)")
    } else if let failure = error as? PropertyFailure {
      self.init("PropertyFailure at \(failure.fileID):\(failure.line)")
    } else {
      self.init(String(reflecting: type(of: error)))
    }
  }
}
