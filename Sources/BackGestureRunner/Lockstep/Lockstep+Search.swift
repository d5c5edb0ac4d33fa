import BackGestureInvariants
import BackGestureModel
import BackGestureOracle

/// What a lockstep's future depends on: the subject's state, the oracle's and the
/// monitor's memory, without the logs of the past and with times relative to the clock.
///
/// Two locksteps of one world with equal keys give the same verdict on every
/// continuation whose step times are taken from their clocks: the subject and the oracle
/// answer alike (``Subject/futureKey``, `OracleState.futureKey`), the checks read the
/// snapshots before and after each step and the monitor's memory, and the liveness
/// probes read the state at rest, whose last probed value is part of the key.
package struct LockstepFutureKey: Hashable {
  /// Hashes the subject's key only: the oracle's key and the monitor's memory mostly
  /// follow from it, and equality still compares every part, so the merge stays exact.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(subject)
  }

  var subject: AnyHashable
  var oracle: OracleFutureKey?
  var monitor: MonitorFutureKey
  /// The state at rest the probes last ran on, without what never changes in a world
  /// (names, declared settings), the logs and the clock.
  var lastProbed: RestKey?

  struct RestKey: Hashable {
    var containers: [ContainerState]
    var screens: [ScreenKey]
    var scrollViews: [ScrollState]
    var pan: RecognizerState
    var edge: RecognizerState
    var content: RecognizerState
    var trackingItem: ItemID?
    var faults: [String]

    struct ScreenKey: Hashable {
      var appearance: ScreenState.Appearance
      var loaded: Bool
      var beingPopped: Bool
    }

    init(_ snapshot: Snapshot) {
      containers = snapshot.containers
      screens = snapshot.screens.map {
        ScreenKey(appearance: $0.appearance, loaded: $0.loaded, beingPopped: $0.beingPopped)
      }
      scrollViews = snapshot.scrollViews
      pan = snapshot.pan
      edge = snapshot.edge
      content = snapshot.content
      trackingItem = snapshot.trackingItem
      faults = snapshot.faults
    }
  }
}

extension Lockstep {
  /// Starts a subject and, with a preset, the oracle on a world, for a search that steps
  /// them one step at a time.
  package init(world: World, subject: Subject, judgedBy preset: Preset?) {
    self.init(Scenario(world: world, steps: []), subject: subject, judgedBy: preset)
  }

  /// Checks the state before any step: the subject against the oracle and the liveness
  /// probes at rest; the first failure.
  package mutating func checkStart() -> CheckFailure? {
    if let oracle, let diff = differential(engineSnapshot, oracle.snapshot) {
      return CheckFailure(.differential, .start, diff)
    }
    return checkLiveness(at: .start)
  }

  /// Applies the step at `index` of a scenario to both models and checks every
  /// invariant; the first failure.
  package mutating func check(_ step: Step, at index: Int) -> CheckFailure? {
    advance(step, at: .step(index, step), recording: false)
  }

  /// What ending the scenario here gives: the quiescence checks of invariant 8 after
  /// `stepCount` steps, run on a copy so that this lockstep can go on.
  ///
  /// At rest (no finger down, nothing transitioning, no scroll view decelerating or
  /// tracking) with the probes already run on this state, the wait of the quiescence
  /// changes nothing but the clock: the subject and the oracle stay as they are (and
  /// agreed), the per-step checks see the state they passed after the last step again,
  /// and the probes do not run again. Only the freeze check is left, so it runs alone.
  package func checkEnding(after stepCount: Int) -> CheckFailure? {
    let snapshot = engineSnapshot
    if !subject.isApp, snapshot.fingers.isEmpty, snapshot.transition.isNone,
      !snapshot.containers.contains(where: \.transitioning),
      !snapshot.scrollViews.contains(where: \.decelerating), snapshot.trackingItem.isNone,
      let lastProbed, LockstepFutureKey.RestKey(lastProbed) == LockstepFutureKey.RestKey(snapshot)
    {
      let wait = Step(time: snapshot.time + Self.quiescenceWait, action: .wait)
      return InvariantMonitor.checkNoFreeze(snapshot, at: .quiescence(stepCount, wait))
    }
    guard var copy = branched() else { return nil }
    return copy.settle(after: stepCount)
  }

  /// An independent copy in the present state; `nil` when the subject cannot be copied.
  package func branched() -> Lockstep? {
    guard let branch = subject.branch else { return nil }
    var copy = self
    copy.subject = branch()
    return copy
  }

  /// The subject's latest snapshot.
  package var snapshot: Snapshot { engineSnapshot }

  /// The key of this lockstep's future; `nil` when the subject keeps state it cannot
  /// show (an app's objects), so that no two states may be merged.
  package var futureKey: LockstepFutureKey? {
    guard let subjectKey = subject.futureKey?() else { return nil }
    let now = engineSnapshot.time
    return LockstepFutureKey(
      subject: subjectKey, oracle: oracle?.futureKey, monitor: monitor.futureKey(at: now),
      lastProbed: lastProbed.map(LockstepFutureKey.RestKey.init))
  }
}
