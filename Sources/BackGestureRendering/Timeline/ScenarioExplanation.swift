import BackGestureEngine
import BackGestureInvariants
import BackGestureModel
import BackGestureRunner

/// Everything that explains one scenario: the engine's trace, the oracle's trace, the
/// invariant check and the expectations.
///
/// The explanation is computed once and only read afterwards; ``TimelineRenderer`` and
/// ``SVGRenderer`` turn it into text and a picture.
///
/// ```swift
/// let explanation = ScenarioExplanation(try Scenario.parse(text, file: "x.scenario"))
/// print(TimelineRenderer().render(explanation))
/// ```
public struct ScenarioExplanation: Sendable, Equatable {
  /// The scenario, with its source lines.
  public let parsed: ParsedScenario
  /// The run through the reference engine, driven by the policy under test.
  public let engine: ScenarioTrace
  /// The run through the oracle, which always follows the specification.
  public let oracle: ScenarioTrace
  /// The lockstep check of the invariants.
  public let report: CheckReport
  /// Whether the engine ran a policy of the caller's choosing instead of the preset's.
  public let customPolicy: Bool

  /// Runs a scenario through the engine, the oracle and the invariant check.
  ///
  /// - Parameters:
  ///   - parsed: The scenario.
  ///   - policy: The policy that drives the engine; `nil` for the preset's. The oracle
  ///     and the invariants always follow the specification for the world's preset.
  public init(_ parsed: ParsedScenario, policy: GesturePolicy? = nil) {
    self.parsed = parsed
    self.engine = ScenarioTrace(parsed, policy: policy ?? .preset(parsed.scenario.world.preset))
    self.oracle = ScenarioTrace(parsed, on: .oracle)
    self.report = ScenarioCheck.run(parsed.scenario, policy: policy)
    self.customPolicy = policy != nil
  }

  /// The first broken invariant, if any.
  public var failure: CheckFailure? { report.failure }

  /// The expectations that do not hold on the engine's final snapshot, in file order.
  public var expectationFailures: [TraceFailure] { engine.expectationFailures }

  /// Whether the scenario itself is invalid: a step both models refuse.
  public var invalidScenario: Bool { report.failure?.invalidScenario ?? false }

  /// Whether every invariant and every expectation holds.
  public var passed: Bool { report.passed && engine.passed }

  /// The steps at which a back gesture was decided: a recognizer began or failed, or a
  /// swipe was refused or lost; in step order.
  public var decisions: [Decision] {
    var result: [Decision] = []
    var previous = engine.initial
    for (index, snapshot) in engine.snapshots.enumerated() {
      let added = snapshot.outcomes.dropFirst(previous.outcomes.count)
      let lost = added.first { outcome in
        switch outcome {
        case .swipe(.refused), .swipe(.lostToControl), .swipe(.lostToScroll): true
        default: false
        }
      }
      let began = [(previous.pan, snapshot.pan), (previous.edge, snapshot.edge)].contains {
        $0.0 != .began && $0.0 != .changed && $0.1 == .began
      }
      let failed = [(previous.pan, snapshot.pan), (previous.edge, snapshot.edge)].contains {
        $0.0 != .failed && $0.1 == .failed
      }
      if let lost {
        result.append(Decision(stepIndex: index, label: lost.description))
      } else if began {
        result.append(Decision(stepIndex: index, label: "began"))
      } else if failed {
        result.append(Decision(stepIndex: index, label: "failed"))
      }
      previous = snapshot
    }
    return result
  }
}

extension ScenarioExplanation {
  /// A step at which a back gesture was decided, and how.
  public struct Decision: Sendable, Hashable {
    /// The index into the scenario's steps.
    public var stepIndex: Int
    /// `began`, `failed`, or the outcome the decision added, such as
    /// `swipe:refused:direction`.
    public var label: String

    /// Creates a decision.
    public init(stepIndex: Int, label: String) {
      self.stepIndex = stepIndex
      self.label = label
    }
  }
}
