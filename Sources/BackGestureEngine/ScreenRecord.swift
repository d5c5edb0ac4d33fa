import BackGestureModel

/// One screen of the world with its runtime state: appearance, loaded and being popped.
struct ScreenRecord: Sendable, Hashable {
  /// The declared screen.
  let screen: Screen
  /// The appearance state (spec [B5]).
  var appearance: ScreenState.Appearance = .none
  /// Whether the screen has loaded (spec [S9]).
  var loaded = false
  /// Whether an interactive pop of the screen is in flight (spec [B7]).
  var beingPopped = false

  init(_ screen: Screen) {
    self.screen = screen
  }

  /// The name.
  var name: String { screen.name }
  /// The settings as configured.
  var settings: ScreenSettings { screen.settings }

  /// The effective `popDisabled`: `no` for a late screen not loaded yet (spec [S10]).
  var effectivePopDisabled: Bool {
    settings.late && !loaded ? false : settings.popDisabled
  }

  /// The effective `maxDistance`: 0 for a late screen not loaded yet (spec [S10]).
  var effectiveMaxDistance: Int {
    settings.late && !loaded ? 0 : settings.maxDistance
  }

  /// The state as the snapshot shows it.
  var state: ScreenState {
    ScreenState(
      name: name, appearance: appearance, loaded: loaded, beingPopped: beingPopped,
      settings: settings)
  }
}
