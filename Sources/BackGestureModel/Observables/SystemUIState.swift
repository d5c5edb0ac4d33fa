/// What the keyboard, the tab bar and search show after a step (spec [K1] to [K7]).
public struct SystemUIState: Sendable, Hashable {
  /// The screen whose first responder holds the keyboard up, or `nil` when it is down
  /// ([K1]).
  public var keyboard: String?
  /// The screens whose search controller is active, in declaration order ([K4]).
  public var searching: [String]
  /// The screen an active search stands over though it is not its own, or `nil` when
  /// every active search stays with its screen ([K5]).
  public var searchOver: String?
  /// Whether the tab bar is hidden; `nil` when the root container is not in a tab bar
  /// controller ([K6]).
  public var tabBarHidden: Bool?

  /// Creates the state.
  public init(
    keyboard: String? = nil, searching: [String] = [], searchOver: String? = nil,
    tabBarHidden: Bool? = nil
  ) {
    self.keyboard = keyboard
    self.searching = searching
    self.searchOver = searchOver
    self.tabBarHidden = tabBarHidden
  }

  /// No keyboard, no search and no tab bar: the state of a world without them.
  public static let none = SystemUIState()
}

extension SystemUIState {
  /// The observables of the state, one case per stored property, in the order a diff
  /// lists them.
  public enum Field: String, CaseIterable, Sendable {
    /// ``SystemUIState/keyboard``.
    case keyboard
    /// ``SystemUIState/searching``.
    case searching
    /// ``SystemUIState/searchOver``.
    case searchOver
    /// ``SystemUIState/tabBarHidden``.
    case tabBarHidden
  }
}
