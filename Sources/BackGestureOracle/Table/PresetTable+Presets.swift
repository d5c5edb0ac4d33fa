import BackGestureModel

extension PresetTable {
  /// Returns the table of a named preset.
  package static func of(_ preset: Preset) -> PresetTable {
    switch preset {
    case .privateHandler: privateHandler
    case .fdFullscreen: fdFullscreen
    case .isolatedContainers: isolatedContainers
    case .restoredEdge: restoredEdge
    case .delegateInterceptor: delegateInterceptor
    }
  }

  /// Seed 1: a full-screen pan through the system's private pop handler.
  static let privateHandler = PresetTable(
    pan: .always, edge: .never,
    beginRules: [.root, .optOut, .maxDistance, .transition, .direction, .fingers, .veto],
    controlsOwnTouches: true,
    panScrollRule: .atLeadingEdge, edgeScrollRule: nil,
    endRule: .uikitReach, speed: 1000,
    barPolicy: .willAppear, dismissesOneScreenPresentations: false,
    pageFlagHooks: false, perScreenAnimators: false)

  /// Seed 2: FDFullscreenPopGesture.
  static let fdFullscreen = PresetTable(
    pan: .always, edge: .never,
    beginRules: [.root, .optOut, .maxDistance, .transition, .direction, .fingers, .veto],
    controlsOwnTouches: true,
    panScrollRule: .atLeadingEdge, edgeScrollRule: nil,
    endRule: .uikitReach, speed: 1000,
    barPolicy: .willAppear, dismissesOneScreenPresentations: false,
    pageFlagHooks: false, perScreenAnimators: false)

  /// Seed 3: isolated navigation containers presented right-in, right-out.
  static let isolatedContainers = PresetTable(
    pan: .always, edge: .never,
    beginRules: [.root, .optOut, .transition, .direction, .fingers, .veto],
    controlsOwnTouches: true,
    panScrollRule: .atLeadingEdgeWithoutBounce, edgeScrollRule: nil,
    endRule: .above(progress: 500, velocity: 300), speed: 1000,
    barPolicy: .willAppear, dismissesOneScreenPresentations: true,
    pageFlagHooks: false, perScreenAnimators: false)

  /// Seed 4: the system edge gesture restored, with a full-screen pan on pads.
  static let restoredEdge = PresetTable(
    pan: .padsOnly, edge: .always,
    beginRules: [.root, .pageFlag, .transition, .edgeZone, .direction, .fingers, .veto],
    controlsOwnTouches: true,
    panScrollRule: .atLeadingEdgeOrInStrip(40), edgeScrollRule: .always,
    endRule: .uikitReach, speed: 1000,
    barPolicy: .none, dismissesOneScreenPresentations: false,
    pageFlagHooks: true, perScreenAnimators: false)

  /// Seed 5: a navigation-delegate interceptor with per-screen animators.
  static let delegateInterceptor = PresetTable(
    pan: .never, edge: .always,
    beginRules: [.root, .optOut, .backButton, .edgeZone, .transition, .direction, .veto],
    controlsOwnTouches: true,
    panScrollRule: nil, edgeScrollRule: .always,
    endRule: .uikitReach, speed: 1000,
    barPolicy: .none, dismissesOneScreenPresentations: false,
    pageFlagHooks: false, perScreenAnimators: true)
}
