/// Turns a property result into the text a person reads.
///
/// Rendering is kept apart from running: the runner returns a
/// ``PropertyResult`` and this renders it, so test frameworks, command-line
/// tools and fuzz harnesses all print the same message.
///
/// A failure reads:
///
/// ```text
/// Property "reverse" failed after 4 cases.
///
/// Minimal counterexample:
///   [0, 1]
/// Error: reversing changed the list
///
/// Shrunk from 13 choices to 5 with 6 improvements, 48 evaluations.
/// Original counterexample:
///   [-3, 7, 7, 0]
/// Seed: 42 (PROPERTY_SEED=42 reruns every case)
/// Replay: PROPERTY_REPLAY=1-3f0c2a-04g20g swift test --filter reverse
/// ```
///
/// A ``PropertyFailure`` with an explanation has it shown in place of the minimal
/// counterexample and the error.
public enum PropertyReport {
  /// The longest rendering of a value shown before it is cut short.
  public static let maximumRenderingLength = 2_000

  /// Returns the message for a result that did not pass, or `nil` if it passed.
  ///
  /// - Parameters:
  ///   - result: The result to render.
  ///   - testFilter: What to pass to `swift test --filter` to rerun the
  ///     property's test; the property's name by default.
  public static func message<Value>(
    for result: PropertyResult<Value>, testFilter: String? = nil
  ) -> String? {
    let name = "Property \"\(result.name)\""
    let seed =
      "Seed: \(result.seed) (\(PropertyConfiguration.Variable.seed)=\(result.seed) reruns every case)"
    let filter = testFilter ?? result.name
    switch result.outcome {
    case .passed:
      return nil
    case .failed(let failure):
      var lines: [String] = []
      if result.statistics.isReplay {
        lines.append("\(name) failed when replaying \(PropertyConfiguration.Variable.replay).")
      } else {
        lines.append("\(name) failed after \(cases(failure.caseNumber)).")
      }
      lines.append("")
      if let explanation = failure.explanation {
        lines.append(explanation)
      } else {
        lines.append("Minimal counterexample:")
        lines.append(indented(failure.minimal.rendering))
        lines.append("Error: \(failure.error)")
      }
      lines.append("")
      if !result.statistics.isReplay {
        lines.append(
          "Shrunk from \(count(failure.original.choices.count, "choice")) to "
            + "\(failure.minimal.choices.count) with \(count(failure.improvements, "improvement")), "
            + "\(count(failure.evaluations, "evaluation")).")
        if let limit = failure.limitReached { lines.append(warning(limit)) }
        lines.append("Original counterexample:")
        lines.append(indented(failure.original.rendering))
      }
      lines.append(seed)
      lines.append(replayLine(failure.replayToken, filter: filter))
      return lines.joined(separator: "\n")
    case .flaky(let failure):
      return [
        "\(name) is flaky: case \(failure.caseNumber) failed, then passed when run again with the same choices.",
        "",
        "Counterexample:",
        indented(failure.minimal.rendering),
        "Error: \(failure.error)",
        "",
        "The property depends on something besides its input, such as time, shared state or randomness.",
        seed,
        replayLine(failure.replayToken, filter: filter),
      ].joined(separator: "\n")
    case .gaveUp:
      let statistics = result.statistics
      let total = statistics.cases + statistics.rejected
      var lines = [
        "\(name) gave up: filters rejected \(statistics.rejected) of \(total) cases "
          + "(\(statistics.rejectionPercent)%), leaving \(count(statistics.cases, "valid case"))."
      ]
      let filters = statistics.rejectionsByFilter.sorted {
        $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key
      }
      for (location, rejected) in filters {
        lines.append("  the filter at \(location) rejected \(cases(rejected))")
      }
      lines.append("Generate valid values directly or loosen the filter.")
      lines.append(seed)
      return lines.joined(separator: "\n")
    case .coverageNotMet(let shortfalls):
      let total = result.statistics.cases
      var lines = ["\(name) did not reach its coverage floors in \(cases(total)):"]
      for shortfall in shortfalls {
        lines.append(
          "  \(shortfall.label): \(cases(shortfall.count)) (\(percent(shortfall.count, of: total))%), "
            + "needs at least \(shortfall.floor)")
      }
      lines.append(seed)
      return lines.joined(separator: "\n")
    case .invalidConfiguration(let message):
      return "\(name) could not run: \(message)"
    }
  }

  /// Returns the label counts of a run, one line per label, sorted by label.
  public static func statistics<Value>(for result: PropertyResult<Value>) -> String {
    let statistics = result.statistics
    var lines = [
      "Property \"\(result.name)\" checked \(cases(statistics.cases)); "
        + "filters rejected \(statistics.rejected) (\(statistics.rejectionPercent)%)."
    ]
    for (label, count) in statistics.labelCounts.sorted(by: { $0.key < $1.key }) {
      lines.append("  \(label): \(cases(count)) (\(percent(count, of: statistics.cases))%)")
    }
    return lines.joined(separator: "\n")
  }

  static func replayLine(_ token: ReplayToken, filter: String) -> String {
    "Replay: \(PropertyConfiguration.Variable.replay)=\(token) swift test --filter \(filter)"
  }

  static func warning(_ limit: ShrinkBudget.Limit) -> String {
    let budget: String
    switch limit {
    case .evaluations(let evaluations): budget = count(evaluations, "evaluation")
    case .duration(let duration): budget = count(Int(duration.components.seconds), "second")
    }
    return
      "Warning: shrinking stopped at its budget of \(budget); a smaller counterexample may exist."
  }

  static func cases(_ number: Int) -> String { count(number, "case") }

  static func count(_ number: Int, _ noun: String) -> String {
    number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
  }

  static func percent(_ part: Int, of total: Int) -> Int {
    total == 0 ? 0 : part * 100 / total
  }

  static func indented(_ rendering: String) -> String {
    var text = rendering
    if text.count > maximumRenderingLength {
      let hidden = text.count - maximumRenderingLength
      text = String(text.prefix(maximumRenderingLength)) + "… (\(hidden) more characters)"
    }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { "  " + $0 }.joined(separator: "\n")
  }
}
