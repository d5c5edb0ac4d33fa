import BackGestureEngine
import BackGestureModel

/// What the lockstep runs beside the oracle: the reference engine driven by a policy, or
/// an app's own objects.
///
/// A value of closures, so the lockstep needs to know neither kind: ``apply`` steps it,
/// ``probe`` runs extra steps on a copy of the state so far (the liveness probes of
/// invariant 8), and ``label`` names it in messages.
package struct Subject {
  /// How messages name the subject: `engine` or `app`.
  package var label: String
  /// The observables before any step.
  package var initial: Snapshot
  /// Whether the subject is an app's objects, whose snapshots are compared with the
  /// oracle's through ``Snapshot/appProjection``.
  package var isApp: Bool
  /// Applies a step; the observables after it, or why the step cannot be applied.
  package var apply: (Step) -> Result<Snapshot, SubjectError>
  /// Runs steps on a copy of the state after the steps applied so far and returns the
  /// observables after the last; `nil` when the copy cannot run them. The flag says the
  /// run is over (the last probe at quiescence): the subject may then run the steps on
  /// itself instead of a copy.
  package var probe: ([Step], _ runIsOver: Bool) -> Snapshot?

  /// Creates a subject.
  package init(
    label: String, initial: Snapshot, isApp: Bool,
    apply: @escaping (Step) -> Result<Snapshot, SubjectError>,
    probe: @escaping ([Step], _ runIsOver: Bool) -> Snapshot?
  ) {
    self.label = label
    self.initial = initial
    self.isApp = isApp
    self.apply = apply
    self.probe = probe
  }

  /// The reference engine on a world, driven by a policy, with fault switches.
  package static func engine(
    _ world: World, policy: any BackGesturePolicy, faults: EngineFaults = []
  ) -> Subject {
    let box = EngineBox(ReferenceEngine(world: world, policy: policy, faults: faults))
    return Subject(
      label: "engine", initial: box.engine.snapshot, isApp: false,
      apply: { step in
        Result { () throws(EngineError) in try box.engine.apply(step) }
          .mapError { SubjectError(description: $0.description) }
      },
      probe: { steps, _ in
        var copy = box.engine.branched()
        var last = copy.snapshot
        for step in steps {
          guard let snapshot = try? copy.apply(step) else { return nil }
          last = snapshot
        }
        return last
      })
  }
}

/// Why a subject cannot apply a step.
package struct SubjectError: Error, CustomStringConvertible {
  /// The subject's own message, such as `invalid step: finger 2 is not down`.
  package var description: String

  /// Creates an error.
  package init(description: String) {
    self.description = description
  }
}

/// The engine the closures of a subject share.
private final class EngineBox {
  var engine: ReferenceEngine

  init(_ engine: ReferenceEngine) {
    self.engine = engine
  }
}

extension Snapshot {
  /// What an app's snapshot is compared with the oracle's on (section 14): every
  /// observable but the ones UIKit leaves to the app or decides in its own way.
  ///
  /// The reasons of refused attempts are dropped (an app's delegate refuses without
  /// naming a rule of the spec, and a disabled recognizer refuses nothing), recognizers
  /// read only as recognizing (`began`, `changed`) or not, and the app's own navigation
  /// state and faults are left to invariants 11 and 12.
  package var appProjection: Snapshot {
    var copy = self
    copy.outcomes = EventLog(
      outcomes.filter {
        if case .swipe(.refused) = $0 { return false }
        return true
      })
    copy.pan = Self.project(pan)
    copy.edge = Self.project(edge)
    copy.faults = []
    for index in copy.containers.indices { copy.containers[index].believedStack = nil }
    return copy
  }

  private static func project(_ state: RecognizerState) -> RecognizerState {
    state == .began || state == .changed ? state : .possible
  }
}
