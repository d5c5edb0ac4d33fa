/// A step that the scenario rules forbid, such as a move of a finger that is not down.
public enum OracleError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The step cannot be applied; the text says why.
  case invalidStep(String)

  /// The reason, as one sentence.
  public var description: String {
    switch self {
    case .invalidStep(let reason): "invalid step: \(reason)"
    }
  }
}
