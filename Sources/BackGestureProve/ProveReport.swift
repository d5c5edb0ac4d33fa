import BackGestureInvariants
import BackGestureModel
import BackGestureRunner

/// What a proof run found: its counts, and the counterexample if there is one ([PV6]).
package struct ProveReport {
  /// The scope explored.
  package var scope: ProveScope
  /// What was checked, such as `the reference engine`.
  package var target: String
  /// The preset the runs were judged by; `nil` for an app that follows none, judged by
  /// the invariants and the liveness probes alone.
  package var judgedBy: Preset?
  /// The worlds searched.
  package var worldsSearched = 0
  /// The distinct states explored, over every world.
  package var states = 0
  /// The steps applied, over every world.
  package var transitions = 0
  /// The largest number of steps of a state explored.
  package var depthReached = 0
  /// The shortest counterexample, shrunk; `nil` when there is none within the scope.
  package var counterexample: Counterexample?

  /// Creates an empty report.
  init(scope: ProveScope, target: String, judgedBy: Preset?) {
    self.scope = scope
    self.target = target
    self.judgedBy = judgedBy
  }

  /// The report as `backgesture prove` prints it on standard output ([PV6]).
  package var text: String {
    var lines = [
      judgedBy.map { "Proving \(target) judged by \($0.rawValue)." }
        ?? "Proving \(target) on \(scope.preset.rawValue)'s scope, judged by the invariants alone."
    ]
    lines += ["Scope:"] + scope.lines.map { "  " + $0 }
    lines += [
      "States explored: \(states)",
      "Transitions: \(transitions)",
      "Depth reached: \(depthReached)",
      "",
    ]
    guard let counterexample else {
      lines.append("PASS: no counterexample within the scope.")
      return lines.joined(separator: "\n") + "\n"
    }
    let steps = counterexample.found.steps.count
    lines.append(
      "FAIL: a counterexample of \(steps) " + (steps == 1 ? "step" : "steps")
        + ", the shortest in the scope, shrunk to \(counterexample.shrunk.steps.count).")
    lines.append("")
    lines.append(FailureExplanation.text(counterexample.failure, in: counterexample.shrunk))
    return lines.joined(separator: "\n") + "\n"
  }
}
