import BackGestureModel

/// The twelve invariants of spec section 12, numbered as there.
///
/// Every ``CheckFailure`` names one of them; the description is the invariant's number
/// and a short reading of it, the way failure headlines spell it.
public enum InvariantID: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The root is never popped or dismissed, and no back gesture begins with one screen.
  case rootNeverPopped = 1
  /// No back gesture begins while a transition is in flight.
  case noBeginMidTransition
  /// A cancelled gesture restores every observable.
  case cancelRestores
  /// A finished gesture removes exactly the top screen or presentation.
  case finishRemovesTop
  /// At rest, the bar, the being-popped flags and the appearance states are settled.
  case restState
  /// Appearance callbacks are balanced per screen.
  case balancedCallbacks
  /// A back gesture begins only where the preset's rules allow it.
  case settingsRespected
  /// Once every finger is up and every animation has passed, nothing is in flight; at
  /// rest, a back swipe the settings allow begins, a scroll view that can scroll gets its
  /// pan, and a control keeps its touch.
  case noFreeze
  /// The same scenario gives the same trace.
  case determinism
  /// The engine and the oracle agree on every observable.
  case differential
  /// An app's own navigation state (a router path) follows the stack.
  case navigationStateFollows
  /// An app's code keeps UIKit's rules: no controller pushed twice, no empty stack, no
  /// operation inside a transition.
  case uikitRules

  /// The spelling `invariant 3 (a cancelled gesture restores every observable)`.
  public var description: String {
    "invariant \(rawValue) (\(summary))"
  }

  /// The invariant in a few words.
  var summary: String {
    switch self {
    case .rootNeverPopped: "the root is never popped and no gesture begins with one screen"
    case .noBeginMidTransition: "no back gesture begins while a transition is in flight"
    case .cancelRestores: "a cancelled gesture restores every observable"
    case .finishRemovesTop: "a finished gesture removes exactly the top"
    case .restState: "at rest the bar and the screens are settled"
    case .balancedCallbacks: "appearance callbacks are balanced per screen"
    case .settingsRespected: "per-screen settings are respected"
    case .noFreeze: "no freeze and no dead gesture"
    case .determinism: "the same scenario gives the same trace"
    case .differential: "the engine and the oracle agree on every observable"
    case .navigationStateFollows: "the app's navigation state follows the stack"
    case .uikitRules: "the app keeps UIKit's rules"
    }
  }
}
