import BackGestureModel

extension InvariantMonitor {
  /// Invariant 1, on every snapshot: the root container exists and no stack is empty.
  func checkStacks(_ context: StepContext) -> CheckFailure? {
    let after = context.after
    guard !after.containers.isEmpty else {
      return CheckFailure(.rootNeverPopped, context.place, "the root container is gone")
    }
    guard let empty = after.containers.firstIndex(where: { $0.stack.isEmpty }) else { return nil }
    let before =
      context.before.containers.indices.contains(empty)
      ? Self.stackText(context.before.containers[empty].stack) : "(none)"
    return CheckFailure(
      .rootNeverPopped, context.place,
      "container \(empty) has an empty stack\ncontainer \(empty) before: \(before)")
  }

  /// Invariant 1, at a begin: a pop needs two screens; a one-screen gesture must be the
  /// dismiss of a presentation in a preset whose swipe dismisses one-screen presentations.
  func checkBeginWithScreens(_ context: StepContext) -> CheckFailure? {
    guard let transition = context.after.transition,
      context.after.containers.indices.contains(transition.container)
    else {
      return CheckFailure(
        .rootNeverPopped, context.place,
        "a back gesture began in a container that does not exist")
    }
    let stack = context.after.containers[transition.container].stack
    let problem: String
    switch transition.kind {
    case .interactivePop where stack.count < 2:
      problem = "an interactive pop began with one screen"
    case .interactiveDismiss where transition.container == 0:
      problem = "an interactive dismiss began on the root container"
    case .interactiveDismiss where stack.count != 1:
      problem = "an interactive dismiss began on a presentation of \(stack.count) screens"
    case .interactiveDismiss where preset.map { !$0.dismissesOneScreenPresentations } ?? false:
      problem = "a back gesture began with one screen; \(presetName) does not dismiss by swipe"
    default:
      return nil
    }
    return CheckFailure(
      .rootNeverPopped, context.place,
      "\(problem)\ntransition: \(transition.headline)\nstacks: \(Self.stacksText(context.after))")
  }

  /// Invariant 2: a back gesture begins only when nothing was in flight at its decision.
  func checkNoBeginMidTransition(_ context: StepContext) -> CheckFailure? {
    if let failure = checkNoBeginFromIgnoredFinger(context) { return failure }
    guard let previous = context.decision.transition, !beginInterrupted(context) else {
      return nil
    }
    let began = context.after.transition!
    var ends = "not known yet"
    if let end = previous.endsAt { ends = "@\(end)" }
    return CheckFailure(
      .noBeginMidTransition, context.place,
      "\(began.headline) began while \(previous.headline) was \(previous.phase.rawValue) (ends \(ends))"
    )
  }

  /// Invariant 2, at a begin: the finger that began it is not one the window ignores,
  /// one that went down while a presentation or a dismissal animated ([O8]), even when
  /// that animation has ended since.
  func checkNoBeginFromIgnoredFinger(_ context: StepContext) -> CheckFailure? {
    guard case .move(let finger, _) = context.step.action, (1...9).contains(finger),
      let touchDown = touchDowns[finger], let animating = touchDown.ignoredFor
    else { return nil }
    let began = context.after.transition!
    return CheckFailure(
      .noBeginMidTransition, context.place,
      "\(began.headline) began from finger \(finger), which went down at @\(touchDown.time) "
        + "while \(animating.headline) was animating: \(CheckFailure.ignoredFingerPhrase)")
  }

  /// The spelling `A B | C` of every container's stack.
  static func stacksText(_ snapshot: Snapshot) -> String {
    snapshot.containers.map { stackText($0.stack) }.joined(separator: " | ")
  }

  /// The spelling `A B` of one stack, `(empty)` for none.
  static func stackText(_ stack: [String]) -> String {
    stack.isEmpty ? "(empty)" : stack.joined(separator: " ")
  }
}
