import BackGestureModel

/// The bounded scope `backgesture prove` explores: a preset's worlds of up to a number of
/// screens, and every scenario of up to a number of abstract steps in each (spec
/// section 15).
package struct ProveScope: Sendable, Hashable {
  /// The preset whose rules choose the worlds and the touch points.
  package var preset: Preset
  /// The largest number of steps in a scenario.
  package var depth: Int
  /// The number of screens each world declares.
  package var screens: Int
  /// The system every world runs on ([D5]); `ios18` unless `--os` chooses.
  package var system: OperatingSystem

  /// The default depth of `backgesture prove`.
  package static let defaultDepth = 5
  /// The default number of screens of `backgesture prove`.
  package static let defaultScreens = 3
  /// The default depth of `backgesture prove --app`: an app's states are never merged
  /// ([PV4]), so every path is explored and the scope grows far faster with the depth.
  package static let defaultAppDepth = 3
  /// The default number of screens of `backgesture prove --app`.
  package static let defaultAppScreens = 1
  /// The largest number of screens a scope may declare ([PV3]).
  package static let maximumScreens = 3

  /// Creates a scope.
  package init(
    preset: Preset, depth: Int = Self.defaultDepth, screens: Int = Self.defaultScreens,
    system: OperatingSystem = .ios18
  ) {
    self.preset = preset
    self.depth = depth
    self.screens = screens
    self.system = system
  }

  /// The scope in words, one line each, as `backgesture prove` prints it.
  package var lines: [String] {
    let worlds = self.worlds
    let variants = ScreenVariant.allCases.filter { $0.isRead(by: preset) }
    return [
      "preset \(preset.rawValue)" + (system == .ios18 ? "" : " on \(system.rawValue)")
        + ", up to \(depth) " + (depth == 1 ? "step" : "steps") + ", "
        + "\(screens) " + (screens == 1 ? "screen" : "screens") + ", \(worlds.count) worlds",
      "devices: " + devices.map(\.scenarioText).joined(separator: ", "),
      "screen variants: " + variants.map(\.rawValue).joined(separator: " "),
      "steps: " + AbstractStep.vocabulary(for: preset).joined(separator: " "),
    ]
  }
}
