import BackGestureModel

extension ReferenceEngine {
  /// Logs a will-appear (after `load` on first appearance) and applies the bar hook (spec [S9], [B2]).
  mutating func willAppear(_ name: String, in container: Int) {
    let index = screenIndex(name)
    if !screens[index].loaded {
      screens[index].loaded = true
      callbacks.append(.load(name))
    }
    callbacks.append(.willAppear(name))
    screens[index].appearance = .appearing
    // A faulty engine may have removed the container already; its hooks then have no bar.
    guard containers.indices.contains(container) else { return }
    containers[container].bar = policy.barAfterWillAppear(
      containers[container].bar, screen: screens[index].settings)
  }

  /// Logs a did-appear and applies the page-flag hook (spec [B5], [B6]).
  mutating func didAppear(_ name: String, in container: Int) {
    let index = screenIndex(name)
    callbacks.append(.didAppear(name))
    screens[index].appearance = .appeared
    guard containers.indices.contains(container) else { return }
    containers[container].pageFlag = policy.pageFlagAfterDidAppear(
      containers[container].pageFlag, popDisabled: screens[index].effectivePopDisabled)
  }

  /// Logs a will-disappear and applies the page-flag hook (spec [B5], [B6]).
  mutating func willDisappear(_ name: String, in container: Int) {
    callbacks.append(.willDisappear(name))
    screens[screenIndex(name)].appearance = .disappearing
    guard containers.indices.contains(container) else { return }
    containers[container].pageFlag = policy.pageFlagAfterWillDisappear(
      containers[container].pageFlag)
  }

  /// Logs a did-disappear and applies the current container's did-disappear bar hook (spec [B5]).
  mutating func didDisappear(_ name: String) {
    callbacks.append(.didDisappear(name))
    screens[screenIndex(name)].appearance = .disappeared
    let current = currentIndex
    containers[current].bar = policy.barAfterDidDisappear(
      containers[current].bar, top: screens[screenIndex(containers[current].top)].settings)
  }
}
