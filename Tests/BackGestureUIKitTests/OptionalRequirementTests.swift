import BackGestureUIKit
import Testing

/// UIKit's optional requirements are called with `?` after the name; the mirror's
/// protocol-extension properties make that syntax compile and reach the requirement, and the
/// members of a conforming class keep their names.
@Suite @MainActor struct OptionalRequirementTests {
  @Test("A forwarding delegate reaches the methods its target implements, and the defaults")
  func forwardingNavigationDelegate() {
    let log = CallLog()
    let target = ShowingDelegate(log: log)
    let proxy = ForwardingDelegate()
    proxy.target = target
    let navigation = UINavigationController(rootViewController: UIViewController())
    let shown = UIViewController()
    proxy.navigationController(navigation, willShow: shown, animated: true)
    proxy.navigationController(navigation, didShow: shown, animated: false)
    #expect(log.entries == ["willShow true", "didShow false"])
    // The target implements no animator: the default answers `nil`, as UIKit's caller
    // gets `nil` from the optional chain.
    let animator = proxy.navigationController(
      navigation, animationControllerFor: .push, from: UIViewController(), to: shown)
    #expect(animator == nil)
    #expect(
      proxy.navigationControllerSupportedInterfaceOrientations(navigation) == .allButUpsideDown)
  }

  @Test("A recognizer's delegate is asked through the optional-call syntax, defaults included")
  func gestureDelegateCalls() {
    let pan = UIPanGestureRecognizer()
    let other = UIPanGestureRecognizer()
    let refusing = RefusingDelegate()
    let silent = SilentDelegate()
    var delegate: (any UIGestureRecognizerDelegate)? = refusing
    #expect(delegate?.gestureRecognizerShouldBegin?(pan) == false)
    #expect(delegate?.gestureRecognizer?(pan, shouldRecognizeSimultaneouslyWith: other) == true)
    delegate = silent
    // No method implemented: the answers UIKit takes when the method is missing.
    #expect(delegate?.gestureRecognizerShouldBegin?(pan) == true)
    #expect(delegate?.gestureRecognizer?(pan, shouldRecognizeSimultaneouslyWith: other) == false)
    #expect(delegate?.gestureRecognizer?(pan, shouldRequireFailureOf: other) == false)
    #expect(delegate?.gestureRecognizer?(pan, shouldBeRequiredToFailBy: other) == false)
    delegate = nil
    #expect(delegate?.gestureRecognizerShouldBegin?(pan) == nil)
  }

  @Test("The optional-call properties are never nil, unlike UIKit's for a missing method")
  func propertiesAreNeverNil() {
    let silent: any UIGestureRecognizerDelegate = SilentDelegate()
    #expect(silent.gestureRecognizerShouldBegin != nil)
    #expect(silent.gestureRecognizer != nil)
  }

  @Test("A controller that is its navigation controller's delegate keeps its navigationController")
  func controllerThatIsTheDelegate() {
    let log = CallLog()
    let screen = DelegateScreen(log: log)
    let navigation = UINavigationController(rootViewController: screen)
    // The class's own member: the navigation controller that holds the screen.
    #expect(screen.navigationController === navigation)
    #expect(screen.ownNavigationController() === navigation)
    #expect(screen.holdingNavigationController() === navigation)
    // Through the protocol, the requirement.
    let delegate: any UINavigationControllerDelegate = screen
    delegate.navigationController?(navigation, didShow: screen, animated: true)
    #expect(log.entries == ["screen didShow"])
  }

  @Test("A class's stored property named after a requirement wins over the protocol's")
  func storedPropertyOfTheSameName() {
    let owner = PanOwner()
    #expect(owner.gestureRecognizer.maximumNumberOfTouches == 1)
    let delegate: any UIGestureRecognizerDelegate = owner
    let other = UIPanGestureRecognizer()
    #expect(
      delegate.gestureRecognizer?(owner.gestureRecognizer, shouldRequireFailureOf: other) == true)
  }

  @Test("A navigation controller that adopts the bar's delegate keeps its navigationBar")
  func navigationControllerThatIsTheBarDelegate() {
    let navigation = VetoingNavigationController(rootViewController: UIViewController())
    let bar: UINavigationBar = navigation.navigationBar
    #expect(bar === navigation.navigationBar)
    let delegate: any UINavigationBarDelegate = navigation
    #expect(delegate.navigationBar?(bar, shouldPop: UINavigationItem()) == false)
  }

  @Test("A view that is a recognizer's delegate calls UIView's method by its full name")
  func viewThatIsTheDelegate() {
    let view = DelegateView(frame: .zero)
    let pan = UIPanGestureRecognizer()
    #expect(view.gestureRecognizerShouldBegin(pan) == false)
    let delegate: any UIGestureRecognizerDelegate = view
    #expect(delegate.gestureRecognizerShouldBegin?(pan) == false)
  }

  @Test("The transitioning, presentation, scroll and animator protocols take the syntax too")
  func otherProtocols() {
    let log = CallLog()
    let presented = UIViewController()
    let animator = LoggingAnimator(log: log)
    let transitioning: (any UIViewControllerTransitioningDelegate)? = TransitioningDelegate(
      animator: animator)
    #expect(transitioning?.animationController?(forDismissed: presented) === animator)
    #expect(
      transitioning?.animationController?(
        forPresented: presented, presenting: UIViewController(), source: UIViewController())
        == nil)
    #expect(transitioning?.interactionControllerForDismissal?(using: animator) == nil)
    #expect(transitioning?.interactionControllerForPresentation?(using: animator) == nil)
    let presentation: (any UIAdaptivePresentationControllerDelegate)? = SheetDelegate(log: log)
    let sheet = presented.presentationController!
    #expect(presentation?.presentationControllerShouldDismiss?(sheet) == false)
    presentation?.presentationControllerDidAttemptToDismiss?(sheet)
    let scrolling: (any UIScrollViewDelegate)? = ScrollDelegate(log: log)
    scrolling?.scrollViewDidScroll?(UIScrollView(frame: .zero))
    scrolling?.scrollViewDidEndDragging?(UIScrollView(frame: .zero), willDecelerate: true)
    let animating: (any UIViewControllerAnimatedTransitioning)? = animator
    animating?.animationEnded?(true)
    let property = UIViewPropertyAnimator(duration: 1, curve: .linear)
    let implicit: (any UIViewImplicitlyAnimating)? = property
    implicit?.addCompletion? { _ in log.entries.append("completion") }
    implicit?.addAnimations? { log.entries.append("animations") }
    property.pauseAnimation()
    // Outside a simulation the animations end as soon as they run again.
    implicit?.continueAnimation?(withTimingParameters: nil, durationFactor: 0)
    #expect(
      log.entries == [
        "attempt", "didScroll", "didEndDragging true", "animationEnded true", "animations",
        "completion",
      ])
  }
}

