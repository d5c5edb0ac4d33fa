import BackGestureModel

/// The facts of spec table 2.2 that the invariants judge a begin against, per preset.
///
/// This is a reading of the table of its own, kept apart from the engine's
/// `GesturePolicy` and the oracle's rule book, so that a policy under test is always
/// judged against the specification and never against itself.
struct PresetFacts: Sendable {
  /// Where a recognizer exists.
  enum Availability { case never, always, padsOnly }

  /// When a horizontal scroll view that can scroll yields to the pan (spec [K3]).
  enum PanScrollRule { case leadingEdge, leadingEdgeNoBounce, leadingEdgeOrStrip(Int) }

  /// Where the full-screen pan exists.
  var pan: Availability
  /// Whether the system edge recognizer exists (it always beats scroll views).
  var edge: Bool
  /// Whether the effective `popDisabled` of the top refuses ([R-optOut]).
  var optOut: Bool
  /// Whether the container's page flag refuses when off ([R-pageFlag]).
  var pageFlag: Bool
  /// Whether the pan refuses past the top's `maxDistance` ([R-maxDistance]).
  var maxDistance: Bool
  /// Whether the edge refuses a `replacing` or `hidden` back button ([R-backButton]).
  var backButton: Bool
  /// The pan's scroll rule.
  var panScroll: PanScrollRule
  /// Whether a swipe dismisses a one-screen presentation ([R-root]).
  var dismissesOneScreenPresentation: Bool
  /// Whether will-appear applies the bar preference and style ([B2]).
  var barFollowsWillAppear: Bool
  /// Whether transitions use the screens' own animators ([A2]).
  var perScreenAnimators: Bool

  /// The edge zone in points, common to every preset.
  static let edgeZone = 20

  /// The facts of one preset, transcribed from table 2.2.
  static func of(_ preset: Preset) -> PresetFacts {
    switch preset {
    case .privateHandler, .fdFullscreen:
      PresetFacts(
        pan: .always, edge: false, optOut: true, pageFlag: false, maxDistance: true,
        backButton: false, panScroll: .leadingEdge, dismissesOneScreenPresentation: false,
        barFollowsWillAppear: true, perScreenAnimators: false)
    case .isolatedContainers:
      PresetFacts(
        pan: .always, edge: false, optOut: true, pageFlag: false, maxDistance: false,
        backButton: false, panScroll: .leadingEdgeNoBounce, dismissesOneScreenPresentation: true,
        barFollowsWillAppear: true, perScreenAnimators: false)
    case .restoredEdge:
      PresetFacts(
        pan: .padsOnly, edge: true, optOut: false, pageFlag: true, maxDistance: false,
        backButton: false, panScroll: .leadingEdgeOrStrip(40),
        dismissesOneScreenPresentation: false, barFollowsWillAppear: false,
        perScreenAnimators: false)
    case .delegateInterceptor:
      PresetFacts(
        pan: .never, edge: true, optOut: true, pageFlag: false, maxDistance: false,
        backButton: true, panScroll: .leadingEdge, dismissesOneScreenPresentation: false,
        barFollowsWillAppear: false, perScreenAnimators: true)
    }
  }

  /// No rule of the table: what a run judged by no preset checks against.
  static let none = PresetFacts(
    pan: .always, edge: true, optOut: false, pageFlag: false, maxDistance: false,
    backButton: false, panScroll: .leadingEdge, dismissesOneScreenPresentation: true,
    barFollowsWillAppear: false, perScreenAnimators: false)

  /// Whether the pan exists on a device.
  func hasPan(on idiom: Device.Idiom) -> Bool {
    switch pan {
    case .never: false
    case .always: true
    case .padsOnly: idiom == .pad
    }
  }
}
