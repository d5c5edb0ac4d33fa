import BackGestureModel

extension InvariantMonitor {
  /// Whether this step's begin ended the push or pop that was animating at its decision,
  /// as UIKit's own pop handler does on `ios26` ([O7], [R-transition-26], [U9]): the
  /// step recorded `interrupted:<keyword>` for it. Invariant 2 then holds, since the
  /// interrupted transition ended before the gesture's began.
  func beginInterrupted(_ context: StepContext) -> Bool {
    guard world.system == .ios26, let previous = context.decision.transition,
      previous.phase == .animating, let keyword = Self.interruptedKeyword(previous.kind)
    else { return false }
    let new = context.after.outcomes.entries(from: context.decision.outcomes.count)
    return new.contains(.interrupted(keyword: keyword))
  }

  /// The keyword an interrupted stack operation is recorded with; `nil` for the kinds a
  /// gesture's begin does not interrupt (its own, and a presentation change).
  private static func interruptedKeyword(_ kind: TransitionState.Kind) -> String? {
    switch kind {
    case .push: "push"
    case .pop: "pop"
    case .popToRoot: "pop-to-root"
    case .setStack: "set-stack"
    case .present, .dismiss, .interactivePop, .interactiveDismiss, .pullDismiss: nil
    }
  }

  /// The state a begin that interrupted started from: the decision's, with the
  /// interrupted transition ended as [O4] ends it (nothing in flight, its container at
  /// rest, the screen it left disappeared and the one it showed appeared). What a
  /// cancel must restore (invariant 3).
  static func settled(_ decision: Snapshot) -> Snapshot {
    guard let running = decision.transition else { return decision }
    var copy = decision
    copy.transition = nil
    for index in copy.containers.indices { copy.containers[index].transitioning = false }
    for index in copy.screens.indices {
      if copy.screens[index].name == running.from { copy.screens[index].appearance = .disappeared }
      if copy.screens[index].name == running.to { copy.screens[index].appearance = .appeared }
    }
    return copy
  }
}
