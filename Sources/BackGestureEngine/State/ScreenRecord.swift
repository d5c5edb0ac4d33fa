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
  /// Whether its search controller is active ([K4]).
  var searching = false
  /// Effective settings frozen once and read ever after; `nil` in the reference engine
  /// (only ``EngineFaults/snapshotsSettingsAtInstantPush`` sets them, mutant M13).
  var frozen: Frozen?

  /// Effective settings frozen at one moment.
  struct Frozen: Sendable, Hashable {
    var popDisabled: Bool
    var maxDistance: Int
  }

  init(_ screen: Screen) {
    self.screen = screen
  }

  /// The name.
  var name: String { screen.name }
  /// The settings as configured.
  var settings: ScreenSettings { screen.settings }

  /// The effective `popDisabled`: `no` for a late screen not loaded yet (spec [S10]).
  var effectivePopDisabled: Bool {
    if let frozen { return frozen.popDisabled }
    return settings.late && !loaded ? false : settings.popDisabled
  }

  /// The effective `maxDistance`: 0 for a late screen not loaded yet (spec [S10]).
  var effectiveMaxDistance: Int {
    if let frozen { return frozen.maxDistance }
    return settings.late && !loaded ? 0 : settings.maxDistance
  }

  /// Freezes the effective settings as they read now (mutant M13).
  mutating func freezeEffectiveSettings() {
    frozen = Frozen(popDisabled: effectivePopDisabled, maxDistance: effectiveMaxDistance)
  }

  /// The state as the snapshot shows it.
  var state: ScreenState {
    ScreenState(
      name: name, appearance: appearance, loaded: loaded, beingPopped: beingPopped,
      settings: settings)
  }
}
