import BackGestureModel

extension OracleState {
  /// Returns the progress at a point of the tracked finger, in permille ([I3]).
  func progress(to point: Point) -> Int {
    guard let attempt else { return 0 }
    let forward = setup.forward(from: attempt.touchDown, to: point)
    return min(1000, max(0, forward) * 1000 / setup.device.width)
  }

  /// Begins an interactive pop or dismiss in the current container ([I1], [I2]).
  mutating func beginTransition(at point: Point) {
    let c = current
    let stack = containers[c].stack
    let b = stack[stack.count - 1]
    let isPop = stack.count >= 2
    precondition(isPop || c > 0, "the root's last screen is never dismissed")
    let a = isPop ? stack[stack.count - 2] : containers[c - 1].stack.last!
    var cast = Cast(from: b, fromContainer: c, to: a, toContainer: isPop ? c : c - 1)
    // The screen under a page sheet stays in place ([N6]).
    if !isPop, containers[c].style != .fullScreen { cast.stays = .to }
    // UIKit's handler pops with its own animator, whatever the screens' ([I2]).
    let duration = PresetTable.Common.defaultDuration
    transition = TransitionRecord(
      kind: isPop ? .interactivePop : .interactiveDismiss, container: c, cast: cast,
      phase: .interactive, progress: progress(to: point), duration: duration, endsAt: nil,
      restorePoint: TransitionRecord.RestorePoint(
        containers: containers, offsets: scrolls.map(\.offset)))
    if isPop {
      screens[b].beingPopped = true
    }
    claim?.heldBack = true  // [K2]
    emit(
      isPop ? CallbackTemplate.stackChangeBegins : CallbackTemplate.presentationChangeBegins, cast)
  }

  /// Decides between finishing and cancelling at a release ([I4]).
  mutating func release(velocity: Int) {
    guard let record = transition, record.phase == .interactive else { return }
    let finishing: Bool
    switch table.endRule {
    case .uikitReach:
      // In thousandths of a point: the distance covered, then what the velocity adds
      // over the whole duration (pt/s times ms), against 187.5 pt or half the width.
      let width = setup.device.width
      let covered = record.progress * width
      let carried = velocity * record.duration
      finishing = covered + carried > min(187_500, width * 500)
    case .above(let progress, let fast):
      finishing = record.progress > progress || velocity > fast
    }
    endInteraction(finishing: finishing)
  }

  /// Turns the interactive transition into a timed completion ([I6], [I7], [T3]).
  mutating func endInteraction(finishing: Bool) {
    guard var record = transition, record.phase == .interactive else { return }
    let share = finishing ? 1000 - record.progress : record.progress
    let remaining = share * record.duration / table.speed
    record.phase = finishing ? .finishing : .cancelling
    record.endsAt = time + remaining
    transition = record
    if !finishing {
      emit(CallbackTemplate.interactionCancels, record.cast)
      if let point = record.restorePoint {
        restore(point)
      }
    }
    completeIfDue()
  }

  /// Puts back every bar, page flag and scroll offset saved at the begin ([I7]).
  mutating func restore(_ point: TransitionRecord.RestorePoint) {
    for index in containers.indices where point.containers.indices.contains(index) {
      containers[index].barHidden = point.containers[index].barHidden
      containers[index].barStyle = point.containers[index].barStyle
      containers[index].pageFlag = point.containers[index].pageFlag
    }
    // A scroll view that recognizes with the gesture keeps its own offset ([AR11]).
    let together = attempt?.scroll?.slot
    for index in scrolls.indices where index != together {
      scrolls[index].offset = point.offsets[index]
    }
  }

  /// Completes the transition in flight at its end time ([I8], [O4]).
  mutating func completeTransition() {
    guard let record = transition else { return }
    transition = nil
    defer { endSearchesOffTheStacks() }
    let cast = record.cast
    switch (record.kind, record.phase) {
    case (.pullDismiss, _):
      completePull(record)
    case (.interactivePop, .finishing):
      claim = nil
      containers[record.container].stack.removeLast()
      emit(CallbackTemplate.stackChangeEnds, cast)
      screens[cast.from].beingPopped = false
      outcomes.append(.swipe(.finished))
    case (.interactiveDismiss, .finishing):
      claim = nil
      containers.remove(at: record.container)
      emit(CallbackTemplate.presentationChangeEnds, cast)
      outcomes.append(.swipe(.finished))
    case (.interactivePop, _), (.interactiveDismiss, _):
      claim?.heldBack = false
      emit(CallbackTemplate.cancellationEnds, cast)
      screens[cast.from].beingPopped = false
      outcomes.append(.swipe(.cancelled))
    case (.push, _), (.pop, _), (.popToRoot, _), (.setStack, _):
      emit(CallbackTemplate.stackChangeEnds, cast)
    case (.present, _):
      emit(CallbackTemplate.presentationChangeEnds, cast)
    case (.dismiss, _):
      containers.remove(at: record.container)
      emit(CallbackTemplate.presentationChangeEnds, cast)
    }
  }
}
