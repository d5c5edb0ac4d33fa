import BackGestureModel

extension ReferenceEngine {
  /// Decides, once the back recognizers settled at the decision moment, whether the
  /// sheet's own recognizer takes the drag (spec [N7]).
  ///
  /// It waits for every back recognizer to fail, so it goes on only when none began and
  /// none still waits. It wants a page sheet in front with nothing in flight, a touch
  /// that is not on a control, and a drag that is mostly vertical and goes down. A
  /// vertical scroll view that took the drag keeps it unless it rests at its top: then
  /// the sheet takes the drag past the top and the scroll view stops following the
  /// finger. A modal sheet, or one whose top vetoes, records its refusal now and stays;
  /// any other begins an interactive dismissal of the sheet. The drag is the finger's own,
  /// not the point the policy tracks (which may be the fingers' centroid).
  mutating func decidePull(_ touch: TrackedTouch, at tracked: Point, graph: ArbitrationGraph) {
    let point = fingers.first { $0.id == touch.finger }?.point ?? tracked
    let index = currentIndex
    guard index > 0, containers[index].isPageSheet, pull == nil,
      !graph.anyBackRecognizerWaiting, !graph.anyBackRecognizerBegan,
      !controlKeeps(touch, at: point), !transitionGuard(for: index)
    else { return }
    let dy = point.y - touch.touchDown.y
    guard dy > 0, isMostlyVertical(touch, at: point) else { return }
    if graph.scroll == .began, let scroll = graph.scrollIndex {
      guard case .vertical = scrollViews[scroll].view, scrollViews[scroll].offset <= 0 else {
        return
      }
      scrollTracking = nil
    }
    let container = containers[index]
    let top = screens[screenIndex(container.top)]
    var refusal: Outcome.PullRefusal?
    // Planted fault: a modal sheet pulled like any other.
    if container.style == .pageSheet(modal: true), !faults.contains(.plantedPullIgnoresModal) {
      refusal = .modal
    } else if top.settings.veto {
      refusal = .veto
    }
    pull = SheetPull(
      finger: touch.finger, touchDown: touch.touchDown, sheet: container.stack[0],
      refusal: refusal)
    if let refusal {
      outcomes.append(.pull(.refused(refusal)))
      return
    }
    var transition = Transition(
      kind: .pullDismiss, container: index, from: container.top,
      to: containers[index - 1].top, phase: .interactive, duration: SheetPull.duration)
    transition.progress = pullProgress(from: touch.touchDown, to: point)
    transition.keepsPresenter = true
    // [K2]: as for a back swipe.
    transition.heldKeyboard = keyboard
    keyboard = nil
    transition.restorePoint = RestorePoint(
      bars: containers.map(\.bar), pageFlags: containers.map(\.pageFlag),
      scrollOffsets: scrollViews.map(\.offset))
    transitions.append(transition)
    callbacks.append(.willDismiss(container.stack[0]))
    willDisappear(container.top, in: index)
  }

  /// The pull's progress for a finger at a point: its downward travel in permille of the
  /// sheet's height, the device's height (spec [N7]).
  func pullProgress(from touchDown: Point, to point: Point) -> Int {
    min(1000, max(0, point.y - touchDown.y) * 1000 / max(1, device.height))
  }

  /// Follows a move of the pulling finger (spec [N7]).
  mutating func movePull(_ finger: Int, to point: Point) {
    guard let pull, pull.finger == finger, pull.refusal == nil,
      let index = interactiveIndex, transitions[index].kind == .pullDismiss
    else { return }
    transitions[index].progress = pullProgress(from: pull.touchDown, to: point)
  }

  /// Releases the pull when its finger lifts, at a downward velocity (spec [N7]): past
  /// half the height or faster than 1000 pt/s the sheet is dismissed, else it springs
  /// back. A refused pull released that way tells the delegate of the attempt, if the
  /// sheet is still presented.
  mutating func releasePull(_ finger: Int, velocity: Int, at point: Point) {
    guard let pull, pull.finger == finger else { return }
    self.pull = nil
    let progress = pullProgress(from: pull.touchDown, to: point)
    let dismisses =
      progress > SheetPull.finishThreshold || velocity > SheetPull.velocityThreshold
    guard pull.refusal == nil else {
      let presented = containers.dropFirst().contains { $0.stack.first == pull.sheet }
      if dismisses, presented { callbacks.append(.didAttemptToDismiss(pull.sheet)) }
      return
    }
    guard let index = interactiveIndex, transitions[index].kind == .pullDismiss else { return }
    endPull(at: index, dismissing: dismisses)
  }

  /// Ends the pull when the system cancels its finger: the sheet springs back (spec [N7], [I5]).
  mutating func cancelPull() {
    guard let pull else { return }
    self.pull = nil
    guard pull.refusal == nil, let index = interactiveIndex,
      transitions[index].kind == .pullDismiss
    else { return }
    endPull(at: index, dismissing: false)
  }

  /// Turns the pull's transition into its completion: the rest of the height, or back to
  /// the start with the sheet's top told it appears again and everything restored.
  private mutating func endPull(at index: Int, dismissing: Bool) {
    let transition = transitions[index]
    let share = dismissing ? 1000 - transition.progress : transition.progress
    transitions[index].phase = dismissing ? .finishing : .cancelling
    transitions[index].endsAt = time + share * transition.duration / 1000
    guard !dismissing else { return }
    willAppear(transition.from, in: transition.container)
    if let saved = transition.restorePoint {
      for (container, bar) in saved.bars.enumerated() where container < containers.count {
        containers[container].bar = bar
        containers[container].pageFlag = saved.pageFlags[container]
      }
      for (scroll, offset) in saved.scrollOffsets.enumerated() {
        scrollViews[scroll].offset = offset
      }
    }
  }

  /// Completes the pull's transition at its end time (spec [N7]).
  mutating func completePull(_ transition: Transition) {
    let sheet = containers[transition.container].stack[0]
    if transition.phase == .finishing {
      containers.remove(at: transition.container)
      didDisappear(transition.from)
      // Planted faults: the presenter told it appears again; did-dismiss left out.
      if faults.contains(.plantedPullTellsPresenter) {
        callbacks.append(.willAppear(transition.to))
        callbacks.append(.didAppear(transition.to))
      }
      if !faults.contains(.plantedPullSkipsDidDismiss) { callbacks.append(.didDismiss(sheet)) }
      outcomes.append(.pull(.dismissed))
    } else {
      didAppear(transition.from, in: transition.container)
      restoreKeyboard(transition)
      outcomes.append(.pull(.cancelled))
    }
  }
}
