import BackGestureEngine
import BackGestureInvariants
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
  /// itself instead of a copy. The probes read the recognizers, the transition, the
  /// tracking scroll view and the outcomes only: a copy may leave its callback log empty.
  package var probe: ([Step], _ runIsOver: Bool) -> Snapshot?
  /// An independent copy of the subject in its present state, for a search that
  /// continues one state along several steps; `nil` when the subject cannot be copied.
  package var branch: (() -> Subject)?
  /// What the subject's future depends on beyond its snapshot (its whole state but the
  /// logs and the clock, times made relative); `nil` when it keeps state that cannot be
  /// read, as an app's objects do.
  package var futureKey: (() -> AnyHashable)?
  /// Whether the subject's pan drives UIKit's pop handler (always, for the engine's); an
  /// app's pan that drives its own transition is not held to the direction and fingers
  /// rules (spec section 12, invariant 7).
  package var panDrivesSystemPop: () -> Bool = { true }
  /// Why the system pop hears no touch at rest, when the subject can say (an app's
  /// objects: UIKit's delegate under custom transitions, spec [U9]); it follows a dead
  /// swipe's report.
  package var systemPopHint: () -> String? = { nil }
  /// How the lockstep runs the work an app's code defers as steps of their own
  /// ([U26]); `nil` for a subject whose work never waits (the engine).
  package var deferredWork: DeferredWork?
  /// The liveness probes of the app's own gestures ([L4]) on the state so far: why the
  /// first failed (after the context), or `nil`; `nil` for a subject with none (the
  /// engine).
  package var gestureLiveness: (() -> String?)?

  /// Creates a subject.
  package init(
    label: String, initial: Snapshot, isApp: Bool,
    apply: @escaping (Step) -> Result<Snapshot, SubjectError>,
    probe: @escaping ([Step], _ runIsOver: Bool) -> Snapshot?,
    branch: (() -> Subject)? = nil, futureKey: (() -> AnyHashable)? = nil
  ) {
    self.label = label
    self.initial = initial
    self.isApp = isApp
    self.apply = apply
    self.probe = probe
    self.branch = branch
    self.futureKey = futureKey
  }

  /// The reference engine on a world, driven by a policy, with fault switches.
  package static func engine(
    _ world: World, policy: any BackGesturePolicy, faults: EngineFaults = []
  ) -> Subject {
    engine(ReferenceEngine(world: world, policy: policy, faults: faults))
  }

  /// The reference engine in a given state.
  static func engine(_ engine: ReferenceEngine) -> Subject {
    let box = EngineBox(engine)
    return Subject(
      label: "engine", initial: box.engine.snapshot, isApp: false,
      apply: { step in
        Result { () throws(EngineError) in try box.engine.apply(step) }
          .mapError { SubjectError(description: $0.description) }
      },
      probe: { steps, runIsOver in
        // Only the state after the last step is read, and only what a probe reads: the
        // snapshots of the steps before it are not formed, nor the lists of the last.
        if runIsOver {
          for step in steps {
            do throws(EngineError) { try box.engine.advance(step) } catch { return nil }
          }
          return box.engine.probeSnapshot
        }
        // Arranged once here, the items the probes hit-test are not arranged per copy.
        box.engine.arrangeCurrentItems()
        var copy = box.engine
        copy.branchLogs()
        for step in steps {
          do throws(EngineError) { try copy.advance(step) } catch { return nil }
        }
        return copy.probeSnapshot
      },
      branch: { .engine(box.engine.branched()) },
      futureKey: { AnyHashable(box.engine.futureKey) })
  }
}

