import BackGestureModel
import PropertyCore

extension Gen {
  /// The screen names worlds use, in declaration order: `A` … `Z`.
  static let screenNames = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }

  /// Returns a generator of worlds for a preset (or any preset).
  ///
  /// Stacks are mostly 1, 2 or 3 screens deep, sometimes 4 or 5; zero to two presented
  /// containers of one to three screens sit over the root; zero to three more screens are
  /// declared but on no stack, for `push`, `set-stack` and `present`. Every screen gets
  /// its own settings (``Gen/screenSettings(on:systemUI:)``) and content
  /// (``Gen/content(on:nested:)``).
  ///
  /// Each screen and each presentation is drawn on its own, in its own span, with the
  /// choice of whether there is one more (no more is the simplest answer): the shrinker
  /// takes out any one screen or presentation by deleting its span, and nothing drawn
  /// before it counts the parts.
  ///
  /// ```swift
  /// let worlds = Gen.world(preset: .fdFullscreen)
  /// ```
  ///
  /// With `sheets`, each presentation's span also draws its style right after the
  /// choice that it exists (`ChoiceSource.presentationStyle()`); without it, the
  /// draws are those of the generator before page sheets existed.
  ///
  /// The system ([D5]) is drawn after the device, in its own span, from `systems`
  /// (`ios18` the simplest); with one system given nothing is drawn.
  ///
  /// With `systemUI`, whether the root container is in a tab bar controller is drawn in a
  /// span of its own after the system (one world in two), and each screen's settings
  /// draw the keyboard's, search's and the tab bar's last ([K1] to [K7]).
  ///
  /// With `honours`, the world is drawn as for `Honours.everything` and then given to
  /// the app as it honours it: every setting it does not honour at its neutral default,
  /// every item of a kind it does not honour left out, every presentation full-screen
  /// unless it honours page sheets (spec section 14.11). The draws are the same whatever
  /// it honours, so an app that honours everything gets the worlds of every seed as
  /// before the declaration existed, and the printed world never shows a value the app
  /// was not given.
  ///
  /// - Parameters:
  ///   - preset: A fixed preset, or `nil` for any.
  ///   - device: The generator of devices.
  ///   - sheets: Whether presentations may be page sheets (spec [N6]).
  ///   - systems: The systems a world may run on; every one by default.
  ///   - nested: Whether content may nest, page, answer and hold cells with swipe
  ///     actions (``Gen/content(on:nested:)``).
  ///   - honours: What the checked code honours of a world; everything by default.
  ///   - systemUI: Whether worlds may have a tab bar, text fields and search.
  /// - Returns: The generator; with no system given, one whose every draw throws a
  ///   `GeneratorMisuse` that says so, which a property run reports as its result.
  public static func world(
    preset: Preset? = nil, device: Generator<Device> = Gen.device(), sheets: Bool = false,
    systems: [OperatingSystem] = OperatingSystem.allCases, nested: Bool = false,
    honours: Honours = .everything, systemUI: Bool = false
  ) -> Generator<World> {
    guard !systems.isEmpty else {
      let misuse = GeneratorMisuse(
        "systems is empty: pass at least one system (ios18, ios26) for the worlds to run on")
      return Generator { _ in throw misuse }
    }
    return Generator { source in
      let preset = try preset ?? source.pick(Preset.allCases)
      let device = try device.generate(from: source)
      source.beginSpan("system")
      let system = systems.count > 1 ? try source.pick(systems) : systems[0]
      source.endSpan()
      var tabs = false
      if systemUI {
        source.beginSpan("tabs")
        tabs = try source.chance(1, in: 2)
        source.endSpan()
      }
      // The chances of one more, in twelfths, give the depths 1 to 5 about 5:18:6:2:1,
      // zero to two presentations 8:3:1 of one to three screens 3:2:1, and zero to
      // three other screens 2:3:2:1. Along a list they never grow, so that a choice
      // that moves to an earlier position (when the shrinker deletes an element before
      // it) still says one more.
      // Every screen is named as it is drawn, A, B, C… in the order drawn: the stack's,
      // then each presentation's, then the others.
      var screens: [Screen] = []
      let stackNames = try drawScreens(
        first: true, chances: [10, 4, 4, 4], on: device, nested: nested, systemUI: systemUI,
        into: &screens, from: source)
      var presentations: [[String]] = []
      var styles: [PresentationStyle] = []
      for chance in [4, 3, 0] {
        source.beginSpan("presentation")
        defer { source.endSpan() }
        guard try source.oneMore(chance) else { break }
        styles.append(sheets ? try source.presentationStyle() : .fullScreen)
        presentations.append(
          try drawScreens(
            first: true, chances: [6, 4], on: device, nested: nested, systemUI: systemUI,
            into: &screens, from: source))
      }
      _ = try drawScreens(
        first: false, chances: [9, 6, 4], on: device, nested: nested, systemUI: systemUI,
        into: &screens, from: source)
      return World(
        device: device, preset: preset, screens: screens, stack: stackNames,
        presentations: presentations, presentationStyles: styles, system: system, tabs: tabs
      )
      .honouring(honours)
    }
  }

  /// Draws a run of screens, each in its own span that starts with the choice of whether
  /// there is one more (the chances in twelfths, in order). With `first`, the first
  /// screen's choice is drawn but not read: every span has the same shape, so deleting
  /// the first screen's span leaves the second screen in its place. A run at its longest
  /// still draws a last choice, always no: deleting one of its screens then leaves a
  /// choice to end the shorter run. Each screen is named as it is drawn, by its place in
  /// `screens` (`A` first), appended there; returns the run's names.
  static func drawScreens(
    first: Bool, chances: [Int], on device: Device, nested: Bool, systemUI: Bool = false,
    into screens: inout [Screen], from source: ChoiceSource
  ) throws -> [String] {
    // The chances in order: 12 first (drawn, not read) with `first`, then the given
    // ones, then a last 0; read by position rather than gathered into a list.
    let lead = first ? 1 : 0
    let settingsGenerator = screenSettings(on: device, systemUI: systemUI)
    let contentGenerator = Gen.content(on: device, nested: nested)
    var names: [String] = []
    for index in 0..<(lead + chances.count + 1) {
      let chance =
        index < lead ? 12 : index - lead < chances.count ? chances[index - lead] : 0
      source.beginSpan("screen")
      defer { source.endSpan() }
      let more = try source.oneMore(chance)
      guard more || (first && index == 0) else { break }
      let settings = try settingsGenerator.generate(from: source)
      let content = try contentGenerator.generate(from: source)
      let name = screenNames[screens.count]
      screens.append(Screen(name: name, settings: settings, content: content))
      names.append(name)
    }
    return names
  }
}
