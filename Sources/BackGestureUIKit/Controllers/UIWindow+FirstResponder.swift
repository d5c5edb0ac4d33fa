import Foundation

extension UIWindow {
  /// Whether a responder is in the window: a view in it or in the input accessory of the
  /// first responder, or a controller whose view is in it (spec [K1]).
  func holds(_ responder: UIResponder) -> Bool {
    if let controller = responder as? UIViewController {
      return controller.viewIfLoaded?.window === self
    }
    guard let view = responder as? UIView else { return false }
    if view.window === self { return true }
    // The navigation bar shows the search bar of its top screen's item.
    if let bar = view as? UISearchBar, let owner = bar.searchController?.owner {
      return owner.viewIfLoaded?.window === self
    }
    guard let accessory = firstResponder?.inputAccessoryView else { return false }
    return view.isInside(accessory)
  }

  /// Whether a responder is a view inside another view, or a controller whose view is.
  func responder(_ responder: UIResponder, isInside view: UIView) -> Bool {
    if let controller = responder as? UIViewController {
      return controller.viewIfLoaded?.isInside(view) ?? false
    }
    return (responder as? UIView)?.isInside(view) ?? false
  }

  /// Resigns the first responder as a transition leaving a controller starts, and returns
  /// the one the transition gives back if it is cancelled (spec [K2]).
  ///
  /// Every transition resigns it. An interactive one remembers it when it is a view in
  /// the leaving controller's view or the search bar of its navigation item: a controller
  /// that is first itself, or a view in its input accessory, is not given back.
  func resignForTransition(
    leaving controller: UIViewController, interactive: Bool
  ) -> UIResponder? {
    guard let responder = firstResponder else { return nil }
    _ = responder.resignFirstResponder()
    guard firstResponder == nil, interactive,
      !(UIKitSimulation.current?.plantedFaults.contains(.firstResponderNotRestored) ?? false)
    else { return nil }
    if let view = controller.viewIfLoaded, self.responder(responder, isInside: view),
      !(responder is UIViewController)
    {
      return responder
    }
    let searched = (controller as? UINavigationController)?.topViewController ?? controller
    if let bar = searched.navigationItem.searchController?.searchBar, responder === bar {
      return responder
    }
    return nil
  }

  /// The navigation controller at the root: the root controller itself, or the selected
  /// tab's.
  package var rootNavigationController: UINavigationController? {
    if let navigation = rootViewController as? UINavigationController { return navigation }
    return (rootViewController as? UITabBarController)?.selectedViewController
      as? UINavigationController
  }
}

extension UIView {
  /// Whether the view is another view or inside it.
  package func isInside(_ other: UIView) -> Bool {
    var view: UIView? = self
    while let current = view {
      if current === other { return true }
      view = current.superview
    }
    return false
  }
}
