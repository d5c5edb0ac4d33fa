import BackGestureModel

/// A description of one back-gesture system, which the engine consults for every decision.
///
/// A policy is a plain value: which recognizers exist, their ordered begin rules, how
/// they arbitrate with scroll views and controls, when a released gesture finishes, how
/// the bar and the page flag react to appearance callbacks, and which animator a
/// transition uses. ``preset(_:)`` gives the five systems of spec table 2.2.
///
/// It conforms to ``BackGesturePolicy``, the engine's plug-in point, as its own base;
/// the begin decision (``BackGesturePolicy/decideBegin(_:)``) and the scroll
/// arbitration (``BackGesturePolicy/scrollWins(_:)``) are the protocol's, composed
/// from the seams below, each in its own file:
/// - begin: ``isEnabled(_:on:)``, ``isDecisionMoment(dx:dy:)``,
///   ``failsOnExtraFinger(_:)``, ``rules(for:)`` and ``refuses(_:_:)`` (section 5);
/// - arbitration: ``controlOwnsTouch(_:)``, ``scrollRule(for:)`` and
///   ``isAtLeadingEdge(_:decelerating:)`` (section 6);
/// - release: ``shouldFinish(_:)`` and
///   ``completionTime(progress:duration:finishing:)`` (section 7.4);
/// - appearance: ``initialBar(top:)``, ``barAfterWillAppear(_:screen:)``,
///   ``barAfterDidDisappear(_:top:)``, ``barAfterCancel(_:saved:)``,
///   ``initialPageFlag(popDisabled:)``, ``pageFlagAfterDidAppear(_:popDisabled:)``,
///   ``pageFlagAfterWillDisappear(_:)`` and ``animationDuration(_:from:to:)``
///   (sections 8.1 and 9).
public struct GesturePolicy: Sendable, Hashable {
  /// Where the full-screen pan recognizer exists.
  public enum PanAvailability: String, Sendable, Hashable, CaseIterable {
    /// There is no full-screen pan.
    case off
    /// The full-screen pan exists on every device.
    case always
    /// The full-screen pan exists on pads only (preset `restoredEdge`).
    case padsOnly
  }

  /// When a horizontal scroll view under the touch lets a back recognizer have the pan (spec [K3]).
  public enum ScrollRule: Sendable, Hashable {
    /// It yields at its leading edge to a forward pan.
    case leadingEdge
    /// As `leadingEdge`, and only when it does not bounce.
    case leadingEdgeNoBounce
    /// As `leadingEdge`, or to a forward pan that began within this many points of the leading edge.
    case leadingEdgeOrStrip(Int)
    /// It always yields.
    case alwaysYields
  }

  /// How a released interactive transition decides between finishing and cancelling (spec [I4]).
  public enum FinishRule: String, Sendable, Hashable, CaseIterable {
    /// UIKit's own handler: it finishes when the progress, carried on by the velocity for
    /// the transition's duration, passes `min(187.5 pt, width / 2)`.
    case projection
    /// The library's own: above ``finishThreshold`` or above ``velocityThreshold``.
    case thresholds
  }

  /// Who manages the navigation bar (spec [B2], [B3]).
  public enum BarPolicy: String, Sendable, Hashable, CaseIterable {
    /// Each screen's will-appear applies its bar preference and style.
    case willAppear
    /// The bar never changes.
    case none
  }

  /// Whether the system edge recognizer exists.
  public var edgeEnabled: Bool
  /// Where the full-screen pan exists.
  public var pan: PanAvailability
  /// The pan's begin rules, in the order they are evaluated.
  public var panRules: [BeginRule]
  /// The edge recognizer's begin rules, in the order they are evaluated.
  public var edgeRules: [BeginRule]
  /// Whether controls own the touches that begin on them (rule `control`).
  public var controlsOwnTouches: Bool
  /// The pan's scroll rule.
  public var panScrollRule: ScrollRule
  /// The edge recognizer's scroll rule.
  public var edgeScrollRule: ScrollRule
  /// How a release decides between finishing and cancelling.
  public var finishRule: FinishRule
  /// The progress, in permille, above which a release finishes by the `thresholds` rule.
  public var finishThreshold: Int
  /// The forward velocity, in pt/s, above which a release finishes by the `thresholds` rule.
  public var velocityThreshold: Int
  /// The completion speed, in permille.
  public var completionSpeed: Int
  /// Who manages the bar.
  public var barPolicy: BarPolicy
  /// Whether a swipe on a one-screen presentation dismisses it.
  public var swipeDismissesOneScreenPresentation: Bool
  /// Whether did-appear and will-disappear hooks drive the page flag (spec [B6]).
  public var pageFlagHooks: Bool
  /// Whether transitions use the screens' own animators (spec [A2]).
  public var perScreenAnimators: Bool
  /// The distance, in points, a finger must exceed before the decision (spec [G3]).
  public var slop: Int
  /// The width, in points, of the edge recognizer's zone (rule `edgeZone`).
  public var edgeZone: Int
  /// The default duration of a transition, in milliseconds (spec [A1]).
  public var defaultDuration: Int
  /// The time, in milliseconds, after which a resting finger has no velocity (spec [V2]).
  public var velocityStaleness: Int

  /// Creates a policy; the defaults are the parameters common to every preset.
  public init(
    edgeEnabled: Bool = false, pan: PanAvailability = .always,
    panRules: [BeginRule] = [], edgeRules: [BeginRule] = [],
    controlsOwnTouches: Bool = true,
    panScrollRule: ScrollRule = .leadingEdge, edgeScrollRule: ScrollRule = .alwaysYields,
    finishRule: FinishRule = .thresholds,
    finishThreshold: Int = 500, velocityThreshold: Int = 1000, completionSpeed: Int = 1000,
    barPolicy: BarPolicy = .willAppear, swipeDismissesOneScreenPresentation: Bool = false,
    pageFlagHooks: Bool = false, perScreenAnimators: Bool = false,
    slop: Int = 10, edgeZone: Int = 20, defaultDuration: Int = 350,
    velocityStaleness: Int = 100
  ) {
    self.edgeEnabled = edgeEnabled
    self.pan = pan
    self.panRules = panRules
    self.edgeRules = edgeRules
    self.controlsOwnTouches = controlsOwnTouches
    self.panScrollRule = panScrollRule
    self.edgeScrollRule = edgeScrollRule
    self.finishRule = finishRule
    self.finishThreshold = finishThreshold
    self.velocityThreshold = velocityThreshold
    self.completionSpeed = completionSpeed
    self.barPolicy = barPolicy
    self.swipeDismissesOneScreenPresentation = swipeDismissesOneScreenPresentation
    self.pageFlagHooks = pageFlagHooks
    self.perScreenAnimators = perScreenAnimators
    self.slop = slop
    self.edgeZone = edgeZone
    self.defaultDuration = defaultDuration
    self.velocityStaleness = velocityStaleness
  }
}
