import BackGestureModel

extension ReferenceEngine {
  /// Begins an interactive pop or dismiss in the current container (spec [I1], [I2]).
  ///
  /// Returns `false`, changing nothing, when there is nothing to reveal: a one-screen
  /// root, which a policy with the `root` rule never lets begin.
  mutating func beginInteractive(driver: RecognizerKind, touch: TrackedTouch, at point: Point)
    -> Bool
  {
    let index = currentIndex
    let stack = containers[index].stack
    let isPop = stack.count >= 2
    guard isPop || index > 0 else { return false }
    let poppedName = stack[stack.count - 1]
    let revealedName = isPop ? stack[stack.count - 2] : containers[index - 1].top
    let revealedContainer = isPop ? index : index - 1
    let kind: TransitionState.Kind = isPop ? .interactivePop : .interactiveDismiss
    // 1. The recognizer began; the transition is interactive.
    setState(.began, of: driver)
    let duration = policy.animationDuration(
      kind, from: screens[screenIndex(poppedName)].settings,
      to: screens[screenIndex(revealedName)].settings)
    var transition = Transition(
      kind: kind, container: index, from: poppedName, to: revealedName, phase: .interactive,
      duration: duration)
    transition.progress = progress(from: touch.touchDown, to: point)
    if isPop { screens[screenIndex(poppedName)].beingPopped = true }
    // 2. The restore point.
    transition.restorePoint = RestorePoint(
      bars: containers.map(\.bar), pageFlags: containers.map(\.pageFlag),
      scrollOffsets: scrollViews.map(\.offset))
    transitions.append(transition)
    // 3, 4. The callbacks, applying their hooks.
    if isPop { callbacks.append(.willShow(revealedName)) }
    willDisappear(poppedName, in: index)
    willAppear(revealedName, in: revealedContainer)
    return true
  }

  /// Returns the progress for a finger at a point: `min(1000, max(0, fwd) * 1000 / width)` (spec [I3]).
  func progress(from touchDown: Point, to point: Point) -> Int {
    let forward = max(0, device.forwardDisplacement(from: touchDown, to: point))
    return min(1000, forward * 1000 / max(1, device.width))
  }

  /// The index of the interactive transition still following the finger, if any.
  var interactiveIndex: Int? {
    transitions.firstIndex { $0.isInteractive && $0.phase == .interactive }
  }

  /// Updates the progress on a move of the tracked finger (spec [I3]).
  mutating func updateInteractive(_ touch: TrackedTouch, to point: Point) {
    guard let index = interactiveIndex else { return }
    transitions[index].progress = progress(from: touch.touchDown, to: point)
  }

  /// Finishes or cancels the transition when the tracked finger lifts (spec [I4], [I6]).
  mutating func releaseInteractive(velocity: Int) {
    guard let index = interactiveIndex else { return }
    let transition = transitions[index]
    guard policy.shouldFinish(progress: transition.progress, velocity: velocity) else {
      cancelInteractive()
      return
    }
    transitions[index].phase = .finishing
    transitions[index].endsAt =
      time
      + policy.completionTime(
        progress: transition.progress, duration: transition.duration, finishing: true)
  }

  /// Cancels the interactive transition: callbacks now, then the restore point (spec [I6], [I7]).
  mutating func cancelInteractive() {
    guard let index = interactiveIndex else { return }
    let transition = transitions[index]
    transitions[index].phase = .cancelling
    transitions[index].endsAt =
      time
      + policy.completionTime(
        progress: transition.progress, duration: transition.duration, finishing: false)
    let revealedContainer =
      transition.kind == .interactivePop ? transition.container : transition.container - 1
    willDisappear(transition.to, in: revealedContainer)
    willAppear(transition.from, in: transition.container)
    if let saved = transition.restorePoint { restore(from: saved) }
  }

  /// Puts back every bar, page flag and scroll offset saved at the begin (spec [I7]).
  private mutating func restore(from point: RestorePoint) {
    for (index, bar) in point.bars.enumerated() where index < containers.count {
      containers[index].bar = bar
      containers[index].pageFlag = point.pageFlags[index]
    }
    for (index, offset) in point.scrollOffsets.enumerated() {
      scrollViews[index].offset = offset
    }
  }

  /// Completes a transition at its end time and removes it from the flight (spec [I8], [O4]).
  mutating func completeTransition(at index: Int) {
    let transition = transitions.remove(at: index)
    let c = transition.container
    switch (transition.kind, transition.phase) {
    case (.interactivePop, .finishing):
      containers[c].stack.removeAll { $0 == transition.from }
      didDisappear(transition.from)
      didAppear(transition.to, in: c)
      callbacks.append(.didShow(transition.to))
      screens[screenIndex(transition.from)].beingPopped = false
      outcomes.append(.swipe(.finished))
    case (.interactiveDismiss, .finishing):
      containers.remove(at: c)
      didDisappear(transition.from)
      didAppear(transition.to, in: c - 1)
      outcomes.append(.swipe(.finished))
    case (.interactivePop, _), (.interactiveDismiss, _):
      didDisappear(transition.to)
      didAppear(transition.from, in: c)
      screens[screenIndex(transition.from)].beingPopped = false
      outcomes.append(.swipe(.cancelled))
    case (.dismiss, _):
      containers.remove(at: c)
      didDisappear(transition.from)
      didAppear(transition.to, in: c - 1)
    default:
      didDisappear(transition.from)
      didAppear(transition.to, in: c)
      if transition.isStackOperation { callbacks.append(.didShow(transition.to)) }
    }
  }
}
