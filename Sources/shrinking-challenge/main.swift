// CFuzzerEntry is imported to be linked: libFuzzer's entry point, weak and empty, so
// `swift build -Xswiftc -sanitize=fuzzer` links this executable too (docs/Fuzzing.md).
import CFuzzerEntry
import Foundation
import ShrinkingChallenge

/// The Shrinking Challenge benchmark: every problem over many seeds.
///
/// Usage: `shrinking-challenge [--seeds N] [--json] [--problem NAME]`
/// Prints an error to standard error and exits with status 2.
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("error: \(message)\n".utf8))
  exit(2)
}

var seeds = 100
var json = false
var only: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--seeds":
    guard let text = arguments.next(), let count = Int(text), count > 0 else {
      fail("--seeds needs a positive whole number")
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
    fail("unknown argument \(argument); see --help")
  }
}

let problems = ShrinkingChallenge.all.filter { only == nil || $0.name == only }
if problems.isEmpty {
  let names = ShrinkingChallenge.all.map(\.name).joined(separator: ", ")
  fail("no problem named \(only ?? ""); the problems are \(names)")
}
let summaries = problems.map { ChallengeSummary(problem: $0, seeds: seeds) }
print(json ? ChallengeSummary.json(summaries) : ChallengeSummary.table(summaries, seeds: seeds))
