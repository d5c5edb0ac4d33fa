import BackGestureEngine
import BackGestureGenerators
import BackGestureInvariants
import BackGestureModel
import BackGestureOracle

/// A scenario traced through one model, the reference engine or the oracle: the snapshot
/// after every step, the state at every checkpoint, and the verdict of its expectations.
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
  /// The state at each checkpoint the run reached, in file order: the state after the
  /// steps before it with the clock advanced to its time ([F5]).
  public let checkpointStates: [Snapshot]
  /// The transitions that ended while the clock advanced to a step's time, before the
  /// step ([T1]), each with the state right after it ended.
  public let completions: [Completion]
  /// The step the model refused (a ``TraceFailure/Kind/refusedStep(_:by:reason:)``), if
  /// any; the trace stops there.
  public let refusedStep: TraceFailure?
  /// The checkpoints and the final expectations that do not hold, in file order; empty
  /// when a step was refused, since the run is not valid.
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
    let world = parsed.scenario.world
    var model: TracedModel =
      switch simulator {
      case .engine:
        .engine(
          ReferenceEngine(
            world: world, policy: policy ?? GesturePolicy.preset(world.preset), faults: faults))
      case .oracle: .oracle(Oracle.start(world))
      }
    var run = Run(parsed: parsed, initial: model.snapshot)
    run.trace(&model)
    let refused = run.failure.map {
      TraceFailure(
        file: parsed.file, line: parsed.stepLines[$0.index],
        kind: .refusedStep(parsed.scenario.steps[$0.index], by: simulator, reason: $0.reason))
    }
    self.init(
      parsed: parsed, initial: run.initial, snapshots: run.snapshots,
      checkpointStates: run.checkpointStates, completions: run.completions, refusedStep: refused)
  }

  /// Assembles a trace from snapshots made elsewhere, and verifies its expectations.
  ///
  /// - Parameters:
  ///   - parsed: The scenario as read, with the lines of its steps and expectations.
  ///   - initial: The state before the first step.
  ///   - snapshots: The state after each step that ran, in order.
  ///   - checkpointStates: The state at each checkpoint, in file order; a checkpoint
  ///     without one fails as not reached.
  ///   - completions: The transitions that ended while the clock advanced to a step.
  ///   - refusedStep: The step the simulator refused, if one was; the steps after it
  ///     did not run.
  public init(
    parsed: ParsedScenario, initial: Snapshot, snapshots: [Snapshot],
    checkpointStates: [Snapshot] = [], completions: [Completion] = [],
    refusedStep: TraceFailure?
  ) {
    self.parsed = parsed
    self.initial = initial
    self.snapshots = snapshots
    self.checkpointStates = checkpointStates
    self.completions = completions
    self.refusedStep = refusedStep
    let final = snapshots.last ?? initial
    self.expectationFailures =
      refusedStep == nil ? parsed.verify(checkpointStates: checkpointStates, final: final) : []
  }

  /// The state after the last step that ran.
  public var final: Snapshot { snapshots.last ?? initial }

  /// Whether every step ran and every expectation holds.
  public var passed: Bool { refusedStep == nil && expectationFailures.isEmpty }
}

extension ScenarioTrace {
  /// A transition that ended while the clock advanced to a step's time, before the step
  /// applied ([T1]).
  public struct Completion: Sendable, Hashable {
    /// The index of the step whose clock advance ended it.
    public var stepIndex: Int
    /// The transition as it was just before it ended.
    public var transition: TransitionState
    /// The state right after it ended; its time is the end time.
    public var snapshot: Snapshot

    /// Creates a completion.
    public init(stepIndex: Int, transition: TransitionState, snapshot: Snapshot) {
      self.stepIndex = stepIndex
      self.transition = transition
      self.snapshot = snapshot
    }
  }
}

/// Which model of the world runs a scenario.
public enum Simulator: String, Sendable, Hashable, CaseIterable {
  /// The reference engine.
  case engine
  /// The independent oracle.
  case oracle
}

/// One of the two models a trace runs, stepped the same way.
private enum TracedModel {
  case engine(ReferenceEngine)
  case oracle(OracleState)

  var snapshot: Snapshot {
    switch self {
    case .engine(let engine): engine.snapshot
    case .oracle(let state): state.snapshot
    }
  }

  /// Applies a step; the snapshot after it, or why the model refused it.
  mutating func apply(_ step: Step) -> Result<Snapshot, any Error> {
    switch self {
    case .engine(var engine):
      defer { self = .engine(engine) }
      return Result { () throws(EngineError) in try engine.apply(step) }.mapError { $0 }
    case .oracle(let state):
      switch Result(catching: { () throws(OracleError) in try Oracle.step(state, step) }) {
      case .success(let next):
        self = .oracle(next)
        return .success(next.snapshot)
      case .failure(let error):
        return .failure(error)
      }
    }
  }

  /// A copy to look ahead with, whose steps leave this model's logs alone.
  func branched() -> TracedModel {
    switch self {
    case .engine(let engine): .engine(engine.branched())
    case .oracle(let state): .oracle(state.branched())
    }
  }
}

/// The steps of one trace, with what it records along the way.
private struct Run {
  let parsed: ParsedScenario
  let initial: Snapshot
  var snapshots: [Snapshot] = []
  var checkpointStates: [Snapshot] = []
  var completions: [ScenarioTrace.Completion] = []
  var failure: (index: Int, reason: String)?

  init(parsed: ParsedScenario, initial: Snapshot) {
    self.parsed = parsed
    self.initial = initial
  }

  /// Runs every step, looking ahead at each checkpoint and at each end of a transition
  /// that falls before a step; stops at the first refused step.
  mutating func trace(_ model: inout TracedModel) {
    let steps = parsed.scenario.steps
    let checkpoints = parsed.scenario.checkpoints
    var nextCheckpoint = 0
    var current = initial
    for index in 0...steps.count {
      while nextCheckpoint < checkpoints.count,
        checkpoints[nextCheckpoint].stepsBefore <= index
      {
        var ahead = model.branched()
        let wait = Step(time: checkpoints[nextCheckpoint].time, action: .wait)
        guard case .success(let state) = ahead.apply(wait) else { break }
        checkpointStates.append(state)
        nextCheckpoint += 1
      }
      guard index < steps.count else { break }
      let step = steps[index]
      recordCompletions(before: step, index: index, from: current, model: model)
      switch model.apply(step) {
      case .success(let snapshot):
        snapshots.append(snapshot)
        current = snapshot
      case .failure(let error):
        failure = (index, "\(error)")
        return
      }
    }
  }

  /// Records each transition that ends while the clock advances to a step's time, with
  /// the state right after it, looked at on a copy of the model.
  mutating func recordCompletions(
    before step: Step, index: Int, from current: Snapshot, model: TracedModel
  ) {
    guard let first = current.transition, let firstEnd = first.endsAt, firstEnd <= step.time
    else { return }
    var ahead = model.branched()
    var (transition, end) = (first, firstEnd)
    while true {
      guard case .success(let state) = ahead.apply(Step(time: end, action: .wait)) else { return }
      completions.append(
        ScenarioTrace.Completion(stepIndex: index, transition: transition, snapshot: state))
      guard let next = state.transition, let nextEnd = next.endsAt, nextEnd <= step.time,
        next != transition
      else { return }
      (transition, end) = (next, nextEnd)
    }
  }
}
