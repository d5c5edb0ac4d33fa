import BackGestureModel

extension OracleState {
  /// Whether a snapshot equals this state's ``snapshot``, found field by field against
  /// the state's own records, without forming the snapshot: the check of the common case,
  /// agreement, after every step of a lockstep; a disagreement is then spelled out from
  /// the whole snapshot.
  ///
  /// It names every field of a snapshot (``comparedFields(_:)``) and switches over every
  /// field of a container state, so a new field makes the compiler ask how the oracle
  /// shows it; the lockstep's debug build checks the answer against a diff of the whole
  /// snapshots.
  ///
  /// The callback log and the outcome list are compared only past the lengths at which
  /// they are known to agree (an earlier comparison of the same two runs found them equal
  /// there), so that a lockstep over n steps compares O(n) entries in all.
  ///
  /// - Parameters:
  ///   - other: The snapshot, such as the engine's after the same step.
  ///   - callbacks: How many callbacks are known to agree.
  ///   - outcomes: How many outcomes are known to agree.
  package func agrees(
    with other: Snapshot, callbacksKnownUpTo callbacks: Int, outcomesKnownUpTo outcomes: Int
  ) -> Bool {
    // Each field once, the cheap ones first; `Self.comparedFields` names them all.
    guard other.time == time, other.pan == pan, other.edge == edge, other.content == content,
      other.faults.isEmpty, other.appState.isEmpty, other.fingers == fingers
    else { return false }
    if let scroll = attempt?.scroll {
      guard other.trackingItem == setup.scrollViews[scroll.slot].item else { return false }
    } else {
      guard other.trackingItem.isNone else { return false }
    }
    return transitionAgrees(other) && containersAgree(other.containers)
      && screensAgree(other.screens) && scrollViewsAgree(other.scrollViews)
      && (showsNoSystemUI ? !other.showsSystemUI : other.hasSystemUI(equalTo: systemUI))
      && other.callbacks.equals(self.callbacks, knownEqualBefore: callbacks)
      && other.outcomes.equals(self.outcomes, knownEqualBefore: outcomes)
  }

  /// The fields ``agrees(with:callbacksKnownUpTo:outcomesKnownUpTo:)`` compares: a new
  /// field of a snapshot stops the build here until it is compared there too.
  private static func comparedFields(_ field: Snapshot.Field) {
    switch field {
    case .time, .pan, .edge, .content, .faults, .appState, .fingers, .trackingItem,
      .transition, .containers, .screens, .scrollViews, .system, .callbacks, .outcomes:
      break
    }
  }

  private func transitionAgrees(_ other: Snapshot) -> Bool {
    guard let record = transition else { return other.transition.isNone }
    return other.hasTransition(
      equalTo: TransitionState(
        kind: record.kind, container: record.container,
        from: setup.world.screens[record.cast.from].name,
        to: setup.world.screens[record.cast.to].name, phase: record.phase,
        progress: record.isInteractive ? record.progress : 0, duration: record.duration,
        endsAt: record.endsAt))
  }

  private func containersAgree(_ other: [ContainerState]) -> Bool {
    guard other.count == containers.count else { return false }
    for index in containers.indices {
      let record = containers[index]
      let state = other[index]
      for field in ContainerState.Field.allCases {
        let equal: Bool
        switch field {
        case .stack:
          equal =
            state.stack.count == record.stack.count
            && zip(state.stack, record.stack).allSatisfy { $0 == setup.world.screens[$1].name }
        case .transitioning: equal = state.transitioning == (transition?.container == index)
        case .barHidden: equal = state.barHidden == record.barHidden
        case .barStyle: equal = state.barStyle == record.barStyle
        case .pageFlag: equal = state.pageFlag == record.pageFlag
        case .style: equal = state.style == record.style
        case .believedStack: equal = state.believedStack.isNone
        }
        guard equal else { return false }
      }
    }
    return true
  }

  private func screensAgree(_ other: [ScreenState]) -> Bool {
    guard other.count == screens.count else { return false }
    // Read in place: a copy of a screen's state or declaration would retain its parts.
    for index in screens.indices {
      guard other[index].name == setup.world.screens[index].name,
        other[index].appearance == screens[index].appearance,
        other[index].loaded == screens[index].loaded,
        other[index].beingPopped == screens[index].beingPopped,
        other[index].settings == setup.world.screens[index].settings
      else { return false }
    }
    return true
  }

  private func scrollViewsAgree(_ other: [ScrollState]) -> Bool {
    // The snapshot pairs the set-up's scroll views with their records.
    guard other.count == min(scrolls.count, setup.scrollViews.count) else { return false }
    for index in other.indices {
      let state = other[index]
      guard state.item == setup.scrollViews[index].item, state.offset == scrolls[index].offset,
        state.decelerating == scrolls[index].isDecelerating(at: time)
      else { return false }
    }
    return true
  }
}
