import BackGestureApps
import BackGestureModel

/// The apps of this module that a command can name: each preset's app, each seed system
/// as it ships, and each stateful bug, in that order.
package enum NamedApp {
  /// Every name, in the order a command lists them: the preset apps by their presets'
  /// names, the shipped systems by their presets' names and `AsShipped`, and the stateful
  /// bugs by their identifiers (`S1` to `S8`).
  package static let names: [String] =
    PresetApps.presets.map(\.rawValue)
    + ShippedSystem.allCases.map { $0.rawValue + "AsShipped" }
    + StatefulBug.allCases.map(\.rawValue)

  /// The app of a name, or `nil` for a name that is not in ``names``.
  @MainActor
  package static func app(named name: String) -> (any BackGestureApp)? {
    if let preset = Preset(rawValue: name), PresetApps.presets.contains(preset) {
      return PresetApps.app(for: preset)
    }
    if let system = ShippedSystem.allCases.first(where: { $0.rawValue + "AsShipped" == name }) {
      return system.app
    }
    return StatefulBug(rawValue: name)?.app
  }
}
