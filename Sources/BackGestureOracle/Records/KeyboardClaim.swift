/// The screen whose text input holds the keyboard (spec [K1], [K2]).
struct KeyboardClaim: Sendable, Hashable {
  /// The screen's index.
  var screen: Int
  /// Whether an interactive transition that began over the screen holds the keyboard back:
  /// it returns if the transition is cancelled and goes if it finishes.
  var heldBack = false
}
