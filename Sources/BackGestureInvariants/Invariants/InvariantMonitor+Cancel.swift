import BackGestureModel

extension InvariantMonitor {
  /// Invariant 3: once a cancelled interactive transition completes, every observable
  /// equals its value at the decision moment of the begin (spec [I8]).
  ///
  /// Left out of the comparison: the callback log, the outcome list, the clock, the
  /// recognizer states, the fingers, the tracking item, the scroll views' decelerating
  /// flags (they depend on the time), the revealed screen's loaded flag, the app's own
  /// state and the keyboard when the begin interrupted an animated operation (its end
  /// runs the app's code before the decision), the app's own
  /// state of that screen when its view first loaded in the gesture ([U27]), and its
  /// appearance going from none to disappeared, the offsets of scroll views that
  /// tracked another finger while the transition was in flight ([Q17]), and an app's
  /// navigation state and faults (invariants 11 and 12 judge those).
  func checkCancelRestores(
    _ gesture: Gesture, _ now: Snapshot, _ place: CheckFailure.Place
  )
    -> CheckFailure?
  {
    let start = gesture.start
    var normalized = Self.normalized(
      now, like: start, revealed: gesture.transition.to, tracked: gesture.trackedItems)
    if !gesture.appStateKnown {
      normalized.appState = start.appState
      // The interrupted operation's end runs the app's appearance callbacks, which may
      // take the keyboard ([K2]).
      normalized.system.keyboard = start.system.keyboard
    }
    guard let diff = SnapshotDiff.diff(start, normalized, labels: ("before the begin", "now"))
    else { return nil }
    let count = diff.split(separator: "\n").count
    return CheckFailure(
      .cancelRestores, place,
      "the cancelled \(gesture.transition.headline) left \(count) "
        + "\(count == 1 ? "observable" : "observables") changed\n" + diff)
  }

  /// A list of the app's own values with the ones whose names start with a prefix taken
  /// from another list, when both name the same values in the same order.
  static func appState(
    _ values: [AppValue], taking prefix: String, from other: [AppValue]
  )
    -> [AppValue]
  {
    guard values.count == other.count else { return values }
    var copy = values
    for index in copy.indices where copy[index].name == other[index].name {
      if copy[index].name.hasPrefix(prefix) { copy[index] = other[index] }
    }
    return copy
  }

  /// Whether a step of deferred work changed an observable a cancel restores: the
  /// snapshot after it, normalized like the one before it, differs from it.
  static func appWorkChanged(_ context: StepContext) -> Bool {
    normalized(context.after, like: context.before, revealed: "", tracked: []) != context.before
  }

  /// A copy of a snapshot with every field that a cancel need not restore taken from
  /// the snapshot it is compared with.
  static func normalized(
    _ now: Snapshot, like start: Snapshot, revealed: String, tracked: Set<ItemID>
  ) -> Snapshot {
    var copy = now
    for field in Snapshot.Field.allCases {
      switch field {
      // The logs, the clock, the recognizers and the touches move on; an app's faults are
      // invariant 12's.
      case .time: copy.time = start.time
      case .callbacks: copy.callbacks = start.callbacks
      case .outcomes: copy.outcomes = start.outcomes
      case .pan: copy.pan = start.pan
      case .edge: copy.edge = start.edge
      case .content: copy.content = start.content
      case .fingers: copy.fingers = start.fingers
      case .trackingItem: copy.trackingItem = start.trackingItem
      case .faults: copy.faults = start.faults
      // The app's own state is what a cancel must restore too ([U27]), and so are the
      // keyboard, search and the tab bar ([K2], [K4], [K6]).
      case .transition, .appState, .system: break
      case .containers:
        for index in copy.containers.indices where start.containers.indices.contains(index) {
          for containerField in ContainerState.Field.allCases {
            switch containerField {
            // An app's navigation state is invariant 11's.
            case .believedStack:
              copy.containers[index].believedStack = start.containers[index].believedStack
            case .stack, .transitioning, .barHidden, .barStyle, .pageFlag, .style: break
            }
          }
        }
      case .scrollViews:
        if copy.scrollViews.map(\.item) == start.scrollViews.map(\.item) {
          for index in copy.scrollViews.indices {
            copy.scrollViews[index].decelerating = start.scrollViews[index].decelerating
            if tracked.contains(copy.scrollViews[index].item) {
              copy.scrollViews[index].offset = start.scrollViews[index].offset
            }
          }
        }
      case .screens:
        if let index = copy.screens.firstIndex(where: { $0.name == revealed }),
          start.screens.indices.contains(index), start.screens[index].name == revealed
        {
          let before = start.screens[index]
          if !before.loaded {
            copy.screens[index].loaded = false
            // What its first load set up is no change a cancel must undo ([U27]).
            copy.appState = Self.appState(
              copy.appState, taking: revealed + ".", from: start.appState)
          }
          if before.appearance == .none, copy.screens[index].appearance == .disappeared {
            copy.screens[index].appearance = .none
          }
        }
      }
    }
    return copy
  }

  /// Invariant 3, at a system cancel: a gesture whose touches the system cancels is a
  /// cancelled gesture, whatever its progress ([I5]); it must not finish. A transition
  /// no finger holds any more (an app's own, still interactive after the lift until its
  /// animator ends it) has no touches to cancel.
  func checkSystemCancelCancels(_ context: StepContext) -> CheckFailure? {
    guard case .cancel = context.step.action, let gesture else { return nil }
    let decision = context.decision
    guard let before = decision.transition, before.isInteractiveKind,
      before.phase == .interactive,
      decision.edge.holds || decision.pan.holds || decision.content.holds
        || (before.kind == .pullDismiss && !decision.fingers.isEmpty)
    else { return nil }
    let finishes =
      context.after.transition.map { $0.isInteractiveKind && $0.phase == .finishing } ?? false
    let finished = Self.swipeCompletion(from: decision, to: context.after) == .finished
    guard finishes || finished else { return nil }
    return CheckFailure(
      .cancelRestores, context.place,
      "the system cancelled the touches of \(gesture.transition.headline) at progress "
        + "\(before.progress), but it \(finished ? "finished" : "is finishing")")
  }
}
