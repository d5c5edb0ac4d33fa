import BackGestureModel

extension InvariantMonitor {
  /// Invariant 3: once a cancelled interactive transition completes, every observable
  /// equals its value at the decision moment of the begin (spec [I8]).
  ///
  /// Left out of the comparison: the callback log, the outcome list, the clock, the
  /// recognizer states, the fingers, the tracking item, the scroll views' decelerating
  /// flags (they depend on the time), the revealed screen's loaded flag and its
  /// appearance going from none to disappeared, the offsets of scroll views that
  /// tracked another finger while the transition was in flight ([Q17]), and an app's
  /// navigation state and faults (invariants 11 and 12 judge those).
  func checkCancelRestores(
    _ gesture: Gesture, _ now: Snapshot, _ place: CheckFailure.Place
  )
    -> CheckFailure?
  {
    let start = gesture.start
    let normalized = Self.normalized(
      now, like: start, revealed: gesture.transition.to, tracked: gesture.trackedItems)
    guard let diff = SnapshotDiff.diff(start, normalized, labels: ("before the begin", "now"))
    else { return nil }
    let count = diff.split(separator: "\n").count
    return CheckFailure(
      .cancelRestores, place,
      "the cancelled \(gesture.transition.headline) left \(count) "
        + "\(count == 1 ? "observable" : "observables") changed\n" + diff)
  }

  /// A copy of a snapshot with every field that a cancel need not restore taken from
  /// the snapshot it is compared with.
  static func normalized(
    _ now: Snapshot, like start: Snapshot, revealed: String, tracked: Set<ItemID>
  ) -> Snapshot {
    var copy = now
    copy.time = start.time
    copy.callbacks = start.callbacks
    copy.outcomes = start.outcomes
    copy.pan = start.pan
    copy.edge = start.edge
    copy.content = start.content
    copy.fingers = start.fingers
    copy.trackingItem = start.trackingItem
    copy.faults = start.faults
    for index in copy.containers.indices where start.containers.indices.contains(index) {
      copy.containers[index].believedStack = start.containers[index].believedStack
    }
    if copy.scrollViews.map(\.item) == start.scrollViews.map(\.item) {
      for index in copy.scrollViews.indices {
        copy.scrollViews[index].decelerating = start.scrollViews[index].decelerating
        if tracked.contains(copy.scrollViews[index].item) {
          copy.scrollViews[index].offset = start.scrollViews[index].offset
        }
      }
    }
    if let index = copy.screens.firstIndex(where: { $0.name == revealed }),
      start.screens.indices.contains(index), start.screens[index].name == revealed
    {
      let before = start.screens[index]
      if !before.loaded { copy.screens[index].loaded = false }
      if before.appearance == .none, copy.screens[index].appearance == .disappeared {
        copy.screens[index].appearance = .none
      }
    }
    return copy
  }

  /// Invariant 3, at a system cancel: a gesture whose touches the system cancels is a
  /// cancelled gesture, whatever its progress ([I5]); it must not finish.
  func checkSystemCancelCancels(_ context: StepContext) -> CheckFailure? {
    guard case .cancel = context.step.action, let gesture,
      let before = context.before.transition, before.isInteractiveKind,
      before.phase == .interactive
    else { return nil }
    let finishes =
      context.after.transition.map { $0.isInteractiveKind && $0.phase == .finishing } ?? false
    let finished = Self.swipeCompletion(from: context.before, to: context.after) == .finished
    guard finishes || finished else { return nil }
    return CheckFailure(
      .cancelRestores, context.place,
      "the system cancelled the touches of \(gesture.transition.headline) at progress "
        + "\(before.progress), but it \(finished ? "finished" : "is finishing")")
  }
}
