import BackGestureApps
import BackGestureEngine
import BackGestureInvariants
import BackGestureModel
import BackGestureRunner

/// What `backgesture prove` checks: the reference engine driven by a policy, or an app's
/// own objects on the mirror, each judged by a preset.
///
/// A value of closures, as ``Subject`` is: ``subject`` starts what is checked on a
/// world, and ``check`` runs one whole scenario the way `backgesture check` does, which
/// the counterexample's shrinking uses.
package struct ProveTarget {
  /// How the report names what was checked, such as `the engine with mutant M1`.
  package var label: String
  /// The preset the runs are judged by; `nil` for none.
  package var judgedBy: Preset?
  /// Starts what is checked on a world.
  package var subject: (World) -> Subject
  /// Checks one scenario from its start.
  package var check: (Scenario) -> CheckReport
  /// Whether worlds may be searched on several threads at once: true for the engine,
  /// whose states are values; false for an app's objects, which live on the main actor.
  package var isThreadSafe: Bool

  /// Creates a target.
  package init(
    label: String, judgedBy: Preset?, subject: @escaping (World) -> Subject,
    check: @escaping (Scenario) -> CheckReport, isThreadSafe: Bool
  ) {
    self.label = label
    self.judgedBy = judgedBy
    self.subject = subject
    self.check = check
    self.isThreadSafe = isThreadSafe
  }

  /// The reference engine driven by a policy, judged by `preset`, with fault switches.
  package static func engine(
    policy: any BackGesturePolicy, judgedBy preset: Preset?, faults: EngineFaults = [],
    label: String = "the reference engine"
  ) -> ProveTarget {
    ProveTarget(
      label: label, judgedBy: preset,
      subject: { .engine($0, policy: policy, faults: faults) },
      check: { scenario in
        Lockstep.check(scenario, policy: policy, judgedBy: preset, faults: faults)
      }, isThreadSafe: true)
  }

  /// The reference engine on a preset's own policy.
  package static func preset(_ preset: Preset) -> ProveTarget {
    engine(policy: GesturePolicy.preset(preset), judgedBy: preset)
  }

  /// An app's own objects on the mirror, judged by the preset the app follows. Its
  /// objects keep state a snapshot does not show, so the search merges no two states.
  @MainActor
  package static func app(_ app: some BackGestureApp, label: String) -> ProveTarget {
    ProveTarget(
      label: label, judgedBy: app.follows,
      subject: { world in MainActor.assumeIsolated { MainActorBound(Subject.app(world, app)) }.value
      },
      check: { scenario in MainActor.assumeIsolated { ScenarioCheck.run(scenario, app: app) } },
      isThreadSafe: false)
  }
}

/// A value made on the main actor and used there only, handed out of
/// `MainActor.assumeIsolated`.
private struct MainActorBound<Value>: @unchecked Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
