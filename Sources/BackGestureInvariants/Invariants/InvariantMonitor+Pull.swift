import BackGestureModel

extension InvariantMonitor {
  /// Invariants 1 and 7, at the begin of a pull ([N7]): only a page sheet in front is
  /// pulled, never a modal one nor one whose top vetoes, never from a touch on a control,
  /// and only by a drag that goes down more than sideways, with no back gesture
  /// recognizing.
  func checkPullBegin(_ context: StepContext) -> CheckFailure? {
    let transition = context.after.transition!
    let decision = context.decision
    let index = transition.container
    guard index > 0, index == decision.containers.count - 1 else {
      return CheckFailure(
        .rootNeverPopped, context.place,
        "\(transition.headline) began on a container that is not a presentation in front"
          + "\nstacks: \(Self.stacksText(decision))")
    }
    let container = decision.containers[index]
    let problem: String?
    switch container.style {
    case .fullScreen:
      problem = "container \(index) is presented full screen, not as a page sheet"
    case .pageSheet(modal: true):
      problem = "container \(index) is a modal page sheet"
    case .pageSheet(modal: false):
      problem = pullProblem(context, top: transition.from)
    }
    guard let problem else { return nil }
    return CheckFailure(
      .settingsRespected, context.place, "\(transition.headline) began, but \(problem)")
  }

  /// What forbids the pull that began in this step, read from the step and the world.
  private func pullProblem(_ context: StepContext, top: String) -> String? {
    let after = context.after
    let recognizing = [after.pan, after.edge, after.content].contains {
      $0 == .began || $0 == .changed
    }
    if recognizing { return "a back gesture is recognizing beside it" }
    if screen(top, in: context.decision)?.settings.veto ?? false {
      return "\(top) vetoes leaving"
    }
    guard case .move(let finger, let point) = context.step.action,
      let touchDown = touchDowns[finger]
    else { return "it began on a step that is not a move of a finger" }
    let dy = point.y - touchDown.point.y
    if dy <= 0 || dy <= abs(point.x - touchDown.point.x) {
      return "the drag from \(touchDown.point) to \(point) does not go mostly down"
    }
    let path = SpecGeometry.path(
      to: touchDown.point, in: world.screen(named: touchDown.screen)?.content ?? [])
    if case .control(let control) = path.last?.item,
      SpecGeometry.keeps(control, from: touchDown.point, at: point, on: world.device)
    {
      return "the touch-down at \(touchDown.point) hit a control of \(touchDown.screen)"
    }
    return nil
  }

  /// Invariant 4, at the end of a finished pull: the presenter under the sheet kept its
  /// stack and its bar and heard no appearance callback ([N6], [N7]).
  func checkPresenterUntouched(
    _ gesture: Gesture, _ now: Snapshot, _ place: CheckFailure.Place
  ) -> CheckFailure? {
    let start = gesture.start
    let index = gesture.transition.container - 1
    guard start.containers.indices.contains(index), now.containers.indices.contains(index)
    else { return nil }
    let before = start.containers[index]
    let after = now.containers[index]
    var problems: [String] = []
    if before.stack != after.stack || before.barHidden != after.barHidden
      || before.barStyle != after.barStyle
    {
      problems.append(
        "container \(index) went from \(Self.stackText(before.stack)) (bar hidden "
          + "\(before.barHidden), style \(before.barStyle)) to \(Self.stackText(after.stack)) "
          + "(bar hidden \(after.barHidden), style \(after.barStyle))")
    }
    let presenter = gesture.transition.to
    if now.callbacks.count > start.callbacks.count {
      for callback in now.callbacks[start.callbacks.count...] where callback.screen == presenter {
        switch callback {
        case .willAppear, .didAppear, .willDisappear, .didDisappear:
          problems.append("the presenter \(presenter) heard \(callback)")
        default:
          break
        }
      }
    }
    guard let first = problems.first else { return nil }
    return CheckFailure(
      .finishRemovesTop, place,
      "the finished \(gesture.transition.headline) touched the presenter: \(first)")
  }

  /// Invariant 6, on every step: a sheet's delegate hears did-dismiss exactly once per
  /// completed pull and never otherwise, and will-dismiss only when a pull begins ([N7]).
  func checkDismissCallbacks(_ context: StepContext) -> CheckFailure? {
    let before = context.before
    let after = context.after
    // Counted in place: the step's new entries are not copied out of the logs.
    var didDismiss = 0
    var willDismiss = 0
    for index in before.callbacks.count..<max(before.callbacks.count, after.callbacks.count) {
      switch after.callbacks[index] {
      case .didDismiss: didDismiss += 1
      case .willDismiss: willDismiss += 1
      default: break
      }
    }
    var dismissed = 0
    for index in before.outcomes.count..<max(before.outcomes.count, after.outcomes.count)
    where after.outcomes[index] == .pull(.dismissed) {
      dismissed += 1
    }
    if didDismiss != dismissed {
      return CheckFailure(
        .balancedCallbacks, context.place,
        "\(didDismiss) did-dismiss callbacks for \(dismissed) completed pulls in one step")
    }
    // A pull that ended in the clock advance may be followed by one that begins at the
    // step itself: the begin is read against the state at the step's time.
    let following = { (snapshot: Snapshot) in
      snapshot.transitionKind == .pullDismiss && snapshot.transitionPhase == .interactive
    }
    let begins = following(after) && !following(context.decision)
    if willDismiss > (begins ? 1 : 0) {
      return CheckFailure(
        .balancedCallbacks, context.place,
        "\(willDismiss) will-dismiss callbacks in a step where "
          + (begins ? "one pull began" : "no pull began"))
    }
    return nil
  }
}
