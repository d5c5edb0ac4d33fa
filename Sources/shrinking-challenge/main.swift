import Foundation
import ShrinkingChallenge

/// The Shrinking Challenge benchmark: every problem over many seeds.
///
/// Usage: `shrinking-challenge [--seeds N] [--json] [--problem NAME]`
var seeds = 100
var json = false
var only: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--seeds":
    guard let text = arguments.next(), let count = Int(text), count > 0 else {
      print("error: --seeds needs a positive whole number")
      exit(2)
    }
    seeds = count
  case "--json":
    json = true
  case "--problem":
    only = arguments.next()
  case "--help", "-h":
    print("usage: shrinking-challenge [--seeds N] [--json] [--problem NAME]")
    exit(0)
  default:
    print("error: unknown argument \(argument); see --help")
    exit(2)
  }
}

let problems = ShrinkingChallenge.all.filter { only == nil || $0.name == only }
let summaries = problems.map { ChallengeSummary(problem: $0, seeds: seeds) }
print(json ? ChallengeSummary.json(summaries) : ChallengeSummary.table(summaries, seeds: seeds))
