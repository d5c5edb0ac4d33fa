import Foundation
import ShrinkingChallenge
import Testing

@Suite struct ShrinkingChallengeTests {
  /// The seeds per problem: 500 in the long checks (`BACKGESTURE_LONG_CHECKS=1`, which CI
  /// runs on a release build, as docs/ShrinkingChallenge.md reports), the first 100 in a
  /// plain `swift test`.
  static let seeds =
    ProcessInfo.processInfo.environment["BACKGESTURE_LONG_CHECKS"] == "1" ? 500 : 100

  @Test(
    "Every seed normalises to the smallest counterexample",
    arguments: ShrinkingChallenge.all.map(\.name))
  func normalises(problem name: String) throws {
    let problem = try #require(ShrinkingChallenge.all.first { $0.name == name })
    var wrong: [UInt64: String] = [:]
    for seed in 0..<UInt64(Self.seeds) {
      let run = problem.run(seed: seed)
      if run.answer != problem.expected { wrong[seed] = run.answer ?? "(none found)" }
    }
    #expect(
      wrong.isEmpty,
      "\(name): \(wrong.count) of \(Self.seeds) seeds missed \(problem.expected): \(wrong)")
  }

  @Test("Calculator expressions render with parentheses around nested operations")
  func calculatorRendering() {
    typealias Expression = ShrinkingChallenge.Expression
    let expression = Expression.divide(.literal(0), .add(.literal(0), .literal(0)))
    #expect(expression.description == "0 / (0 + 0)")
    #expect(expression.evaluate() == nil)
    #expect(!expression.dividesByLiteralZero)
  }

  @Test("The JSON report keeps its keys, whole numbers and any answer text")
  func jsonReport() throws {
    let problem = try #require(ShrinkingChallenge.all.first { $0.name == "reverse" })
    var summary = ChallengeSummary(problem: problem, seeds: 3)
    let odd = "a \"quoted\" \\ answer/with\na line break and \u{1} a control character"
    summary.answers[odd] = 1
    let text = ChallengeSummary.json([summary])
    let objects = try #require(
      JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    #expect(objects.count == 1)
    let object = try #require(objects.first)
    #expect(
      Set(object.keys) == [
        "problem", "seeds", "normalised", "distinct", "evaluations", "meanGenerations",
        "budgetHits", "answers",
      ])
    #expect(object["problem"] as? String == "reverse")
    #expect(object["seeds"] as? Int == 3)
    #expect(object["distinct"] as? Int == 2)
    let evaluations = try #require(object["evaluations"] as? [String: Int])
    #expect(
      evaluations == [
        "min": summary.minimum, "median": summary.median, "max": summary.maximum,
        "mean": summary.mean,
      ])
    let answers = try #require(object["answers"] as? [[String: Any]])
    #expect(answers.map { $0["answer"] as? String } == summary.answers.keys.sorted())
    #expect(!text.contains("."), "every number is a whole number")
  }
}