/// The hooks through which the lockstep runs the work an app's code deferred to the main
/// queue as steps of their own, so that the checks tell it from what the steps did
/// (spec [U26]).
package struct DeferredWork {
  /// Whether the app's code has deferred any work in the run; until it has, the lockstep
  /// leaves the hooks alone.
  package var defers: () -> Bool
  /// Advances the clock towards a time, stopping before the app's first work due by then;
  /// the observables, and the time of that work (`nil` when none is due and the clock
  /// reached the time).
  package var advance: (Int) -> (Snapshot, Int?)
  /// Runs the work the last ``advance`` stopped before; the observables after it.
  package var run: () -> Snapshot
  /// The work still scheduled: how many pieces and when the first is due; `nil` for none.
  package var pending: () -> (count: Int, next: Int)?

  /// Creates the hooks.
  package init(
    defers: @escaping () -> Bool, advance: @escaping (Int) -> (Snapshot, Int?),
    run: @escaping () -> Snapshot, pending: @escaping () -> (count: Int, next: Int)?
  ) {
    self.defers = defers
    self.advance = advance
    self.run = run
    self.pending = pending
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
  /// The outcomes of attempts that began nothing are dropped: refusals (an app's delegate
  /// refuses without naming a rule of the spec, and a disabled recognizer refuses
  /// nothing) and losses to a scroll view or a control (a disabled recognizer makes no
  /// attempt to lose; who got the touch shows in the scroll views and the transition
  /// all the same). Recognizers
  /// read only as recognizing (`began`, `changed`) or not, and the app's own navigation
  /// state and faults are left to invariants 11 and 12, its own state ([U27]) to
  /// invariants 3 and 5.
  package var appProjection: Snapshot {
    var copy = self
    for field in Field.allCases {
      switch field {
      case .outcomes:
        // Copied only when the projection changes it.
        if outcomes.contains(where: Self.isFailedAttempt) {
          copy.outcomes = EventLog(outcomes.filter { !Self.isFailedAttempt($0) })
        }
      case .pan: copy.pan = Self.project(pan)
      case .edge: copy.edge = Self.project(edge)
      case .content: copy.content = Self.project(content)
      case .faults: copy.faults = []
      case .appState: copy.appState = []
      case .containers:
        for index in containers.indices {
          for containerField in ContainerState.Field.allCases {
            switch containerField {
            case .believedStack:
              if containers[index].believedStack != nil {
                copy.containers[index].believedStack = nil
              }
            case .stack, .transitioning, .barHidden, .barStyle, .pageFlag, .style: break
            }
          }
        }
      case .transition, .screens, .scrollViews, .trackingItem, .system, .fingers, .callbacks,
        .time:
        break
      }
    }
    return copy
  }

  /// Whether two snapshots have equal ``appProjection``s (their page flags all taken as on
  /// when `pageFlags` is false), found field by field without making the projections.
  ///
  /// It switches over every field of a snapshot and of a container state, so a new field
  /// makes the compiler ask how the projection treats it (a debug build checks the
  /// answer against the projections).
  ///
  /// The callback logs and the outcome lists are compared only past the positions at
  /// which they are known to agree (an earlier comparison of the same two runs found
  /// them equal there), so that a lockstep over n steps compares O(n) entries in all.
  package static func projectionsEqual(
    _ a: Snapshot, _ b: Snapshot, pageFlags: Bool,
    logsAgreeUpTo known: ProjectedLogLengths = ProjectedLogLengths()
  ) -> Bool {
    let equal = fieldsEqual(a, b, pageFlags: pageFlags, known: known)
    // The projections copy the whole logs: the debug check reads them only while they are
    // short, which every new field meets in the tests, so that a long run stays linear.
    assert(
      a.callbacks.count + a.outcomes.count > 256
        || equal == projectionsEqualSlowly(a, b, pageFlags: pageFlags))
    return equal
  }

  /// How far two runs' logs are known to agree under ``appProjection``: the callbacks up
  /// to a length, and the outcomes up to a position in each run's list (the failed
  /// attempts that the projection drops make the two positions differ).
  package struct ProjectedLogLengths: Sendable, Hashable {
    /// Callbacks known to agree.
    package var callbacks = 0
    /// The position in the first run's outcomes up to which the projections agree.
    package var outcomes = 0
    /// The position in the second run's outcomes up to which the projections agree.
    package var otherOutcomes = 0

    /// Nothing known to agree.
    package init() {}

    /// The lengths of two snapshots' logs, whose projections are equal.
    package init(_ a: Snapshot, _ b: Snapshot) {
      callbacks = a.callbacks.count
      outcomes = a.outcomes.count
      otherOutcomes = b.outcomes.count
    }
  }

  private static func fieldsEqual(
    _ a: Snapshot, _ b: Snapshot, pageFlags: Bool, known: ProjectedLogLengths
  ) -> Bool {
    for field in Field.allCases {
      let equal: Bool
      switch field {
      case .time: equal = a.time == b.time
      case .transition: equal = a.transition == b.transition
      case .pan: equal = project(a.pan) == project(b.pan)
      case .edge: equal = project(a.edge) == project(b.edge)
      case .content: equal = project(a.content) == project(b.content)
      case .fingers: equal = a.fingers == b.fingers
      case .screens: equal = a.screens == b.screens
      case .scrollViews: equal = a.scrollViews == b.scrollViews
      case .trackingItem: equal = a.trackingItem == b.trackingItem
      case .system: equal = a.system == b.system
      case .callbacks:
        equal = a.callbacks.equals(b.callbacks, knownEqualBefore: known.callbacks)
      case .faults, .appState: equal = true  // dropped
      case .containers: equal = containersEqual(a.containers, b.containers, pageFlags: pageFlags)
      case .outcomes:
        equal = outcomesEqual(a.outcomes, b.outcomes, from: (known.outcomes, known.otherOutcomes))
      }
      guard equal else { return false }
    }
    return true
  }

  private static func containersEqual(
    _ a: [ContainerState], _ b: [ContainerState], pageFlags: Bool
  ) -> Bool {
    guard a.count == b.count else { return false }
    for (x, y) in zip(a, b) {
      for field in ContainerState.Field.allCases {
        let equal: Bool
        switch field {
        case .stack: equal = x.stack == y.stack
        case .transitioning: equal = x.transitioning == y.transitioning
        case .barHidden: equal = x.barHidden == y.barHidden
        case .barStyle: equal = x.barStyle == y.barStyle
        case .pageFlag: equal = !pageFlags || x.pageFlag == y.pageFlag
        case .style: equal = x.style == y.style
        case .believedStack: equal = true  // dropped
        }
        guard equal else { return false }
      }
    }
    return true
  }

  /// The outcomes without the failed attempts, known to agree before a position in each.
  private static func outcomesEqual(
    _ a: EventLog<Outcome>, _ b: EventLog<Outcome>, from start: (Int, Int)
  ) -> Bool {
    var i = min(max(a.startIndex, start.0), a.endIndex)
    var j = min(max(b.startIndex, start.1), b.endIndex)
    while true {
      while i < a.endIndex, isFailedAttempt(a[i]) { i += 1 }
      while j < b.endIndex, isFailedAttempt(b[j]) { j += 1 }
      guard i < a.endIndex, j < b.endIndex else {
        return i == a.endIndex && j == b.endIndex
      }
      guard a[i] == b[j] else { return false }
      i += 1
      j += 1
    }
  }

  /// ``projectionsEqual(_:_:pageFlags:)`` the slow way, for the debug check.
  private static func projectionsEqualSlowly(
    _ a: Snapshot, _ b: Snapshot, pageFlags: Bool
  ) -> Bool {
    var x = a.appProjection
    var y = b.appProjection
    if !pageFlags {
      for index in x.containers.indices { x.containers[index].pageFlag = true }
      for index in y.containers.indices { y.containers[index].pageFlag = true }
    }
    return x == y
  }

  private static func project(_ state: RecognizerState) -> RecognizerState {
    state == .began || state == .changed ? state : .possible
  }

  private static func isFailedAttempt(_ outcome: Outcome) -> Bool {
    switch outcome {
    case .swipe(.refused), .swipe(.lostToScroll), .swipe(.lostToControl): true
    default: false
    }
  }
}
