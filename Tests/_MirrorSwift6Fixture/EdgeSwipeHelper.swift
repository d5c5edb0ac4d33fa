// Compiled in the Swift 6 language mode: the app of `_MirrorSwift5Fixture` written for it.
// The helper that touches UIKit is isolated to the main actor, as Swift 6 requires of code
// that uses UIKit's classes; the protocol extension is inferred to the main actor from its
// `UIViewController` constraint. Nothing here may warn.
#if canImport(UIKit)
import UIKit
#else
import BackGestureUIKit
#endif

/// A helper that owns a full-width pan for a navigation controller.
@MainActor
public final class EdgeSwipeHelper: NSObject {
  /// The pan it owns.
  public let pan: UIPanGestureRecognizer = UIPanGestureRecognizer()
  /// A controller made in a stored-property default.
  public let placeholder: UIViewController = UIViewController()
  /// The navigation controller it serves.
  public private(set) weak var navigationController: UINavigationController?
  /// How many times the pan called its action.
  public private(set) var panCount = 0

  /// Attaches the pan to the navigation controller's view, behind the system pop.
  public init(navigationController: UINavigationController) {
    self.navigationController = navigationController
    super.init()
    pan.maximumNumberOfTouches = 1
    navigationController.view.addGestureRecognizer(pan)
    #if canImport(UIKit)
    pan.addTarget(self, action: #selector(handlePan(_:)))
    #else
    pan.addTarget(self, action: Selector(Self.handlePan))
    #endif
    if let edge = navigationController.interactivePopGestureRecognizer {
      pan.require(toFail: edge)
    }
  }

  /// The pan's action: counts its calls.
  #if canImport(UIKit)
  @objc
  #endif
  public func handlePan(_ pan: UIPanGestureRecognizer) {
    panCount += 1
  }

  /// Whether a pop may start now: more than one controller, none being moved.
  public func canPop() -> Bool {
    guard let navigationController else { return false }
    return navigationController.viewControllers.count > 1
      && navigationController.transitionCoordinator == nil
  }

  /// A controller to push, made in a default argument.
  public func makeNext(_ controller: UIViewController = UIViewController()) -> UIViewController {
    controller.title = "Next"
    return controller
  }
}

/// A namespace wrapper of the kind helper libraries put on UIKit types.
public struct Toolkit<Base> {
  /// The wrapped object.
  public let base: Base

  /// Wraps an object.
  public init(_ base: Base) {
    self.base = base
  }
}

extension Toolkit where Base: UINavigationController {
  /// Turns the system pop on or off and says whether it is on now.
  @MainActor
  public func setEdgeSwipe(_ enabled: Bool) -> Bool {
    base.interactivePopGestureRecognizer?.isEnabled = enabled
    return base.interactivePopGestureRecognizer?.isEnabled ?? false
  }

  /// A second pan on the navigation controller's view, made and attached here.
  @MainActor
  public func addFullWidthPan() -> UIPanGestureRecognizer {
    let pan = UIPanGestureRecognizer()
    pan.maximumNumberOfTouches = 1
    base.view.addGestureRecognizer(pan)
    return pan
  }
}

/// A screen that can switch its navigation controller's back swipe.
public protocol BackSwipeSwitching: UIViewController {
  /// Turns the back swipe on or off.
  func allowBackSwipe(_ allowed: Bool)
}

extension BackSwipeSwitching {
  /// Turns the system pop on or off for the screen's navigation controller.
  public func allowBackSwipe(_ allowed: Bool = true) {
    navigationController?.interactivePopGestureRecognizer?.isEnabled = allowed
  }
}
