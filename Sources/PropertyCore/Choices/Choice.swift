/// One recorded decision of a generator: what was asked and what was answered.
///
/// Every value a ``Generator`` produces is decided by a sequence of choices.
/// The shrinker edits that sequence, never the value itself, so every shrunk
/// value is one the generator could have produced.
public struct Choice: Sendable, Hashable {
  /// The question that was asked: its kind and constraints.
  public var kind: Kind

  /// The answer: an integer inside the kind's range (booleans are 0 or 1).
  public var value: Int64

  /// Creates a choice of the given kind and value.
  public init(kind: Kind, value: Int64) {
    self.kind = kind
    self.value = value
  }
}

extension Choice {
  /// The kind of a choice together with its constraints.
  public enum Kind: Sendable, Hashable {
    /// An integer in a closed range that shrinks towards a target inside it.
    case integer(ClosedRange<Int64>, target: Int64)
    /// A boolean; `false` is simpler than `true`.
    case boolean
  }
}

extension Choice {
  /// Whether the choice is an integer rather than a boolean.
  var isInteger: Bool {
    if case .integer = kind { return true }
    return false
  }
}

extension Choice.Kind {
  /// The smallest value the kind allows.
  var lowerBound: Int64 {
    switch self {
    case .integer(let range, _): range.lowerBound
    case .boolean: 0
    }
  }

  /// The largest value the kind allows.
  var upperBound: Int64 {
    switch self {
    case .integer(let range, _): range.upperBound
    case .boolean: 1
    }
  }

  /// The simplest value of the kind.
  var target: Int64 {
    switch self {
    case .integer(_, let target): target
    case .boolean: 0
    }
  }

  /// Whether the kind allows the value.
  func contains(_ value: Int64) -> Bool {
    value >= lowerBound && value <= upperBound
  }

  /// Returns the value, clamped into the kind's range.
  func clamp(_ value: Int64) -> Int64 {
    min(max(value, lowerBound), upperBound)
  }
}
