import BackGestureInvariants
import BackGestureModel

/// The account of a failed check that a person reads first, in this order: what a user
/// would see, the invariant and where it broke, the scenario with the step that breaks
/// it marked, then what went wrong with the cause first.
///
/// ```text
/// The swipe popped the root screen.
/// invariant 1 (the root is never popped and no gesture begins with one screen) broken after step 2 '@32 move 1 to 16,422'
///
/// Minimal counterexample:
///   …
///   @32 move 1 to 16,422    # <- breaks it
///
/// What went wrong, cause first:
///   an interactive pop began with one screen
/// ```
package enum FailureExplanation {
  /// The mark after the step that breaks the invariant.
  static let mark = "    # <- breaks it"
  /// The mark after the last step when the invariant broke once everything settled.
  static let settledMark = "    # <- breaks it once everything settles"

  /// Returns the account of a failure found on a scenario.
  package static func text(_ failure: CheckFailure, in scenario: Scenario) -> String {
    var lines = [failure.headline, failure.message, "", "Minimal counterexample:"]
    lines += marked(scenario, failure).map { $0.isEmpty ? "" : "  " + $0 }
    if lines.last == "" { lines.removeLast() }
    if !failure.detail.isEmpty {
      lines += ["", "What went wrong, cause first:"]
      lines += failure.detail.split(separator: "\n").map { "  " + $0 }
    }
    return lines.joined(separator: "\n")
  }

  /// The mark after the last step before work the app deferred that breaks the invariant.
  static func deferredWorkMark(at time: Substring) -> String {
    "    # <- then the app's deferred work at @\(time) breaks it"
  }

  /// The scenario's lines, the step that breaks the invariant marked: the step at the
  /// failure's index, or the last step when it broke once everything settled; when the
  /// app's deferred work broke it ([U26]), the last step before that work.
  static func marked(_ scenario: Scenario, _ failure: CheckFailure) -> [String] {
    var lines = scenario.scenarioText.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    let steps = scenario.steps
    guard !steps.isEmpty, !failure.message.contains("at the start") else { return lines }
    var index = min(failure.stepIndex, steps.count - 1)
    var mark = failure.stepIndex < steps.count ? Self.mark : settledMark
    if let time = deferredWorkTime(in: failure.message) {
      // The work ran before the step at the failure's index: after the one before it.
      guard failure.stepIndex > 0 else { return lines }
      index = min(failure.stepIndex - 1, steps.count - 1)
      mark = deferredWorkMark(at: time)
    }
    // The steps are printed in order after `steps:`, one a line.
    guard var line = lines.firstIndex(of: "steps:") else { return lines }
    var found = -1
    while line + 1 < lines.count, found < index {
      line += 1
      if lines[line] == steps[found + 1].scenarioText { found += 1 }
    }
    if found == index { lines[line] += mark }
    return lines
  }

  /// The time in a headline that names the app's deferred work, `850` in "after the app's
  /// deferred work at @850, before step 6".
  static func deferredWorkTime(in message: String) -> Substring? {
    guard let range = message.range(of: "after the app's deferred work at @") else { return nil }
    let digits = message[range.upperBound...].prefix(while: \.isNumber)
    return digits.isEmpty ? nil : digits
  }
}
