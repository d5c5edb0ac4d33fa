/// What an app's code honours of a generated world: the screen settings of spec table 1.2
/// that it applies its own way, and the kinds of content and presentation it is written
/// to meet (spec section 14.11).
///
/// The worlds drawn for an app carry only what it honours: every other setting is at its
/// neutral default and every other kind of content is left out, so a correct app is
/// never judged by a setting it has no notion of. An app that honours nothing is checked
/// on plain screens: several of them, on stacks and in presentations, with every
/// operation and touch, but no setting and no content.
///
/// ```swift
/// struct MyApp: BackGestureApp {
///   var honours: Honours { [.optOut, .veto, .horizontalScrollViews] }
///   …
/// }
/// ```
public struct Honours: OptionSet, Sendable, Hashable {
  /// The bits of the set, one per setting or kind.
  public let rawValue: UInt32

  /// Creates a set from its bits.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  // MARK: Screen settings (spec table 1.2)

  /// `popDisabled` ([S1]): the app lets a screen opt out of the back gesture
  /// (`ScreenDescription.popDisabled`). Neutral: not opted out.
  public static let optOut = Honours(rawValue: 1 << 0)
  /// `maxDistance` ([S2]): the app limits how far from the leading edge a full-screen pan
  /// may begin (`ScreenDescription.maxDistance`). Neutral: 0, unlimited.
  public static let maxDistance = Honours(rawValue: 1 << 1)
  /// `bar` ([S3]): the app hides or shows the bar per screen
  /// (`ScreenDescription.prefersNavigationBarHidden`). Neutral: unset.
  public static let barPreference = Honours(rawValue: 1 << 2)
  /// `style` ([S4]): the app gives each screen its bar style
  /// (`ScreenDescription.barTintColor`). Neutral: style 0.
  public static let barStyle = Honours(rawValue: 1 << 3)
  /// `back` ([S5]): the app supplements, replaces or hides a screen's back button
  /// (`ScreenDescription.backButton`). Neutral: the system back button.
  public static let backButton = Honours(rawValue: 1 << 4)
  /// `veto` ([S6]): a screen can refuse being popped, as with unsaved changes
  /// (`ScreenDescription.vetoesPop`). Neutral: no veto.
  public static let veto = Honours(rawValue: 1 << 5)
  /// `late` ([S7]): a screen may apply its gesture settings in `viewDidLoad()`
  /// (`ScreenDescription.setsSettingsLate`). Neutral: applied before it is shown.
  public static let lateSettings = Honours(rawValue: 1 << 6)
  /// `animator` ([S8]): a screen may bring its own animator
  /// (`ScreenDescription.animatorDuration`). Neutral: none, UIKit's default transition.
  public static let animator = Honours(rawValue: 1 << 7)

  // MARK: Content and presentations (spec sections 1.3 and 1.4)

  /// Horizontal scroll views ([C2]), carousels and pagers, which the checker installs in
  /// the screens' views ([U3]). Neutral: none.
  public static let horizontalScrollViews = Honours(rawValue: 1 << 8)
  /// Vertical scroll views ([C3]), lists and tables. Neutral: none.
  public static let verticalScrollViews = Honours(rawValue: 1 << 9)
  /// Controls that own the touches that begin on them ([C4]): sliders and swipe-to-delete
  /// cells. Neutral: none.
  public static let controls = Honours(rawValue: 1 << 10)
  /// Table cells whose own pan reveals swipe actions ([C6]); drawn only when a check's
  /// options ask for nested content. Neutral: none.
  public static let swipeActionCells = Honours(rawValue: 1 << 11)
  /// Scroll views that hold items of their own, pagers among them ([C7]); drawn only when
  /// a check's options ask for nested content. Neutral: a scroll view holds nothing.
  public static let nestedContent = Honours(rawValue: 1 << 12)
  /// Scroll views that answer the recognizer graph's questions about their pan and the
  /// back recognizers ([C5]); drawn only when a check's options ask for nested content.
  /// Neutral: a scroll view answers nothing.
  public static let scrollViewAnswers = Honours(rawValue: 1 << 13)
  /// Presentations as page sheets, which a finger may pull down to dismiss, modal ones
  /// among them ([N6], [N7]); drawn only when a check's options ask for sheets. Neutral:
  /// every presentation covers the full screen.
  public static let pageSheets = Honours(rawValue: 1 << 14)

  // MARK: Groups

  /// Every screen setting of spec table 1.2.
  public static let settings: Honours = [
    .optOut, .maxDistance, .barPreference, .barStyle, .backButton, .veto, .lateSettings, .animator,
  ]
  /// Every kind of content and presentation.
  public static let content: Honours = [
    .horizontalScrollViews, .verticalScrollViews, .controls, .swipeActionCells, .nestedContent,
    .scrollViewAnswers, .pageSheets,
  ]
  /// Everything a world can carry: what the policy check, `backgesture check` and the fuzz
  /// target draw from.
  public static let everything: Honours = settings.union(content)
}

extension Honours: CustomStringConvertible {
  /// The names of what the set holds, in declaration order: `[optOut, veto]`, `[]`.
  public var description: String {
    let names = [
      "optOut", "maxDistance", "barPreference", "barStyle", "backButton", "veto", "lateSettings",
      "animator", "horizontalScrollViews", "verticalScrollViews", "controls", "swipeActionCells",
      "nestedContent", "scrollViewAnswers", "pageSheets",
    ]
    let held = names.indices.filter { rawValue & (1 << $0) != 0 }.map { names[$0] }
    return "[" + held.joined(separator: ", ") + "]"
  }
}
