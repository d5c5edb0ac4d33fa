import BackGestureUIKit

/// UIKit's private pop handler as the seed systems reach it: the system pop's delegate is
/// also its target, and `handleNavigationTransition:` is its action ([U16]).
@MainActor
enum PrivatePopHandler {
  /// The private action, built from its name as the seed systems build it.
  static var action: Selector {
    #if canImport(UIKit)
    NSSelectorFromString("handleNavigationTransition:")
    #else
    Selector("handleNavigationTransition:")
    #endif
  }

  /// The install step of a swizzled push: adds `pan` to the system pop's view unless it is
  /// there already, aims it at the private handler with `delegate`, and turns the system
  /// pop off.
  static func install(
    _ pan: UIPanGestureRecognizer, delegate: any UIGestureRecognizerDelegate,
    in navigationController: UINavigationController
  ) {
    let edge = navigationController.interactivePopGestureRecognizer
    guard let host = edge?.view, !(host.gestureRecognizers ?? []).contains(where: { $0 === pan })
    else { return }
    host.addGestureRecognizer(pan)
    // The sources read the system pop's first target through key-value coding; that
    // object is also the system pop's own delegate, which is how the mirror reaches it.
    pan.delegate = delegate
    if let target = edge?.delegate { pan.addTarget(target, action: action) }
    edge?.isEnabled = false
  }
}
