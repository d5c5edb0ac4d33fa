import ShrinkingChallenge

let seeds = 20
for problem in ShrinkingChallenge.all {
  var answers: [String: Int] = [:]
  var evaluations: [Int] = []
  for seed in 0..<UInt64(seeds) {
    let run = problem.run(seed: seed)
    answers[run.answer ?? "<none>", default: 0] += 1
    evaluations.append(run.evaluations)
  }
  evaluations.sort()
  print(problem.name, answers[problem.expected] ?? 0, answers.count, evaluations.first!, evaluations[seeds / 2], evaluations.last!)
  for (answer, count) in answers where answer != problem.expected { print("   ", count, answer) }
}
