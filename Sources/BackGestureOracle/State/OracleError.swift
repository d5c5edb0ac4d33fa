/// A step that the scenario rules forbid, such as a move of a finger that is not down.
///
/// The oracle refuses four kinds of step ([G1], [T1]): a time earlier than the step
/// before, a finger id outside 1 to 9, a `down` of a finger that is down, and a `move` or
/// `up` of a finger that is not down. An invalid world is no error of the oracle:
/// `Oracle.start(_:)` requires a valid one, as the parser and the generators make them.
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
