import BackGestureApps
import BackGestureModel
import BackGestureUIKit

/// A plain app on UIKit's own swipe, for the rules that only UIKit's delegate of the
/// system pop applies: a navigation bar the screens hide ([R-barHidden]) and a navigation
/// delegate with custom animators ([U9]).
///
/// Its screens apply their bar preference when they appear. With `customAnimator` the
/// navigation controller's delegate gives every push and pop an animator of its own and
/// no interaction controller. With `replacesDelegate` the app makes an object of its own
/// the delegate of the system pop, which lets the swipe begin whenever there is a screen
/// to go back to and nothing is in flight: the usual fix for both rules. It follows no
/// preset: the corpus under `Corpus/apps/` holds its expectations.
package struct UIKitDelegateApp: BackGestureApp {
  /// Whether the navigation delegate gives animators of its own.
  var customAnimator: Bool
  /// Whether the app replaces UIKit's delegate of the system pop.
  var replacesDelegate: Bool

  /// The variants by the names of their folders under `Corpus/apps/`.
  package static let variants: [(name: String, app: UIKitDelegateApp)] = [
    ("uikitDelegate", UIKitDelegateApp(customAnimator: false, replacesDelegate: false)),
    ("uikitDelegateReplaced", UIKitDelegateApp(customAnimator: false, replacesDelegate: true)),
    ("customAnimator", UIKitDelegateApp(customAnimator: true, replacesDelegate: false)),
    ("customAnimatorReplaced", UIKitDelegateApp(customAnimator: true, replacesDelegate: true)),
  ]

  package var honours: Honours { [.barPreference] }

  package func makeNavigationController(
    rootViewController: UIViewController
  ) -> UINavigationController {
    DelegateKeepingNavigationController(
      rootViewController: rootViewController, customAnimator: customAnimator,
      replacesDelegate: replacesDelegate)
  }

  package func makeViewController(for screen: ScreenDescription) -> UIViewController {
    BarPreferringScreen(screen)
  }
}

/// The navigation controller of ``UIKitDelegateApp``: it holds the delegates it installs,
/// which UIKit holds weakly.
@MainActor
final class DelegateKeepingNavigationController: UINavigationController {
  private let animators: AnimatingDelegate?
  private let keeper: SwipeKeepingDelegate?

  init(rootViewController: UIViewController, customAnimator: Bool, replacesDelegate: Bool) {
    animators = customAnimator ? AnimatingDelegate() : nil
    keeper = replacesDelegate ? SwipeKeepingDelegate() : nil
    super.init(rootViewController: rootViewController)
    delegate = animators
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    guard let keeper else { return }
    keeper.navigation = self
    interactivePopGestureRecognizer?.delegate = keeper
  }
}

/// A screen that applies its bar preference when it appears; one with no preference
/// shows the bar.
@MainActor
final class BarPreferringScreen: UIViewController {
  private let hidesBar: Bool

  init(_ screen: ScreenDescription) {
    hidesBar = screen.prefersNavigationBarHidden ?? false
    super.init(nibName: nil, bundle: nil)
    title = screen.name
  }

  required init?(coder: NSCoder) { nil }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.setNavigationBarHidden(hidesBar, animated: animated)
  }
}

/// A navigation delegate with an animator of its own for every push and pop, and no
/// interaction controller.
@MainActor
final class AnimatingDelegate: NSObject, UINavigationControllerDelegate {
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    FadeAnimator()
  }
}

/// An animator that runs 350 ms, as UIKit's default one does.
@MainActor
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  ) -> TimeInterval {
    0.35
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    UIView.animate(withDuration: 0.35, animations: {}) { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }
}

/// A delegate of the system pop that lets it begin whenever there is a screen to go back
/// to and no transition is in flight.
@MainActor
final class SwipeKeepingDelegate: NSObject, UIGestureRecognizerDelegate {
  weak var navigation: UINavigationController?

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let navigation else { return false }
    return navigation.viewControllers.count > 1 && navigation.transitionCoordinator == nil
  }
}
