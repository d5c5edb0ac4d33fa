import BackGestureModel

extension GesturePolicy {
  /// Returns the policy of one of the five shipped systems, exactly as spec table 2.2 gives it.
  ///
  /// Every preset uses a slop of 10 pt, an edge zone of 20 pt, a default duration of
  /// 350 ms, a velocity staleness of 100 ms, a completion speed of 1000‰, and lets
  /// controls own their touches. The four whose swipe ends in UIKit's handler finish by
  /// its `projection`; `isolatedContainers` drives its own interaction, above 500‰ or
  /// 300 pt/s. A recognizer the preset does
  /// not use keeps the default scroll rule, which is never consulted.
  public static func preset(_ preset: Preset) -> GesturePolicy {
    switch preset {
    case .privateHandler, .fdFullscreen:
      GesturePolicy(
        pan: .always,
        panRules: [.root, .optOut, .maxDistance, .transition, .direction, .fingers, .veto],
        panScrollRule: .leadingEdge, finishRule: .projection, barPolicy: .willAppear)
    case .isolatedContainers:
      GesturePolicy(
        pan: .always,
        panRules: [.root, .optOut, .transition, .direction, .fingers, .veto],
        panScrollRule: .leadingEdgeNoBounce, velocityThreshold: 300, barPolicy: .willAppear,
        swipeDismissesOneScreenPresentation: true)
    case .restoredEdge:
      GesturePolicy(
        edgeEnabled: true, pan: .padsOnly,
        panRules: [.root, .pageFlag, .transition, .direction, .fingers, .veto],
        edgeRules: [.root, .pageFlag, .transition, .edgeZone, .direction, .veto],
        panScrollRule: .leadingEdgeOrStrip(40), edgeScrollRule: .alwaysYields,
        finishRule: .projection, barPolicy: .none, pageFlagHooks: true)
    case .delegateInterceptor:
      GesturePolicy(
        edgeEnabled: true, pan: .off,
        edgeRules: [.root, .optOut, .backButton, .edgeZone, .transition, .direction, .veto],
        edgeScrollRule: .alwaysYields, finishRule: .projection, barPolicy: .none,
        perScreenAnimators: true)
    }
  }
}
