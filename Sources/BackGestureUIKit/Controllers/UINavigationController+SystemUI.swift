import Foundation

extension UINavigationController {
  /// Brings the tab bar and search in line with a stack that changed for good: the
  /// controllers that left it end their search ([K4]), and the tab bar hides while a
  /// controller above the root asks to ([K6]).
  func settleSystemUI(removed: [UIViewController]) {
    let faults = UIKitSimulation.current?.plantedFaults ?? []
    if !faults.contains(.searchOutlivesScreen) {
      for controller in removed where !viewControllersStorage.containsObject(controller) {
        controller.endSearch()
      }
    }
    applyTabBarRule()
  }

  /// Hides the tab bar of the tab bar controller that shows this controller while a
  /// controller above the root hides it (`hidesBottomBarWhenPushed`, spec [K6]).
  func applyTabBarRule() {
    guard let tabs = tabBarController, tabs.selectedViewController === self else { return }
    let stack = viewControllersStorage
    let pushed: ArraySlice<UIViewController>
    if UIKitSimulation.current?.plantedFaults.contains(.tabBarFollowsTopOnly) ?? false {
      pushed = stack.count > 1 ? stack.suffix(1) : []
    } else {
      pushed = stack.dropFirst()
    }
    tabs.tabBar.isHidden = pushed.contains { $0.hidesBottomBarWhenPushed }
  }
}

extension UIViewController {
  /// Ends the search of a controller that leaves the window, and of the controllers of a
  /// navigation controller that does ([K4]).
  func endSearch() {
    if let navigation = self as? UINavigationController {
      for controller in navigation.viewControllers { controller.endSearch() }
      return
    }
    navigationItem.searchController?.isActive = false
  }
}
