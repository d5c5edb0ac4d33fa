import BackGestureApps
import BackGestureModel
import BackGestureUIKit

/// R8: a full-screen pan drives a percent-driven pop of the app's own and refuses to
/// begin while its "interacting" flag is set (and while another transition animates or
/// something is presented, by a flag of its own).
///
/// The flag clears in the pan's `ended` branch, when the finger lifts, while the finish
/// or the cancel still animates; a second touch in that window begins the pan again and
/// starts a pop inside the running transition. The fix is the report's: the flag clears
/// in the transition's completion.
struct LiftFlagApp: BackGestureApp {
  let fixed: Bool

  func makeNavigationController(rootViewController: UIViewController) -> UINavigationController {
    LiftFlagNavigationController(rootViewController: rootViewController, fixed: fixed)
  }

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    TitledScreen(screen)
  }
}

/// The navigation controller of ``LiftFlagApp``.
@MainActor
final class LiftFlagNavigationController: UINavigationController,
  UIGestureRecognizerDelegate, UINavigationControllerDelegate
{
  private let fixed: Bool
  /// Whether the app's own pop is interacting; the bug clears it at the lift.
  private var interacting = false
  /// Whether a transition the pan did not start animates (a push, a pop, a present):
  /// set in `willShow`, cleared by the transition's completion.
  private var animating = false
  private var interaction: UIPercentDrivenInteractiveTransition?

  init(rootViewController: UIViewController, fixed: Bool) {
    self.fixed = fixed
    super.init(rootViewController: rootViewController)
    delegate = self
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    for recognizer in systemPops { recognizer.isEnabled = false }
    #if canImport(UIKit)
    let action = #selector(handlePan(_:))
    #else
    let action = Selector(LiftFlagNavigationController.handlePan)
    #endif
    let pan = UIPanGestureRecognizer(target: self, action: action)
    pan.maximumNumberOfTouches = 1
    pan.delegate = self
    view.addGestureRecognizer(pan)
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard viewControllers.count > 1, !interacting, !animating, presentedViewController == nil,
      let pan = gestureRecognizer as? UIPanGestureRecognizer
    else { return false }
    return AppGeometry.forward(pan.translation(in: view).x, in: view) > 0
  }

  #if canImport(UIKit)
  @objc
  #endif
  func handlePan(_ pan: UIPanGestureRecognizer) {
    let forward = AppGeometry.forward(pan.translation(in: view).x, in: view)
    let progress = min(1, max(0, forward) / view.bounds.width)
    switch pan.state {
    case .began:
      interacting = true
      interaction = UIPercentDrivenInteractiveTransition()
      popViewController(animated: true)
      if fixed {
        transitionCoordinator?.animate(alongsideTransition: nil) { [weak self] _ in
          self?.interacting = false
        }
      }
      interaction?.update(progress)
    case .changed:
      interaction?.update(progress)
    default:
      let velocity = AppGeometry.forward(pan.velocity(in: view).x, in: view)
      if pan.state == .ended, progress > 0.5 || velocity > 1000 {
        interaction?.finish()
      } else {
        interaction?.cancel()
      }
      interaction = nil
      // The bug: the finish or the cancel has only just started to animate.
      if !fixed { interacting = false }
    }
  }

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    guard interaction == nil, let coordinator = transitionCoordinator else { return }
    animating = true
    coordinator.animate(alongsideTransition: nil) { [weak self] _ in self?.animating = false }
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    interaction == nil ? nil : DurationAnimator(duration: 0.35)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    interaction
  }
}
