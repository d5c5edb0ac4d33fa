import Foundation

extension UINavigationController: KeyValueAnswering {
  /// UIKit's private `_isTransitioning`: a transition is in flight, or a pop began with
  /// nothing to pop and left the controller transitioning for good ([U9]).
  var isTransitioningForKeyValueCoding: Bool { transition != nil || frozen }

  /// UIKit's private `_cachedInteractionController`: the object that handles the system
  /// pop, which is also its delegate and its target (spec [U16]).
  var cachedInteractionController: NSObject { systemPopDelegate }

  /// The answers for the private keys back-gesture code reads (spec [U23]), and the bar.
  func answer(forKey key: String) -> Any?? {
    switch key {
    case "_isTransitioning", "isTransitioning": return .some(isTransitioningForKeyValueCoding)
    case "_cachedInteractionController", "cachedInteractionController":
      return .some(cachedInteractionController)
    case "navigationBar", "_navigationBar": return .some(navigationBar)
    default: return nil
    }
  }

  /// Takes a navigation bar for `navigationBar`, the way apps install a bar of their own
  /// class; the new bar is managed by this controller.
  func take(_ value: Any?, forKey key: String) -> Bool {
    guard key == "navigationBar" || key == "_navigationBar", let bar = value as? UINavigationBar
    else { return false }
    replaceNavigationBar(with: bar)
    return true
  }
}

#if canImport(ObjectiveC)
extension UINavigationController {
  /// The runtime's key-value coding finds this accessor for `isTransitioning` and
  /// `_isTransitioning`.
  @objc(_isTransitioning) var objcIsTransitioning: Bool { isTransitioningForKeyValueCoding }

  /// The runtime's key-value coding finds this accessor for `cachedInteractionController`
  /// and `_cachedInteractionController`.
  @objc(_cachedInteractionController) var objcCachedInteractionController: NSObject {
    cachedInteractionController
  }

  /// The runtime's key-value coding finds this getter and setter for `navigationBar`; a bar
  /// set so becomes the bar this controller manages.
  @objc(navigationBar) var objcNavigationBar: UINavigationBar {
    get { navigationBar }
    set { replaceNavigationBar(with: newValue) }
  }
}
#endif
