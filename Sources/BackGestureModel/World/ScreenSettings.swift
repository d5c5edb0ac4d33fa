/// The per-screen settings that back-gesture logic consults (spec table 1.2).
public struct ScreenSettings: Sendable, Hashable {
  /// A screen's navigation-bar preference; `nil` in ``ScreenSettings/bar`` means unset.
  public enum BarPreference: String, Sendable, Hashable, CaseIterable {
    /// The screen wants the bar hidden.
    case hidden
    /// The screen wants the bar visible.
    case visible
  }

  /// The kind of back button a screen shows.
  public enum BackButton: String, Sendable, Hashable, CaseIterable {
    /// The system back button.
    case system
    /// The system button with the app's own additions; the edge gesture keeps working.
    case supplementing
    /// A custom button in place of the system one; it stops the system edge gesture.
    case replacing
    /// No back button; it stops the system edge gesture.
    case hidden
  }

  /// Whether the screen opts out of the back gesture.
  public var popDisabled: Bool = false
  /// The largest leading distance a full-screen pan may begin at; 0 is unlimited.
  public var maxDistance: Int = 0
  /// The bar preference, or `nil` when unset (which leaves the bar as it is).
  public var bar: BarPreference? = nil
  /// The bar style shown while the screen is on top, 0 to 9.
  public var style: Int = 0
  /// The back button.
  public var back: BackButton = .system
  /// Whether the screen vetoes being popped.
  public var veto: Bool = false
  /// Whether the screen sets its gesture settings in its load hook.
  public var late: Bool = false
  /// The duration in milliseconds of the screen's own animator, if it has one.
  public var animator: Int? = nil
  /// Whether the screen hides the tab bar while it is on the stack above the root
  /// (`hidesBottomBarWhenPushed`, spec [K6]).
  public var hidesBottomBar: Bool = false
  /// Whether the screen holds a text field that a `focus` step taps (spec [K1]).
  public var field: Bool = false
  /// Whether the screen's navigation item holds a search controller that a `search` step
  /// activates (spec [K4]).
  public var search: Bool = false

  /// Creates settings, each defaulting to the spec's default.
  public init(
    popDisabled: Bool = false, maxDistance: Int = 0, bar: BarPreference? = nil,
    style: Int = 0, back: BackButton = .system, veto: Bool = false, late: Bool = false,
    animator: Int? = nil, hidesBottomBar: Bool = false, field: Bool = false,
    search: Bool = false
  ) {
    self.popDisabled = popDisabled
    self.maxDistance = maxDistance
    self.bar = bar
    self.style = style
    self.back = back
    self.veto = veto
    self.late = late
    self.animator = animator
    self.hidesBottomBar = hidesBottomBar
    self.field = field
    self.search = search
  }
}