/// A navigation controller's delegate that forwards everything to another, as delegate
/// proxies do.
@MainActor
private final class ForwardingDelegate: NSObject, UINavigationControllerDelegate {
  weak var target: (any UINavigationControllerDelegate)?

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    target?.navigationController?(
      navigationController, willShow: viewController, animated: animated)
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    target?.navigationController?(navigationController, didShow: viewController, animated: animated)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    target?.navigationController?(
      navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
  }

  func navigationControllerSupportedInterfaceOrientations(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientationMask {
    target?.navigationControllerSupportedInterfaceOrientations?(navigationController) ?? .all
  }
}

/// A delegate that implements the two show callbacks only.
@MainActor
private final class ShowingDelegate: NSObject, UINavigationControllerDelegate {
  let log: CallLog

  init(log: CallLog) {
    self.log = log
  }

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    log.entries.append("willShow \(animated)")
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    log.entries.append("didShow \(animated)")
  }
}

/// A recognizer's delegate that refuses to begin and allows everything simultaneously.
@MainActor
private final class RefusingDelegate: NSObject, UIGestureRecognizerDelegate {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { true }
}

/// A recognizer's delegate that implements nothing.
@MainActor
private final class SilentDelegate: NSObject, UIGestureRecognizerDelegate {}

/// A screen that is its navigation controller's delegate.
@MainActor
private final class DelegateScreen: UIViewController, UINavigationControllerDelegate {
  let log: CallLog

  init(log: CallLog) {
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  /// Reads `navigationController` unqualified, inside the class.
  func ownNavigationController() -> UINavigationController? {
    navigationController
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    log.entries.append("screen didShow")
  }
}

/// An object that owns a pan named `gestureRecognizer` and is a recognizer's delegate.
@MainActor
private final class PanOwner: NSObject, UIGestureRecognizerDelegate {
  let gestureRecognizer: UIPanGestureRecognizer = {
    let pan = UIPanGestureRecognizer()
    pan.maximumNumberOfTouches = 1
    return pan
  }()

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { true }
}

/// A navigation controller that is its bar's delegate and vetoes every pop.
@MainActor
private final class VetoingNavigationController: UINavigationController, UINavigationBarDelegate {
  func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
    false
  }
}

/// A view that refuses pans and is a recognizer's delegate with UIView's answer.
@MainActor
private final class DelegateView: UIView, UIGestureRecognizerDelegate {
  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }
}

/// A transitioning delegate that animates dismissals only.
@MainActor
private final class TransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let animator: LoggingAnimator

  init(animator: LoggingAnimator) {
    self.animator = animator
  }

  func animationController(
    forDismissed dismissed: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
}

/// A presentation delegate that refuses pulls and logs the attempt.
@MainActor
private final class SheetDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
  let log: CallLog

  init(log: CallLog) {
    self.log = log
  }

  func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { false }

  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    log.entries.append("attempt")
  }
}

/// A scroll view delegate that logs scrolling and the end of a drag.
@MainActor
private final class ScrollDelegate: NSObject, UIScrollViewDelegate {
  let log: CallLog

  init(log: CallLog) {
    self.log = log
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    log.entries.append("didScroll")
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    log.entries.append("didEndDragging \(decelerate)")
  }
}

/// An animator that logs its end.
@MainActor
private final class LoggingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let log: CallLog

  init(log: CallLog) {
    self.log = log
  }

  func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  ) -> TimeInterval { 0.3 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {}

  func animationEnded(_ transitionCompleted: Bool) {
    log.entries.append("animationEnded \(transitionCompleted)")
  }
}

extension UINavigationControllerDelegate where Self: UIViewController {
  /// Reads `navigationController` in an extension of the delegate protocol constrained to
  /// controllers: the controller's property, as in UIKit.
  fileprivate func holdingNavigationController() -> UINavigationController? {
    navigationController
  }
}
