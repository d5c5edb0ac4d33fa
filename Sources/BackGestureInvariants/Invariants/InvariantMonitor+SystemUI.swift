import BackGestureModel

extension InvariantMonitor {
  /// Invariant 5, for the keyboard, search and the tab bar: at rest the keyboard is up
  /// only for the current screen ([K1]), an active search belongs to a screen on a stack
  /// and stands over no other screen ([K4], [K5]), and the tab bar is hidden exactly while
  /// a screen pushed on the root's stack hides it ([K6]).
  func checkSystemUIAtRest(_ after: Snapshot, _ place: CheckFailure.Place) -> CheckFailure? {
    // A world without the keyboard, search and the tab bar, or with none of them showing,
    // has nothing to check.
    guard after.showsSystemUI else { return nil }
    let system = after.system
    let current = after.current.stack.last ?? ""
    if let owner = system.keyboard, owner != current {
      return CheckFailure(
        .restState, place,
        "the keyboard is up for \(owner) at rest, but the current screen is \(current)")
    }
    let stray = system.searching.first { name in
      !after.containers.contains { $0.stack.contains(name) }
    }
    if let stray {
      return CheckFailure(
        .restState, place, "\(stray)'s search is active at rest, but \(stray) is on no stack")
    }
    if let covered = system.searchOver {
      return CheckFailure(
        .restState, place,
        "an active search stands over \(covered) at rest, which is not the screen it searches")
    }
    if let hidden = system.tabBarHidden, let root = after.containers.first {
      let hiding = root.stack.dropFirst().first {
        screen($0, in: after)?.settings.hidesBottomBar ?? false
      }
      if hidden, hiding == nil {
        return CheckFailure(
          .restState, place,
          "the tab bar is hidden at rest, but no screen pushed on the root stack \(Self.names(root.stack)) hides it"
        )
      }
      if !hidden, let hiding {
        return CheckFailure(
          .restState, place,
          "the tab bar is visible at rest, but \(hiding) on the root stack hides it")
      }
    }
    return nil
  }

  private static func names(_ stack: [String]) -> String { stack.joined(separator: " ") }
}
