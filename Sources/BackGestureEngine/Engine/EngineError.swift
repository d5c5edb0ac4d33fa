/// An error the engine reports when a step cannot be applied to the current state.
///
/// A rejected step changes nothing: the engine validates a step completely before it
/// advances the clock or touches any state (spec [G1], [F6]).
public enum EngineError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The step contradicts the state, such as a `move` of a finger that is not down.
  case invalidStep(String)

  /// A one-line message, for example `invalid step: finger 2 is not down`.
  public var description: String {
    switch self {
    case .invalidStep(let message): "invalid step: \(message)"
    }
  }
}
