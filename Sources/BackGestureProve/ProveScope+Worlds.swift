import BackGestureModel
import BackGestureOracle

extension ProveScope {
  /// The devices of the scope: a phone, and a pad too where the preset's recognizers
  /// depend on the idiom ([PV3]).
  package var devices: [Device] {
    let phone = Device(idiom: .phone, width: 390, height: 844, direction: .ltr)
    let pad = Device(idiom: .pad, width: 1024, height: 1366, direction: .ltr)
    let table = PresetTable.of(preset)
    return table.pan == .padsOnly || table.edge == .padsOnly ? [phone, pad] : [phone]
  }

  /// The screen names of the scope's worlds: `A`, `B`, `C`, in declaration order.
  static let names = ["A", "B", "C"]

  /// Every world of the scope, in a fixed order ([PV3]), each on the scope's system: for
  /// each device and each root
  /// stack of the first n screens (n from 1 to `screens`), the world of plain screens,
  /// then one variant on one screen: the top, the screen below it, or the first screen
  /// off the stack (the screens a rule reads within one step: the top decides, a pop
  /// reveals the one below it, a push or a present shows one off the stack; the screens
  /// off the stack are interchangeable). A stack of three screens varies its top only.
  /// The second device (a pad) takes the content variants only: the settings are read by
  /// begin rules that its recognizers share with the phone's, while the scroll rules and
  /// the recognizer order differ.
  package var worlds: [World] {
    let count = min(max(screens, 1), Self.maximumScreens)
    let names = Array(Self.names.prefix(count))
    let variants = ScreenVariant.allCases.filter { $0.isRead(by: preset) }
    var worlds: [World] = []
    for device in devices {
      for stacked in 1...count {
        let plain = World(
          device: device, preset: preset, screens: names.map { Screen(name: $0) },
          stack: Array(names.prefix(stacked)), system: system)
        worlds.append(plain)
        // A stack of three varies its top only: the screen below a top is varied on the
        // stack of two, where one pop reveals it.
        let varied =
          stacked >= 3 ? (stacked - 1)..<stacked : max(0, stacked - 2)..<min(stacked + 1, count)
        for index in varied {
          for variant in variants where device == devices[0] || variant.isContent {
            var world = plain
            world.screens[index] = variant.applied(to: world.screens[index], on: device)
            worlds.append(world)
          }
        }
      }
    }
    return worlds
  }
}
