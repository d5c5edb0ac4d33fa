// Compiled in the Swift 5 language mode: app code written the way Swift 5 apps reach UIKit
// from code that is not isolated to the main actor. UIKit's isolation is imported from
// Objective-C as `@preconcurrency`, so the iOS compiler reports nothing here in this mode;
// the mirror declares its types `@preconcurrency @MainActor` so that it reports nothing
// either (docs/UIKitSurface.md, "Isolation"). If the mirror's isolation were plain
// `@MainActor`, every line marked "isolation" would be an error.
#if canImport(UIKit)
import UIKit
#else
import BackGestureUIKit
#endif

/// A helper that is no view and no controller: it owns a full-width pan for a navigation
/// controller, the way coordinator and animator objects do.
public final class EdgeSwipeHelper: NSObject {
  /// The pan it owns, made in a stored-property default (isolation).
  public let pan: UIPanGestureRecognizer = UIPanGestureRecognizer()
  /// A controller made in a stored-property default (isolation).
  public let placeholder: UIViewController = UIViewController()
  /// The navigation controller it serves.
  public private(set) weak var navigationController: UINavigationController?
  /// How many times the pan called its action.
  public private(set) var panCount = 0

  /// Attaches the pan to the navigation controller's view, behind the system pop.
  public init(navigationController: UINavigationController) {
    self.navigationController = navigationController
    super.init()
    pan.maximumNumberOfTouches = 1  // isolation
    navigationController.view.addGestureRecognizer(pan)  // isolation
    #if canImport(UIKit)
    pan.addTarget(self, action: #selector(handlePan(_:)))
    #else
    pan.addTarget(self, action: Selector(Self.handlePan))  // isolation
    #endif
    if let edge = navigationController.interactivePopGestureRecognizer {  // isolation
      pan.require(toFail: edge)  // isolation
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
    return navigationController.viewControllers.count > 1  // isolation
      && navigationController.transitionCoordinator == nil  // isolation
  }

  /// A controller to push, made in a default argument (isolation).
  public func makeNext(_ controller: UIViewController = UIViewController()) -> UIViewController {
    controller.title = "Next"  // isolation
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
  public func setEdgeSwipe(_ enabled: Bool) -> Bool {
    base.interactivePopGestureRecognizer?.isEnabled = enabled  // isolation
    return base.interactivePopGestureRecognizer?.isEnabled ?? false  // isolation
  }

  /// A second pan on the navigation controller's view, made and attached here (isolation).
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
  /// Turns the system pop on or off for the screen's navigation controller; in this mode
  /// the extension is not inferred to the main actor (isolation).
  public func allowBackSwipe(_ allowed: Bool = true) {
    navigationController?.interactivePopGestureRecognizer?.isEnabled = allowed
  }
}
