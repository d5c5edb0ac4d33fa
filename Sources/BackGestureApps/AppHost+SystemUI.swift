import BackGestureModel
import BackGestureUIKit
import Foundation

extension AppHost {
  /// Gives a screen's controller what its settings declare of the system's UI, as an
  /// app's screen factory would: `hidesBottomBarWhenPushed` ([K6]) and a search
  /// controller whose search stays with the screen ([K4], [K5]), unless the app's code
  /// already installed one.
  func furnish(_ controller: UIViewController, as settings: ScreenSettings) {
    if settings.hidesBottomBar { controller.hidesBottomBarWhenPushed = true }
    if settings.search, controller.navigationItem.searchController == nil {
      controller.navigationItem.searchController = UISearchController(searchResultsController: nil)
      controller.definesPresentationContext = true
    }
  }

  /// Puts a text field on a loaded screen that declares one ([K1]). Its frame is empty, so
  /// no touch lands on it; a `focus` step taps it.
  func installField(on index: Int, in container: UIView) {
    guard world.screens[index].settings.field, fields[index] == nil else { return }
    let field = UITextField(frame: .zero)
    container.addSubview(field)
    fields[index] = field
  }

  /// Whether the window takes a tap on a screen's own views: nothing animates or follows
  /// a finger ([K1], [K4]).
  private var takesTaps: Bool {
    if simulation.window.presentationTransition != nil { return false }
    for navigation in containers where navigation.transition != nil || navigation.frozen {
      return false
    }
    return true
  }

  /// The controller on top of the current container, when it is a declared screen.
  private var currentScreen: (index: Int, controller: UIViewController)? {
    guard let top = containers.last?.topViewController, let index = screenIndex(of: top) else {
      return nil
    }
    return (index, top)
  }

  /// A tap on the current screen's text field ([K1]).
  func tapField() {
    guard takesTaps, let screen = currentScreen, let field = fields[screen.index] else { return }
    field.becomeFirstResponder()
  }

  /// A tap on the current screen's search bar ([K4]).
  func tapSearchBar() {
    guard takesTaps, let screen = currentScreen,
      world.screens[screen.index].settings.search,
      let search = screen.controller.navigationItem.searchController
    else { return }
    search.searchBar.becomeFirstResponder()
  }

  /// What the keyboard, search and the tab bar show ([K1] to [K7]).
  func systemUI(of navigations: [UINavigationController]) -> SystemUIState {
    var state = SystemUIState()
    if let responder = simulation.window.firstResponder {
      state.keyboard = owner(of: responder).map { screenNames[$0] } ?? "?"
    }
    var front: UIViewController?
    if let current = navigations.last { front = current.topViewController }
    for (index, controller) in controllers.enumerated() {
      guard let controller, let search = controller.navigationItem.searchController,
        search.isActive
      else { continue }
      state.searching.append(screenNames[index])
      // [K5] Without a context of its own up from its screen, the search stands over
      // whatever is in front.
      if !definesContext(controller), let front, front !== controller {
        state.searchOver = name(of: front)
      }
    }
    if let tabs = tabBarController { state.tabBarHidden = tabs.tabBar.isHidden }
    return state
  }

  /// The declared screen a first responder belongs to: the screen itself, a view in it or
  /// in its input accessory, or its search bar.
  private func owner(of responder: UIResponder) -> Int? {
    if let controller = responder as? UIViewController { return screenIndex(of: controller) }
    guard let view = responder as? UIView else { return nil }
    for (index, controller) in controllers.enumerated() {
      guard let controller else { continue }
      if let bar = controller.navigationItem.searchController?.searchBar, bar === view {
        return index
      }
      if let content = controller.viewIfLoaded, view.isInside(content) { return index }
      if let accessory = controller.inputAccessoryView, view.isInside(accessory) {
        return index
      }
    }
    return nil
  }

  /// Whether a controller, or a controller up from it, defines the presentation context.
  private func definesContext(_ controller: UIViewController) -> Bool {
    var current: UIViewController? = controller
    while let candidate = current {
      if candidate.definesPresentationContext { return true }
      current = candidate.parent
    }
    return false
  }
}
