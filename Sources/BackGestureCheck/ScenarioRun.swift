import BackGestureEngine
import BackGestureGenerators
import BackGestureInvariants
import BackGestureModel
import BackGestureOracle

/// A scenario run through the reference engine or the oracle: the snapshot after every
/// step, and the verdict of its expectations.
///
/// ```swift
/// let run = ScenarioRun(try Scenario.parse(text, file: "x.scenario"))
/// print(TraceRenderer().render(run))
/// for failure in run.expectationFailures { print(failure) }
/// ```
public struct ScenarioRun: Sendable, Equatable {
  /// The scenario, with its source lines.
  public let parsed: ParsedScenario
  /// The state before any step.
  public let initial: Snapshot
  /// The snapshot after each step, in step order; shorter than the steps when the
  /// engine refused one.
  public let trace: [Snapshot]
  /// The step the engine refused, if any; the run stops there.
  public let stepFailure: StepFailure?
  /// The expectations that do not hold on the final snapshot, in file order; empty when
  /// a step was refused, since the final state was never reached.
  public let expectationFailures: [ExpectationFailure]

  /// Runs a scenario through a fresh ``ReferenceEngine``, or through the oracle.
  public init(_ parsed: ParsedScenario, on simulator: Simulator = .engine) {
    self.init(parsed, on: simulator, policy: nil, faults: [])
  }

  /// Runs a scenario through a ``ReferenceEngine`` driven by a policy.
  ///
  /// - Parameter policy: The policy that drives the engine.
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
    let stepFailure = failure.map {
      StepFailure(
        file: parsed.file, line: parsed.stepLines[$0.index], step: steps[$0.index],
        simulator: simulator, reason: $0.reason)
    }
    self.init(parsed: parsed, initial: initial, trace: trace, stepFailure: stepFailure)
  }

  /// Assembles a run from snapshots made elsewhere, and verifies its expectations.
  public init(
    parsed: ParsedScenario, initial: Snapshot, trace: [Snapshot], stepFailure: StepFailure?
  ) {
    self.parsed = parsed
    self.initial = initial
    self.trace = trace
    self.stepFailure = stepFailure
    let final = trace.last ?? initial
    self.expectationFailures = stepFailure == nil ? parsed.verify(final) : []
  }

  /// The state after the last step that ran.
  public var final: Snapshot { trace.last ?? initial }

  /// Whether every step ran and every expectation holds.
  public var passed: Bool { stepFailure == nil && expectationFailures.isEmpty }
}

/// Which model of the world runs a scenario.
public enum Simulator: String, Sendable, Hashable, CaseIterable {
  /// The reference engine.
  case engine
  /// The independent oracle.
  case oracle
}

/// A step that the engine or the oracle refused, with the line it was written on.
public struct StepFailure: Sendable, Equatable, CustomStringConvertible {
  /// The file as the user named it.
  public var file: String
  /// The step's source line.
  public var line: Int
  /// The step.
  public var step: Step
  /// The model that refused it.
  public var simulator: Simulator
  /// What the model said.
  public var reason: String

  /// Creates a step failure.
  public init(file: String, line: Int, step: Step, simulator: Simulator = .engine, reason: String) {
    self.file = file
    self.line = line
    self.step = step
    self.simulator = simulator
    self.reason = reason
  }

  /// The spelling `file:line: the engine refused '@T step': reason`.
  public var description: String {
    "\(file):\(line): the \(simulator) refused '\(step.scenarioText)': \(reason)"
  }
}
