import BackGestureModel

/// The first thing that went wrong in a checked scenario: which invariant, after which
/// step, and the state that shows it.
///
/// ```text
/// invariant 3 (a cancelled gesture restores every observable) broken after step 5 '@48 up 1'
///   the cancelled interactivePop B -> A left 1 observable changed (before the begin | now):
///   containers[0].barHidden: before the begin no | now yes
/// ```
public struct CheckFailure: Sendable, Hashable, CustomStringConvertible {
  /// The invariant that does not hold.
  public var invariant: InvariantID
  /// The index into the scenario's steps; the step count for the quiescence checks
  /// after the last step.
  public var stepIndex: Int
  /// One line naming the invariant and the step.
  public var message: String
  /// What is wrong and the state that shows it: before and after, or engine against
  /// oracle as a diff; one or more lines.
  public var detail: String
  /// Whether the scenario itself is invalid (the engine and the oracle both refused a
  /// step) rather than a model breaking an invariant.
  public var invalidScenario: Bool

  /// Creates a failure.
  public init(
    invariant: InvariantID, stepIndex: Int, message: String, detail: String,
    invalidScenario: Bool = false
  ) {
    self.invariant = invariant
    self.stepIndex = stepIndex
    self.message = message
    self.detail = detail
    self.invalidScenario = invalidScenario
  }

  /// The headline, then every line of the detail indented by two spaces.
  public var description: String {
    guard !detail.isEmpty else { return message }
    return message + "\n"
      + detail.split(separator: "\n", omittingEmptySubsequences: false)
      .map { "  " + $0 }.joined(separator: "\n")
  }
}

extension CheckFailure {
  /// Where a failure was found: after a step of the scenario, or at quiescence.
  package enum Place {
    /// After `steps[index]`.
    case step(Int, Step)
    /// After the quiescence step that follows the last step; the index is the step count.
    case quiescence(Int, Step)
    /// After work the app's code deferred, due at a time, which ran before `steps[index]`
    /// (or, when `settling`, after the last step, the index then being the step count).
    case appWork(Int, time: Int, settling: Bool)
    /// Before any step.
    case start

    package var stepIndex: Int {
      switch self {
      case .step(let index, _), .quiescence(let index, _), .appWork(let index, _, _): index
      case .start: 0
      }
    }

    /// `after step 5 '@48 up 1'`, counting steps from 1 as a reader of the file does.
    /// Only steps of the scenario are named: the quiescence steps (a cancel of the
    /// fingers still down, a long wait) are the check's own, so a failure there is
    /// "after the last step, once everything settled". Work the app's code deferred
    /// runs as a step of its own, named by its time ([U26]).
    package var text: String {
      switch self {
      case .step(let index, let step): "after step \(index + 1) '\(step.scenarioText)'"
      case .quiescence(0, _): "once everything settled, with no step"
      case .quiescence: "after the last step, once everything settled"
      case .appWork(_, let time, true):
        "after the app's deferred work at @\(time), after the last step"
      case .appWork(let index, let time, false):
        "after the app's deferred work at @\(time), before step \(index + 1)"
      case .start: "at the start, before any step"
      }
    }
  }

  /// Creates a failure whose headline names the invariant and the place.
  package init(_ invariant: InvariantID, _ place: Place, _ detail: String) {
    self.init(
      invariant: invariant, stepIndex: place.stepIndex,
      message: "\(invariant) broken \(place.text)", detail: detail)
  }
}
