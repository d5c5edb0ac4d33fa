import BackGestureApps
import BackGestureInvariants
import BackGestureModel
import BackGestureUIKit

extension ScenarioCheck {
  /// Checks a scenario on an app's own objects: the app's controllers run in the world
  /// as UIKit would run them, beside the oracle when the app follows a preset, with every
  /// invariant and the liveness probes after every step (docs/Specification.md, section 14).
  ///
  /// ```swift
  /// let report = ScenarioCheck.run(scenario, app: MyApp())
  /// if let failure = report.failure { print(failure) }
  /// ```
  ///
  /// - Parameters:
  ///   - scenario: The scenario; its expectations are not consulted.
  ///   - app: The app's factories.
  /// - Returns: The first failure, if any, the coverage facts and the steps that ran.
  @MainActor
  public static func run(_ scenario: Scenario, app: some BackGestureApp) -> CheckReport {
    run(scenario, app: app, faults: [])
  }

  /// Checks a scenario on an app's own objects as ``run(_:app:)`` does, on a mirror with
  /// some of its rules broken on purpose; a test hook.
  @MainActor
  package static func run(
    _ scenario: Scenario, app: some BackGestureApp, faults: MirrorFaults
  ) -> CheckReport {
    Lockstep.check(
      scenario,
      subject: .app(scenario.world, app, steps: scenario.steps.count, faults: faults),
      judgedBy: app.follows)
  }
}

extension Subject {
  /// An app's objects in a world; a probe replays the steps so far in a fresh world, or,
  /// once the run is over, runs on the app's objects themselves.
  ///
  /// - Parameter steps: How many steps the scenario has, to size the list of the steps
  ///   applied (a step may be preceded by a wait at its time).
  @MainActor
  package static func app(
    _ world: World, _ app: some BackGestureApp, steps: Int = 0, faults: MirrorFaults = []
  ) -> Subject {
    let host = AppHost(world: world, app: app, faults: faults)
    host.splitsAppWork = true
    let applied = AppliedSteps(capacity: 2 * steps)
    var subject = Subject(
      label: "app", initial: host.snapshot, isApp: true,
      apply: { step in
        MainActor.assumeIsolated {
          do throws(AppHostError) {
            let snapshot = try host.apply(step)
            applied.steps.append(step)
            return .success(snapshot)
          } catch {
            return .failure(SubjectError(description: error.description))
          }
        }
      },
      probe: { steps, runIsOver in
        MainActor.assumeIsolated {
          if runIsOver {
            host.splitsAppWork = false
            for step in steps {
              guard (try? host.perform(step)) != nil else { return nil }
            }
            return host.snapshot
          }
          let replay = AppHost(world: world, app: app, faults: faults)
          for step in applied.steps {
            guard (try? replay.perform(step)) != nil else { return nil }
          }
          for step in steps {
            guard (try? replay.perform(step)) != nil else { return nil }
          }
          // A probe reads the recognizers, the transition, tracking and outcomes only.
          return replay.probeSnapshot
        }
      },
      branch: {
        // Objects cannot be copied: a fresh set replays the steps so far.
        MainActor.assumeIsolated {
          let copy = Subject.app(world, app, steps: applied.steps.count, faults: faults)
          for step in applied.steps { _ = copy.apply(step) }
          return MainActorBound(copy)
        }.value
      })
    subject.panDrivesSystemPop = { MainActor.assumeIsolated { host.appPanDrivesSystemPop } }
    subject.systemPopHint = { MainActor.assumeIsolated { host.systemPopHint } }
    subject.gestureLiveness = {
      MainActor.assumeIsolated {
        gestureProblem(
          host.gestureProbes(), world: world, app: app, faults: faults,
          replaying: applied.steps)
      }
    }
    subject.deferredWork = DeferredWork(
      defers: { MainActor.assumeIsolated { host.defersWork } },
      advance: { time in
        MainActor.assumeIsolated {
          let due = host.advanceToAppWork(by: time)
          // A replay runs the work by a wait at its time, as the mirror orders it.
          applied.steps.append(Step(time: due ?? time, action: .wait))
          return (host.snapshot, due)
        }
      },
      run: {
        MainActor.assumeIsolated {
          host.runAppWork()
          let snapshot = host.snapshot
          applied.steps.append(Step(time: snapshot.time, action: .wait))
          return snapshot
        }
      },
      pending: { MainActor.assumeIsolated { host.pendingAppWork } })
    return subject
  }
}

/// Runs the probes of an app's own gestures ([L4]), each on fresh objects that replay the
/// steps so far, and says why the first failed: its drag began a back gesture, or did not
/// make the gesture recognize; `nil` when each held.
@MainActor
private func gestureProblem(
  _ probes: [AppHost.GestureProbe], world: World, app: some BackGestureApp,
  faults: MirrorFaults, replaying steps: [Step]
) -> String? {
  probe: for probe in probes {
    let replay = AppHost(world: world, app: app, faults: faults)
    for step in steps + probe.steps {
      guard (try? replay.perform(step)) != nil else { continue probe }
    }
    let snapshot = replay.probeSnapshot
    let states = [snapshot.pan, snapshot.edge, snapshot.content]
    let back =
      states.contains { $0 == .began || $0 == .changed }
      || snapshot.transition.map { $0.kind == .interactivePop || $0.kind == .interactiveDismiss }
        ?? false
    let state = replay.gestureState(named: probe.name)
    let reached = state?.recognizing ?? false
    guard back || !reached else { continue }
    let content = snapshot.content == .disabled ? "" : ", content pop \(snapshot.content.rawValue)"
    let recognizers = "pan \(snapshot.pan.rawValue), edge \(snapshot.edge.rawValue)\(content)"
    let drag = "a drag \(probe.direction) from \(probe.start.x),\(probe.start.y)"
    if back {
      return "\(drag) \(LivenessPhrase.appGestureLostTouch) '\(probe.name)' (\(recognizers))"
    }
    return "\(drag) \(LivenessPhrase.appGestureNotReached) '\(probe.name)' (it is "
      + "\(state?.name ?? "gone"); \(recognizers))"
  }
  return nil
}

/// The steps an app's subject applied, which its probes replay; shared by the subject's
/// closures.
@MainActor
private final class AppliedSteps {
  /// The steps, in order.
  var steps: [Step] = []

  /// Creates an empty list with room for a number of steps.
  init(capacity: Int) {
    steps.reserveCapacity(capacity)
  }
}

/// A value made and used on the main actor only, handed out of `MainActor.assumeIsolated`.
private struct MainActorBound<Value>: @unchecked Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
