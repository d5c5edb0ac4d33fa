import Foundation

/// The benchmark figures of one problem over many seeds.
public struct ChallengeSummary: Sendable, Hashable {
  /// The problem's name.
  public var name: String
  /// The seeds run.
  public var seeds: Int
  /// Seeds that ended at the expected smallest counterexample.
  public var normalised: Int
  /// Each distinct final answer with the number of seeds ending there.
  public var answers: [String: Int]
  /// Shrink evaluations per seed, sorted.
  public var evaluations: [Int]
  /// Candidates generated while shrinking, summed over the seeds.
  public var generations: Int
  /// Seeds on which a shrink budget was reached.
  public var budgetHits: Int

  /// Runs the problem on seeds `0..<seeds` and summarises the runs.
  public init(problem: ChallengeProblem, seeds: Int) {
    name = problem.name
    self.seeds = seeds
    answers = [:]
    evaluations = []
    generations = 0
    normalised = 0
    budgetHits = 0
    for seed in 0..<UInt64(seeds) {
      let run = problem.run(seed: seed)
      answers[run.answer ?? "(no counterexample found)", default: 0] += 1
      if run.answer == problem.expected { normalised += 1 }
      if run.limitReached { budgetHits += 1 }
      evaluations.append(run.evaluations)
      generations += run.generations
    }
    evaluations.sort()
  }

  /// The smallest evaluation count.
  public var minimum: Int { evaluations.first ?? 0 }
  /// The median evaluation count (the lower one for an even number of seeds).
  public var median: Int { evaluations.isEmpty ? 0 : evaluations[(evaluations.count - 1) / 2] }
  /// The largest evaluation count.
  public var maximum: Int { evaluations.last ?? 0 }
  /// The mean evaluation count, rounded down.
  public var mean: Int { evaluations.isEmpty ? 0 : evaluations.reduce(0, +) / evaluations.count }
  /// The mean number of candidates generated per seed, rounded down.
  public var meanGenerations: Int { seeds == 0 ? 0 : generations / seeds }
  /// The share of seeds normalised, as a whole percentage rounded down.
  public var percent: Int { seeds == 0 ? 0 : normalised * 100 / seeds }
}

extension ChallengeSummary {
  /// Renders summaries as a Markdown table.
  public static func table(_ summaries: [ChallengeSummary], seeds: Int) -> String {
    var lines = [
      "Shrinking Challenge, \(seeds) seeds per problem",
      "",
      "| problem | normalised | distinct answers | evaluations min / median / max | mean "
        + "| candidates generated (mean) |",
      "|---|---|---|---|---|---|",
    ]
    for summary in summaries {
      lines.append(
        "| \(summary.name) | \(summary.normalised)/\(summary.seeds) (\(summary.percent)%) "
          + "| \(summary.answers.count) | \(summary.minimum) / \(summary.median) / \(summary.maximum) "
          + "| \(summary.mean) | \(summary.meanGenerations) |")
    }
    for summary in summaries where summary.answers.count > 1 || summary.budgetHits > 0 {
      lines.append("")
      lines.append("\(summary.name): \(summary.budgetHits) seeds reached a shrink budget")
      for (answer, count) in summary.answers.sorted(by: { $0.value > $1.value }) {
        lines.append("  \(count) × \(answer)")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// Renders summaries as a JSON array, one object per problem, as `JSONEncoder` writes
  /// it: keys sorted, two-space indentation.
  public static func json(_ summaries: [ChallengeSummary]) -> String {
    let problems = summaries.map { summary in
      JSONProblem(
        problem: summary.name, seeds: summary.seeds, normalised: summary.normalised,
        distinct: summary.answers.count,
        evaluations: JSONProblem.Evaluations(
          min: summary.minimum, median: summary.median, max: summary.maximum, mean: summary.mean),
        meanGenerations: summary.meanGenerations,
        budgetHits: summary.budgetHits,
        answers: summary.answers.sorted { $0.key < $1.key }.map {
          JSONProblem.Answer(answer: $0.key, seeds: $0.value)
        })
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    do {
      return String(decoding: try encoder.encode(problems), as: UTF8.self)
    } catch {
      preconditionFailure("integers and strings always encode: \(error)")
    }
  }
}

/// One problem's summary as the JSON report spells it.
struct JSONProblem: Encodable {
  /// The problem's name.
  var problem: String
  /// The seeds run.
  var seeds: Int
  /// Seeds that ended at the expected smallest counterexample.
  var normalised: Int
  /// The number of distinct final answers.
  var distinct: Int
  /// Shrink evaluations per seed.
  var evaluations: Evaluations
  /// The mean number of candidates generated per seed, rounded down.
  var meanGenerations: Int
  /// Seeds on which a shrink budget was reached.
  var budgetHits: Int
  /// Each distinct final answer, sorted, with the number of seeds ending there.
  var answers: [Answer]

  /// The smallest, median, largest and mean (rounded down) evaluation counts.
  struct Evaluations: Encodable {
    var min: Int
    var median: Int
    var max: Int
    var mean: Int
  }

  /// A final answer and the number of seeds ending there.
  struct Answer: Encodable {
    var answer: String
    var seeds: Int
  }
}
