/// The space a check draws its scenarios from, and how many it draws: one value that the
/// policy check, the app check, `backgesture check`, `prove` and the fuzz target share.
///
/// The defaults are those of a test's check: every system, no page sheets and no nested
/// content (so a suite's scenarios stay the same from one release to the next), 1000
/// scenarios of at most 12 steps, the seed derived from the check's name.
///
/// ```swift
/// checkBackGestureApp(MyApp(), options: CheckOptions(sheets: true, nested: true))
/// ```
public struct CheckOptions: Sendable, Hashable {
  /// The presets whose worlds are drawn, each as likely; `nil` for the checked code's
  /// default (the preset it follows, or every preset).
  public var presets: [Preset]?
  /// The systems the worlds run on; each world draws its own.
  public var systems: [OperatingSystem]
  /// Whether presentations may also be page sheets, which a finger may pull down to
  /// dismiss (spec [N6], [N7]).
  public var sheets: Bool
  /// Whether screens may also hold nested content: scroll views that hold items, pagers,
  /// table cells with swipe actions, and scroll views that wait for the back recognizers,
  /// make them wait or recognise with them (spec [C5] to [C7]).
  public var nested: Bool
  /// Whether the root container may sit in a tab bar controller and screens hold text
  /// fields and search controllers, which taps make first responder and activate (spec
  /// [K1] to [K7]).
  public var systemUI: Bool
  /// The number of scenarios. `PROPERTY_CASES` overrides it in a test.
  public var cases: Int
  /// The most steps a scenario has.
  public var maximumSteps: Int
  /// The seed, or `nil` to derive one from the check's name. `PROPERTY_SEED` overrides it
  /// in a test.
  public var seed: UInt64?

  /// Creates the options of a check.
  public init(
    presets: [Preset]? = nil, systems: [OperatingSystem] = OperatingSystem.allCases,
    sheets: Bool = false, nested: Bool = false, cases: Int = 1000, maximumSteps: Int = 12,
    seed: UInt64? = nil, systemUI: Bool = false
  ) {
    self.systemUI = systemUI
    self.presets = presets
    self.systems = systems
    self.sheets = sheets
    self.nested = nested
    self.cases = cases
    self.maximumSteps = maximumSteps
    self.seed = seed
  }

  /// The whole space: every preset, every system, page sheets, nested content, the tab
  /// bar, text fields and search; what `backgesture check` draws from.
  public static let everything = CheckOptions(
    presets: Preset.allCases, sheets: true, nested: true, systemUI: true)
}
