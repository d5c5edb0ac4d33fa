import BackGestureModel

extension OracleState {
  /// Whether the window takes a tap on a screen's own views: nothing animates or follows a
  /// finger ([K1], [K4]).
  private var takesTaps: Bool { transition.isNone }

  /// A tap on the current screen's text field: its field takes the keyboard ([K1]).
  mutating func tapField() {
    guard takesTaps, setup.screen(currentScreen).settings.field else { return }
    claim = KeyboardClaim(screen: currentScreen)
  }

  /// A tap on the current screen's search bar: its search becomes active and its search
  /// field takes the keyboard ([K4]).
  mutating func tapSearchBar() {
    guard takesTaps, setup.screen(currentScreen).settings.search else { return }
    claim = KeyboardClaim(screen: currentScreen)
    if !searches.contains(currentScreen) {
      searches.append(currentScreen)
      searches.sort()
    }
  }

  /// Ends the search of every screen that left the stacks: a screen's search ends with its
  /// place on a stack ([K4]).
  mutating func endSearchesOffTheStacks() {
    searches.removeAll { screen in !containers.contains { $0.stack.contains(screen) } }
  }

  /// Whether ``systemUI`` is `.none`: no keyboard up, no search active, no tab bar; read
  /// without forming it.
  var showsNoSystemUI: Bool {
    (claim.isNone || claim!.heldBack) && searches.isEmpty && !setup.world.tabs
  }

  /// What the keyboard, search and the tab bar show ([K1] to [K7]).
  var systemUI: SystemUIState {
    var state = SystemUIState()
    if let claim, !claim.heldBack { state.keyboard = setup.name(claim.screen) }
    state.searching = searches.map(setup.name)
    if setup.world.tabs {
      // [K6] The tab bar goes while any screen pushed on the root's stack asks it to.
      let pushed = containers[0].stack.dropFirst()
      state.tabBarHidden = pushed.contains { setup.screen($0).settings.hidesBottomBar }
    }
    return state
  }
}
