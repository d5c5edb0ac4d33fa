import BackGestureEngine
import BackGestureGenerators
import BackGestureInvariants
import BackGestureModel
import BackGestureOracle

/// A scenario traced through one model, the reference engine or the oracle: the snapshot
/// after every step, and the verdict of its expectations.
///
/// Where ``ScenarioCheck`` runs both models in lockstep and judges every step by the
/// invariants, a trace follows one model and judges only the file's `expect` lines; it
/// is what `backgesture run` prints and what the corpus replays.
///
/// ```swift
/// let trace = ScenarioTrace(try Scenario.parse(text, file: "x.scenario"))
/// print(TraceRenderer().render(trace))
/// for failure in trace.expectationFailures { print(failure) }
/// ```
public struct ScenarioTrace: Sendable, Equatable {
  /// The scenario, with its source lines.
  public let parsed: ParsedScenario
  /// The state before any step.
  public let initial: Snapshot
  /// The snapshot after each step, in step order; shorter than the steps when the
  /// model refused one.
  public let snapshots: [Snapshot]
  /// The step the model refused (a ``TraceFailure/Kind/refusedStep(_:by:reason:)``), if
  /// any; the trace stops there.
  public let refusedStep: TraceFailure?
  /// The expectations that do not hold on the final snapshot, in file order; empty when
  /// a step was refused, since the final state was never reached.
  public let expectationFailures: [TraceFailure]

  /// Runs a scenario through a fresh `ReferenceEngine`, or through the oracle.
  public init(_ parsed: ParsedScenario, on simulator: Simulator = .engine) {
    self.init(parsed, on: simulator, policy: nil, faults: [])
  }

  /// Runs a scenario through a `ReferenceEngine` driven by a policy.
  ///
  /// - Parameters:
  ///   - parsed: The scenario, with the lines of its steps and expectations.
  ///   - policy: The policy that drives the engine.
  public init(_ parsed: ParsedScenario, policy: any BackGesturePolicy) {
    self.init(parsed, on: .engine, policy: policy, faults: [])
  }

  /// Runs a scenario through an engine with fault switches: how a mutant meets a
  /// file's expectations, which are written for the correct behaviour; a test hook.
  package init(_ parsed: ParsedScenario, policy: any BackGesturePolicy, faults: EngineFaults) {
    self.init(parsed, on: .engine, policy: policy, faults: faults)
  }

  private init(
    _ parsed: ParsedScenario, on simulator: Simulator, policy: (any BackGesturePolicy)?,
    faults: EngineFaults
  ) {
    let steps = parsed.scenario.steps
    var trace: [Snapshot] = []
    var failure: (index: Int, reason: String)?
    let initial: Snapshot
    switch simulator {
    case .engine:
      let world = parsed.scenario.world
      var engine = ReferenceEngine(
        world: world, policy: policy ?? GesturePolicy.preset(world.preset), faults: faults)
      initial = engine.snapshot
      for (index, step) in steps.enumerated() {
        do { trace.append(try engine.apply(step)) } catch {
          failure = (index, error.description)
          break
        }
      }
    case .oracle:
      var state = Oracle.start(parsed.scenario.world)
      initial = state.snapshot
      for (index, step) in steps.enumerated() {
        do {
          state = try Oracle.step(state, step)
          trace.append(state.snapshot)
        } catch {
          failure = (index, error.description)
          break
        }
      }
    }
    let refused = failure.map {
      TraceFailure(
        file: parsed.file, line: parsed.stepLines[$0.index],
        kind: .refusedStep(steps[$0.index], by: simulator, reason: $0.reason))
    }
    self.init(parsed: parsed, initial: initial, snapshots: trace, refusedStep: refused)
  }

  /// Assembles a trace from snapshots made elsewhere, and verifies its expectations.
  public init(
    parsed: ParsedScenario, initial: Snapshot, snapshots: [Snapshot], refusedStep: TraceFailure?
  ) {
    self.parsed = parsed
    self.initial = initial
    self.snapshots = snapshots
    self.refusedStep = refusedStep
    let final = snapshots.last ?? initial
    self.expectationFailures = refusedStep == nil ? parsed.verify(final) : []
  }

  /// The state after the last step that ran.
  public var final: Snapshot { snapshots.last ?? initial }

  /// Whether every step ran and every expectation holds.
  public var passed: Bool { refusedStep == nil && expectationFailures.isEmpty }
}

/// Which model of the world runs a scenario.
public enum Simulator: String, Sendable, Hashable, CaseIterable {
  /// The reference engine.
  case engine
  /// The independent oracle.
  case oracle
}
