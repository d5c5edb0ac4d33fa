import PropertyCore

/// The calculator problem.
extension ShrinkingChallenge {
  /// An arithmetic expression over integers with addition and division.
  public indirect enum Expression: Sendable, Hashable, CustomStringConvertible {
    /// An integer.
    case literal(Int)
    /// The sum of two expressions.
    case add(Expression, Expression)
    /// The quotient of two expressions.
    case divide(Expression, Expression)

    /// Evaluates the expression, or returns `nil` when it divides by zero.
    public func evaluate() -> Int? {
      switch self {
      case .literal(let value): return value
      case .add(let left, let right):
        guard let l = left.evaluate(), let r = right.evaluate() else { return nil }
        return l &+ r
      case .divide(let left, let right):
        guard let l = left.evaluate(), let r = right.evaluate(), r != 0 else { return nil }
        return l.dividedReportingOverflow(by: r).partialValue
      }
    }

    /// Whether the expression divides by a literal zero somewhere.
    public var dividesByLiteralZero: Bool {
      switch self {
      case .literal: false
      case .add(let left, let right): left.dividesByLiteralZero || right.dividesByLiteralZero
      case .divide(let left, let right):
        right == .literal(0) || left.dividesByLiteralZero || right.dividesByLiteralZero
      }
    }

    /// The text shown to a person.
    public var description: String {
      switch self {
      case .literal(let value): "\(value)"
      case .add(let left, let right): "\(left.nested) + \(right.nested)"
      case .divide(let left, let right): "\(left.nested) / \(right.nested)"
      }
    }

    private var nested: String {
      if case .literal = self { return description }
      return "(\(description))"
    }
  }

  /// Expressions without a literal `x / 0` never divide by zero.
  public static let calculator = ChallengeProblem(
    name: "calculator", expected: "0 / (0 + 0)",
    generator: Gen.recursive(depth: 4, leaf: anyInt.map(Expression.literal)) { child in
      Gen.oneOf(
        Gen.zip(child, child).map(Expression.add),
        Gen.zip(child, child).map(Expression.divide))
    },
    render: { $0.description }
  ) { expression in
    guard expression.dividesByLiteralZero || expression.evaluate() != nil else {
      throw PropertyFailure("evaluation divided by zero")
    }
  }
}
