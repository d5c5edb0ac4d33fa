/// A checked claim about a scenario's snapshot: the final one, or the one at a
/// checkpoint's time (spec [F5]).
public enum Expectation: Sendable, Hashable {
  /// Every container's stack, root first.
  case stacks([[String]])
  /// The current container's bar.
  case bar(hidden: Bool, style: Int)
  /// The whole outcome list.
  case outcomes([Outcome])
  /// The whole callback log.
  case callbacks([Callback])
  /// The callbacks that name one screen, in log order.
  case screenCallbacks(screen: String, [Callback])
  /// These callbacks occur in the log in this order, not necessarily next to each other.
  case callbacksInclude([Callback])
  /// These outcomes occur in the outcome list in this order, not necessarily next to each
  /// other.
  case outcomesInclude([Outcome])
  /// No back gesture began: no `swipe:finished` or `swipe:cancelled` outcome and no
  /// interactive transition in flight.
  case noGesture
  /// The transition in flight, by kind and phase.
  case transition(kind: TransitionState.Kind, phase: TransitionState.Phase)
  /// No transition in flight.
  case noTransition
  /// One scroll view's offset, and whether it is decelerating.
  case scroll(ItemID, offset: Int, decelerating: Bool)
  /// One screen's appearance state and flags; a flag not listed in the file is off.
  case flags(screen: String, appearance: ScreenState.Appearance, beingPopped: Bool, loaded: Bool)
  /// The screen the keyboard is up for, or `nil` for a keyboard that is down ([K1]).
  case keyboard(String?)
  /// The screens whose search is active, in declaration order ([K4]).
  case search([String])
  /// Whether the tab bar is hidden ([K6]).
  case tabBar(hidden: Bool)
}
