import BackGestureEngine
import BackGestureModel

/// A wrong sign planted in one of the engine's own deciding helpers, a rule the model had
/// before it followed UIKit's source, or a rule of the keyboard, search or the tab bar
/// broken, to show that the checker catches it.
///
/// The engine, the oracle and the invariants each derive the geometry of the spec on
/// their own (spec sections 1.1 and 1.3), so a wrong sign in one of the engine's helpers
/// makes it disagree with the other two instead of agreeing with itself. The test of
/// each fault runs the campaign of `backgesture check --count 100000` and expects a
/// counterexample.
package enum PlantedFault: String, Sendable, Hashable, CaseIterable {
  /// In right-to-left layouts the forward displacement has the wrong sign ([D4]).
  case direction
  /// In right-to-left layouts the leading distance has the wrong sign ([D3]).
  case leadingDistance
  /// The hit test reads frames with the vertical sign flipped ([C1]).
  case hitTest
  /// The leading-edge test of a horizontal scroll view subtracts the inset instead of
  /// adding it ([C2]).
  case scrollEdge
  /// The release rule of the model before UIKit's projection ([I4], spec section 16):
  /// above 500‰ or above the preset's old velocity (300 pt/s for `delegateInterceptor`,
  /// 1000 pt/s for the others).
  case thresholdRelease
  /// The control rule of the model before the slider's knob ([C4], spec section 16): a
  /// slider keeps every drag that begins on its frame.
  case wholeSlider
  /// A cancelled swipe gives the keyboard back to no one ([K2]).
  case keyboardNotRestored
  /// Only the top screen's `hidesBottomBar` hides the tab bar ([K6]).
  case tabBarFollowsTop
  /// A screen's search stays active after the screen leaves the stacks ([K4]).
  case searchOutlivesScreen

  /// The engine's fault switches that plant the fault; empty when the policy plants it.
  package var faults: EngineFaults {
    switch self {
    case .direction: .plantedDirectionSign
    case .leadingDistance: .plantedLeadingDistanceSign
    case .hitTest: .plantedHitTestSign
    case .wholeSlider: .plantedWholeSlider
    case .keyboardNotRestored: .plantedKeyboardNotRestored
    case .tabBarFollowsTop: .plantedTabBarFollowsTop
    case .searchOutlivesScreen: .plantedSearchOutlivesScreen
    case .scrollEdge, .thresholdRelease: []
    }
  }

  /// The policy that drives the engine for a preset: the preset's own, or, for the scroll
  /// edge, the preset's with the wrong sign in ``BackGesturePolicy/isAtLeadingEdge(_:decelerating:)``,
  /// or, for the old release rule, the preset's with thresholds in place of the projection.
  package func policy(for preset: Preset) -> any BackGesturePolicy {
    switch self {
    case .scrollEdge: ScrollEdgeSignPolicy(base: .preset(preset), follows: preset)
    case .thresholdRelease: ThresholdReleasePolicy(base: .preset(preset), follows: preset)
    case .direction, .leadingDistance, .hitTest, .wholeSlider, .keyboardNotRestored,
      .tabBarFollowsTop, .searchOutlivesScreen:
      GesturePolicy.preset(preset)
    }
  }
}

/// A preset's policy whose leading-edge test of a scroll view reads `offset - inset`.
struct ScrollEdgeSignPolicy: BackGesturePolicy {
  let base: GesturePolicy
  let follows: Preset?

  func isAtLeadingEdge(_ view: HorizontalScrollView, decelerating: Bool) -> Bool {
    view.offset - view.inset <= 0 && !decelerating
  }
}

/// A preset's policy that ends a swipe by the model's rule before UIKit's projection.
struct ThresholdReleasePolicy: BackGesturePolicy {
  let base: GesturePolicy
  let follows: Preset?

  func shouldFinish(_ release: ReleaseContext) -> Bool {
    let fast = follows == .delegateInterceptor || follows == .isolatedContainers ? 300 : 1000
    return release.progress > 500 || release.velocity > fast
  }
}
