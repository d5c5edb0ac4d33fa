import BackGestureModel

/// The facts a begin rule reads at the decision moment (spec section 5).
struct DecisionContext: Sendable, Hashable {
  /// The recognizer that decides.
  var recognizer: Recognizer
  /// How many screens the current container holds.
  var screenCount: Int
  /// Whether the current container is a presentation (not the root).
  var isPresentation: Bool
  /// Whether the preset dismisses one-screen presentations by swipe.
  var dismissesOneScreenPresentations: Bool
  /// The top screen's configured settings.
  var top: ScreenSettings
  /// The top screen's effective `popDisabled` ([S10]).
  var topPopDisabled: Bool
  /// The top screen's effective `maxDistance` ([S10]).
  var topMaxDistance: Int
  /// The current container's page flag.
  var pageFlag: Bool
  /// Whether the current container's navigation bar is hidden.
  var barHidden: Bool
  /// Whether a transition, presentation or dismissal is in flight.
  var transitionInFlight: Bool
  /// The touch-down point's distance from the leading edge.
  var touchDownLeading: Int
  /// The current point's distance from the leading edge.
  var currentLeading: Int
  /// How many fingers are down.
  var fingersDown: Int
}
