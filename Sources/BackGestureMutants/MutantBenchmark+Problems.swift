import BackGestureModel

extension MutantBenchmark {
  /// What the shrinker promises and did not hold, one message each; empty when the
  /// median shrunk counterexample has no more steps and no more screens than the
  /// hand-written one and every shrunk counterexample is 1-minimal in its parts and its
  /// numbers.
  ///
  /// `backgesture bench` fails on any of them (and on a seed that missed the mutant); the
  /// test suite's debug run over three seeds fails on the minimality ones:
  ///
  /// ```text
  /// M16 cancel leaves the revealed screen's bar style: median 3 screens shrunk, 2 hand-written; per seed [3, 2, 3]
  /// ```
  package var shrinkingProblems: [String] { medianProblems + minimalityProblems }

  /// The medians above the hand-written counterexample's steps or screens, one message
  /// each: a statistic of many seeds (the bench's twenty), not of a few.
  package var medianProblems: [String] {
    var problems: [String] = []
    let name = mutant.description
    if medianShrunkSteps > handWrittenSteps {
      let steps = findings.map(\.shrunkSteps)
      problems.append(
        "\(name): median \(medianShrunkSteps) steps shrunk, \(handWrittenSteps) hand-written; per seed \(steps)"
      )
    }
    if medianShrunkScreens > handWrittenScreens {
      let screens = findings.map(\.shrunkScreens)
      problems.append(
        "\(name): median \(medianShrunkScreens) screens shrunk, \(handWrittenScreens) hand-written; per seed \(screens)"
      )
    }
    return problems
  }

  /// The shrunk counterexamples that are not 1-minimal, in their parts or in their
  /// numbers, one message per kind; each seed's counterexample answers for itself.
  package var minimalityProblems: [String] {
    var problems: [String] = []
    // 1-minimal in its parts: taking out any one part, or resetting any one setting,
    // makes each counterexample pass, fail another way (the shrinker keeps the failure
    // it found) or become an invalid scenario.
    problems += report(\.idleParts, "keep a part that plays no role") { finding in
      let parts = finding.idleParts.map(\.description).joined(separator: ", ")
      return "taking out any one of \(parts) still fails the same way"
    }
    // Canonical numbers: each time, leading distance and height one lower no longer
    // fails the same way.
    problems += report(\.lowerableValues, "keep a number above the smallest that fails") {
      finding in
      let values = finding.lowerableValues.map(\.description).joined(separator: ", ")
      return "\(values) one lower still fails the same way"
    }
    return problems
  }

  /// One message for the counterexamples that keep something a 1-minimal one would not,
  /// each with its seed, what it keeps and its scenario; none when every one is minimal.
  private func report<Kept>(
    _ kept: KeyPath<MutantHunt.Finding, [Kept]>, _ what: String,
    _ line: (MutantHunt.Finding) -> String
  ) -> [String] {
    let offending = campaigns.compactMap { campaign in
      campaign.finding.flatMap { $0[keyPath: kept].isEmpty ? nil : (campaign.seed, $0) }
    }
    guard !offending.isEmpty else { return [] }
    let report = offending.map { seed, finding in
      "seed \(seed): \(line(finding))\n" + finding.minimal.scenarioText
    }
    return [
      "\(mutant.description): \(offending.count) counterexamples \(what)\n\(report.joined(separator: "\n"))"
    ]
  }
}
