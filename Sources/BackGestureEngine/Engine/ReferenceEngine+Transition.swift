import BackGestureModel

extension ReferenceEngine {
  /// Begins an interactive pop or dismiss in the current container (spec [I1], [I2]).
  ///
  /// The policy alone decides whether a gesture may begin. On a one-screen root, which
  /// the `root` rule refuses, there is nothing to reveal: the recognizer begins and a
  /// transition from the top to itself follows the finger, with no callbacks, and once
  /// released it never completes (the freeze of mutant M1), so the invariants see it.
  mutating func beginInteractive(driver: RecognizerKind, touch: TrackedTouch, at point: Point) {
    let index = currentIndex
    let stack = containers[index].stack
    let isPop = stack.count >= 2
    let reveals = isPop || index > 0
    let poppedName = stack[stack.count - 1]
    let revealedName =
      isPop ? stack[stack.count - 2] : reveals ? containers[index - 1].top : poppedName
    let revealedContainer = isPop || !reveals ? index : index - 1
    let kind: TransitionState.Kind = isPop || !reveals ? .interactivePop : .interactiveDismiss
    // 1. The recognizer began; the transition is interactive.
    setState(.began, of: driver)
    let duration = policy.animationDuration(
      kind, from: screens[screenIndex(poppedName)].settings,
      to: screens[screenIndex(revealedName)].settings)
    var transition = Transition(
      kind: kind, container: index, from: poppedName, to: revealedName, phase: .interactive,
      duration: duration)
    transition.progress = progress(from: touch.touchDown, to: point)
    transition.reveals = reveals
    transition.keepsPresenter = kind == .interactiveDismiss && containers[index].isPageSheet
    // [K2]: the begin resigns the first responder and remembers it for a cancel (a
    // gesture with nothing to reveal starts no transition in UIKit: it changes nothing).
    if reveals {
      transition.heldKeyboard = keyboard
      keyboard = nil
    }
    // 2. The restore point.
    transition.restorePoint = RestorePoint(
      bars: containers.map(\.bar), pageFlags: containers.map(\.pageFlag),
      scrollOffsets: scrollViews.map(\.offset))
    transitions.append(transition)
    guard reveals else { return }
    if isPop { screens[screenIndex(poppedName)].beingPopped = true }
    // M18 (EngineFaults.commitsStackAtBegin): the top leaves the stack at the begin.
    if isPop, faults.contains(.commitsStackAtBegin) { containers[index].stack.removeLast() }
    // 3, 4. The callbacks, applying their hooks.
    if isPop { callbacks.append(.willShow(revealedName)) }
    willDisappear(poppedName, in: index)
    if !transition.keepsPresenter { willAppear(revealedName, in: revealedContainer) }
  }

  /// Returns the progress for a finger at a point: `min(1000, max(0, fwd) * 1000 / width)` (spec [I3]).
  ///
  /// A device narrower than 1 pt, outside [D1], is read as 1 pt wide.
  func progress(from touchDown: Point, to point: Point) -> Int {
    let forward = max(0, forwardDisplacement(from: touchDown, to: point))
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
    let release = ReleaseContext(
      progress: transition.progress, velocity: velocity, width: max(1, device.width),
      duration: transition.duration)
    guard policy.shouldFinish(release) else {
      cancelInteractive()
      return
    }
    scheduleCompletion(of: index, finishing: true)
  }

  /// Puts the interactive transition into its finishing or cancelling phase and sets its
  /// end time (spec [I6]); returns whether it will end (a transition with nothing to
  /// reveal never does).
  @discardableResult
  mutating func scheduleCompletion(of index: Int, finishing: Bool) -> Bool {
    let transition = transitions[index]
    transitions[index].phase = finishing ? .finishing : .cancelling
    guard transition.reveals else { return false }
    transitions[index].endsAt =
      time
      + policy.completionTime(
        progress: transition.progress, duration: transition.duration, finishing: finishing)
    return true
  }

  /// Cancels the interactive transition: callbacks now, then the restore point (spec [I6], [I7]).
  mutating func cancelInteractive() {
    guard let index = interactiveIndex else { return }
    let transition = transitions[index]
    guard scheduleCompletion(of: index, finishing: false) else { return }
    let revealedContainer =
      transition.kind == .interactivePop ? transition.container : transition.container - 1
    let bars = containers.map(\.bar)
    if !transition.keepsPresenter { willDisappear(transition.to, in: revealedContainer) }
    willAppear(transition.from, in: transition.container)
    if let saved = transition.restorePoint { restore(from: saved, barsBeforeCallbacks: bars) }
  }

  /// Puts back every page flag and scroll offset saved at the begin, and the bars the policy restores (spec [I7]).
  private mutating func restore(from point: RestorePoint, barsBeforeCallbacks bars: [BarAppearance])
  {
    for (index, bar) in point.bars.enumerated() where index < containers.count {
      containers[index].bar = policy.barAfterCancel(bars[index], saved: bar)
      containers[index].pageFlag = point.pageFlags[index]
    }
    // The scroll view that follows the finger beside the gesture keeps its offset ([AR11]).
    for (index, offset) in point.scrollOffsets.enumerated() where index != scrollTracking?.index {
      scrollViews[index].offset = offset
    }
  }

  /// Completes a transition at its end time and removes it from the flight (spec [I8], [O4]).
  mutating func completeTransition(at index: Int) {
    let transition = transitions.remove(at: index)
    defer { endSearchesOffTheStacks() }
    let c = transition.container
    switch (transition.kind, transition.phase) {
    case (.pullDismiss, _):
      completePull(transition)
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
      if !transition.keepsPresenter { didAppear(transition.to, in: c - 1) }
      outcomes.append(.swipe(.finished))
    case (.interactivePop, _), (.interactiveDismiss, _):
      if !transition.keepsPresenter { didDisappear(transition.to) }
      didAppear(transition.from, in: c)
      restoreKeyboard(transition)
      // M20 (EngineFaults.didShowOnCancel): did-show of the screen that was only revealed.
      if transition.kind == .interactivePop, faults.contains(.didShowOnCancel) {
        callbacks.append(.didShow(transition.to))
      }
      screens[screenIndex(transition.from)].beingPopped = false
      outcomes.append(.swipe(.cancelled))
    case (.dismiss, _):
      containers.remove(at: c)
      didDisappear(transition.from)
      if !transition.keepsPresenter { didAppear(transition.to, in: c - 1) }
    case (.present, _) where transition.keepsPresenter:
      didAppear(transition.to, in: c)
    default:
      didDisappear(transition.from)
      didAppear(transition.to, in: c)
      if transition.isStackOperation { callbacks.append(.didShow(transition.to)) }
    }
  }
}
