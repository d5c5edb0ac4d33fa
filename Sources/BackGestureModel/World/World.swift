/// The initial configuration of a simulation: device, preset, screens, stacks and system.
public struct World: Sendable, Hashable {
  /// The device.
  public var device: Device
  /// The preset whose rules the back gesture follows.
  public var preset: Preset
  /// Every screen of the world, in declaration order, including those not on a stack yet.
  public var screens: [Screen]
  /// The root container's stack, bottom first.
  public var stack: [String]
  /// The presented containers' stacks, in presentation order, each bottom first.
  public var presentations: [[String]]
  /// The style of each presented container, in presentation order; a presentation with
  /// no entry here is `fullScreen` (spec [N6]). The initializer drops trailing
  /// `fullScreen` entries.
  public var presentationStyles: [PresentationStyle]
  /// The iOS release the world runs on ([D5]); `ios18` unless a file says otherwise.
  public var system: OperatingSystem
  /// Whether the root container is the first tab of a tab bar controller, whose tab bar
  /// the screens on its stack may hide (spec [K6]).
  public var tabs: Bool

  /// Creates a world.
  public init(
    device: Device, preset: Preset, screens: [Screen], stack: [String],
    presentations: [[String]] = [], presentationStyles: [PresentationStyle] = [],
    system: OperatingSystem = .ios18, tabs: Bool = false
  ) {
    self.device = device
    self.preset = preset
    self.screens = screens
    self.stack = stack
    self.presentations = presentations
    self.system = system
    self.tabs = tabs
    // Trailing full-screen entries say nothing, so equal worlds compare equal.
    var styles = presentationStyles
    while styles.last == .fullScreen { styles.removeLast() }
    self.presentationStyles = styles
  }

  /// The style of the presented container at a position of ``presentations`` (0 for the
  /// first presentation); `fullScreen` when none is given. The format's own helper.
  func style(ofPresentation position: Int) -> PresentationStyle {
    position < presentationStyles.count ? presentationStyles[position] : .fullScreen
  }

  /// Returns the screen with a name, if it is declared.
  public func screen(named name: String) -> Screen? {
    screens.first { $0.name == name }
  }
}
