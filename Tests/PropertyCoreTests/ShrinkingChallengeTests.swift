import ShrinkingChallenge
import Testing

@Suite struct ShrinkingChallengeTests {
  static let seeds = 500

  @Test("Every seed normalises to the smallest counterexample", arguments: ShrinkingChallenge.all.map(\.name))
  func normalises(problem name: String) throws {
    let problem = try #require(ShrinkingChallenge.all.first { $0.name == name })
    var wrong: [UInt64: String] = [:]
    for seed in 0..<UInt64(Self.seeds) {
      let run = problem.run(seed: seed)
      if run.answer != problem.expected { wrong[seed] = run.answer ?? "(none found)" }
    }
    #expect(wrong.isEmpty, "\(name): \(wrong.count) of \(Self.seeds) seeds missed \(problem.expected): \(wrong)")
  }

  @Test("Calculator expressions render with parentheses around nested operations")
  func calculatorRendering() {
    typealias Expression = ShrinkingChallenge.Expression
    let expression = Expression.divide(.literal(0), .add(.literal(0), .literal(0)))
    #expect(expression.description == "0 / (0 + 0)")
    #expect(expression.evaluate() == nil)
    #expect(!expression.dividesByLiteralZero)
  }
}
