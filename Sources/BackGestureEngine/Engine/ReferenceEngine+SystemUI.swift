import BackGestureModel

extension ReferenceEngine {
  /// Applies a tap on the current screen's text field: with nothing in flight, a screen
  /// that has one makes it the first responder (spec [K1]).
  mutating func focus() {
    guard transitions.isEmpty else { return }
    let top = containers[currentIndex].top
    guard screens[screenIndex(top)].settings.field else { return }
    keyboard = top
  }

  /// Applies a tap on the current screen's search bar: with nothing in flight, a screen
  /// that has a search controller activates it, and its search field becomes the first
  /// responder (spec [K4]).
  mutating func activateSearch() {
    guard transitions.isEmpty else { return }
    let top = containers[currentIndex].top
    let index = screenIndex(top)
    guard screens[index].settings.search else { return }
    screens[index].searching = true
    keyboard = top
  }

  /// Gives the keyboard back to the screen whose first responder a cancelled interactive
  /// transition resigned at its begin (spec [K2]).
  mutating func restoreKeyboard(_ transition: Transition) {
    guard let held = transition.heldKeyboard, !faults.contains(.plantedKeyboardNotRestored) else {
      return
    }
    keyboard = held
  }

  /// Ends the search of every screen that left the stacks (spec [K4]).
  mutating func endSearchesOffTheStacks() {
    guard !faults.contains(.plantedSearchOutlivesScreen) else { return }
    for index in screens.indices where screens[index].searching {
      let name = screens[index].name
      if !containers.contains(where: { $0.stack.contains(name) }) {
        screens[index].searching = false
      }
    }
  }

  /// The keyboard, the tab bar and search (spec [K1] to [K7]).
  var systemUI: SystemUIState {
    guard keyboard != nil || tabs || screens.contains(where: \.searching) else { return .none }
    return SystemUIState(
      keyboard: keyboard,
      searching: screens.filter(\.searching).map(\.name),
      tabBarHidden: tabs ? tabBarHidden : nil)
  }

  /// Whether the tab bar is hidden: some screen above the root of the root container
  /// hides it (spec [K6]).
  private var tabBarHidden: Bool {
    let stack = containers[0].stack
    let pushed = faults.contains(.plantedTabBarFollowsTop) ? stack.suffix(1) : stack.dropFirst()
    return pushed.contains { screens[screenIndex($0)].settings.hidesBottomBar }
  }
}
