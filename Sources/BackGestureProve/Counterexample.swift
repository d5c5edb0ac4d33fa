import BackGestureInvariants
import BackGestureModel

/// The shortest failing scenario a search found, and the same scenario shrunk in its
/// parts ([PV5]).
package struct Counterexample {
  /// The scenario as the search found it: the world and the path of steps.
  package var found: Scenario
  /// The scenario with every part removed whose removal keeps the failure.
  package var shrunk: Scenario
  /// The failure of the shrunk scenario.
  package var failure: CheckFailure

  /// Shrinks a failing scenario by the part deletion of the format: removes a screen, a
  /// setting, a content item, a presentation, a finger's steps or a step while what is
  /// left still parses and fails the same invariant, until no part can go.
  static func shrinking(
    _ scenario: Scenario, failure: CheckFailure, by target: ProveTarget
  ) -> Counterexample {
    var current = scenario
    var currentFailure = failure
    var progress = true
    while progress {
      progress = false
      for part in current.parts {
        let smaller = current.removing(part)
        guard smaller != current,
          (try? Scenario.parse(smaller.scenarioText, file: "counterexample")) != nil,
          let smallerFailure = target.check(smaller).failure, !smallerFailure.invalidScenario,
          smallerFailure.invariant == failure.invariant
        else { continue }
        current = smaller
        currentFailure = smallerFailure
        progress = true
        break
      }
    }
    // The failure as a whole run of the scenario reports it, as `backgesture check` does.
    if let whole = target.check(current).failure { currentFailure = whole }
    current.title = "Counterexample: " + currentFailure.headline
    return Counterexample(found: scenario, shrunk: current, failure: currentFailure)
  }
}
