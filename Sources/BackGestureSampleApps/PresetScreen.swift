import BackGestureApps
import BackGestureModel
import BackGestureUIKit

/// A screen of the preset apps: a controller that keeps its generated settings the way
/// the seed systems do, with the gesture settings applied late (in `viewDidLoad()`) when
/// the screen says so ([S7], [S10]).
@MainActor
final class PresetScreen: UIViewController {
  /// The screen's generated description.
  let screen: ScreenDescription
  /// Whether the bar follows the screen's preference and style in `viewWillAppear(_:)`
  /// (view-controller-based bar appearance, [B2]).
  let managesBar: Bool
  /// Whether the screen opts out of the back gesture (its effective value, [S10]).
  private(set) var popDisabled = false
  /// The screen's largest leading distance for a full-screen pan (its effective value).
  private(set) var maxDistance = 0

  init(_ screen: ScreenDescription, managesBar: Bool) {
    self.screen = screen
    self.managesBar = managesBar
    super.init(nibName: nil, bundle: nil)
    title = screen.name
    switch screen.backButton {
    case .system: break
    case .supplementing:
      navigationItem.leftBarButtonItem = UIBarButtonItem(
        title: "Edit", style: .plain, target: nil, action: nil)
      navigationItem.leftItemsSupplementBackButton = true
    case .replacing:
      navigationItem.leftBarButtonItem = UIBarButtonItem(
        title: "Close", style: .plain, target: nil, action: nil)
    case .hidden:
      navigationItem.hidesBackButton = true
    }
    if !screen.setsSettingsLate { applyGestureSettings() }
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    if screen.setsSettingsLate { applyGestureSettings() }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard managesBar, let navigationController else { return }
    if let hidden = screen.prefersNavigationBarHidden {
      navigationController.setNavigationBarHidden(hidden, animated: animated)
    }
    navigationController.navigationBar.barTintColor = screen.barTintColor
  }

  private func applyGestureSettings() {
    popDisabled = screen.popDisabled
    maxDistance = screen.maxDistance
  }

  /// Whether the back button is hidden or replaced by left items ([S5]).
  var backButtonGone: Bool {
    navigationItem.hidesBackButton
      || (navigationItem.leftBarButtonItem != nil && !navigationItem.leftItemsSupplementBackButton)
  }
}

/// An animator of a fixed duration that completes when its animation ends.
@MainActor
final class DurationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let duration: TimeInterval

  init(duration: TimeInterval) {
    self.duration = duration
  }

  func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  )
    -> TimeInterval
  {
    duration
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    UIView.animate(withDuration: duration, animations: {}) { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }
}

/// Geometry helpers the preset apps share.
@MainActor
enum AppGeometry {
  /// A horizontal amount in the forward direction: as is left to right, negated right to
  /// left ([D4]).
  static func forward(_ x: CGFloat, in view: UIView) -> CGFloat {
    view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -x : x
  }

  /// A point's distance from the leading edge ([D3]).
  static func leadingDistance(_ point: CGPoint, in view: UIView) -> CGFloat {
    view.effectiveUserInterfaceLayoutDirection == .rightToLeft
      ? view.bounds.width - point.x : point.x
  }
}
