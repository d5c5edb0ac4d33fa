import BackGestureModel
import BackGestureUIKit
import Foundation

/// One generated screen, as an app's factory reads it: its name and the settings of spec
/// table 1.2, which the app applies its own way.
public struct ScreenDescription: Sendable, Hashable {
  /// The screen's name, unique in its world.
  public var name: String
  /// The settings, with the spec's defaults.
  public var settings: ScreenSettings

  /// Creates a description.
  public init(name: String, settings: ScreenSettings) {
    self.name = name
    self.settings = settings
  }

  /// Whether the screen opts out of the back gesture ([S1]).
  public var popDisabled: Bool { settings.popDisabled }
  /// The largest leading distance at which a full-screen pan may begin; 0 is unlimited
  /// and negative values read as 0 ([S2]).
  public var maxDistance: Int { settings.maxDistance }
  /// The bar preference: `true` hidden, `false` visible, `nil` unset ([S3]).
  public var prefersNavigationBarHidden: Bool? { settings.bar.map { $0 == .hidden } }
  /// The colour that shows the screen's bar style while it is on top ([S4]).
  public var barTintColor: UIColor { BarPalette.color(forStyle: settings.style) }
  /// The back button ([S5]).
  public var backButton: ScreenSettings.BackButton { settings.back }
  /// Whether the screen vetoes being popped: unsaved changes ([S6]).
  public var vetoesPop: Bool { settings.veto }
  /// Whether the screen applies its gesture settings in `viewDidLoad()` rather than
  /// before it is pushed ([S7]).
  public var setsSettingsLate: Bool { settings.late }
  /// The duration of the screen's own animator, in seconds, if it has one ([S8]).
  public var animatorDuration: Double? { settings.animator.map { Double($0) / 1000 } }
  /// Whether the screen hides the tab bar while it is above the root
  /// (`hidesBottomBarWhenPushed`, [K6]); the host sets it on the screen's controller.
  public var hidesBottomBarWhenPushed: Bool { settings.hidesBottomBar }
  /// Whether the screen holds a text field ([K1]); the host puts one in its view.
  public var hasTextField: Bool { settings.field }
  /// Whether the screen's navigation item holds a search controller ([K4]); the host
  /// installs one unless the app's code did.
  public var hasSearch: Bool { settings.search }
}

/// The colours that stand for the bar styles 0 to 9 of spec table 1.2.
public enum BarPalette {
  /// The colour of a style: greys from white (style 0) down in tenths.
  public static func color(forStyle style: Int) -> UIColor {
    colors[min(max(style, 0), 9)]
  }

  /// The style a colour stands for; 0 for `nil` or a colour of no style.
  public static func style(of color: UIColor?) -> Int {
    guard let color else { return 0 }
    if let index = colors.firstIndex(where: { $0 === color }) { return index }
    return colors.firstIndex { $0.components == color.components } ?? 0
  }

  /// The ten colours, made once.
  private static let colors: [UIColor] = (0...9).map {
    UIColor(white: 1 - CGFloat($0) / 10, alpha: 1)
  }
}
