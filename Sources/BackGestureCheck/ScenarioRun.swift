import BackGestureEngine
import BackGestureModel

/// A scenario run through the reference engine: the snapshot after every step, and
/// the verdict of its expectations.
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

  /// Runs a scenario through a fresh ``ReferenceEngine``.
  public init(_ parsed: ParsedScenario) {
    var engine = ReferenceEngine(world: parsed.scenario.world)
    let initial = engine.snapshot
    var trace: [Snapshot] = []
    var failure: StepFailure?
    for (index, step) in parsed.scenario.steps.enumerated() {
      do {
        trace.append(try engine.apply(step))
      } catch {
        failure = StepFailure(
          file: parsed.file, line: parsed.stepLines[index], step: step, error: error)
        break
      }
    }
    self.init(parsed: parsed, initial: initial, trace: trace, stepFailure: failure)
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

/// A step that the engine refused, with the line it was written on.
public struct StepFailure: Sendable, Equatable, CustomStringConvertible {
  /// The file as the user named it.
  public var file: String
  /// The step's source line.
  public var line: Int
  /// The step.
  public var step: Step
  /// What the engine said.
  public var error: EngineError

  /// Creates a step failure.
  public init(file: String, line: Int, step: Step, error: EngineError) {
    self.file = file
    self.line = line
    self.step = step
    self.error = error
  }

  /// The spelling `file:line: the engine refused '@T step': reason`.
  public var description: String {
    "\(file):\(line): the engine refused '\(step.scenarioText)': \(error)"
  }
}
