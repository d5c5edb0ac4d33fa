import BackGestureModel

extension InvariantMonitor {
  /// Invariants 1 and 2 for a back recognizer that began without an interactive
  /// transition: an app's objects can let the system pop begin where UIKit then starts
  /// nothing (on the root, or inside another transition), which is the gesture beginning
  /// all the same (section 14). The reference engine never begins a recognizer without
  /// its transition, so this never fires there.
  func checkRecognizerBegin(_ context: StepContext) -> CheckFailure? {
    let recognizers = [
      ("edge", context.before.edge, context.after.edge),
      ("pan", context.before.pan, context.after.pan),
      ("content pop", context.before.content, context.after.content),
    ]
    guard let began = recognizers.first(where: { $0.2 == .began && $0.1 != .began })?.0 else {
      return nil
    }
    let decision = context.decision
    let container = decision.containers.count - 1
    let stack = decision.containers[container].stack
    if stack.count < 2 {
      return CheckFailure(
        .rootNeverPopped, context.place,
        "the \(began) began on a stack of one screen (\(Self.stackText(stack)))"
          + "\nstacks: \(Self.stacksText(context.after))")
    }
    if beginInterrupted(context) { return nil }
    if began == "pan", catchesOwnTransition(context) { return nil }
    if let previous = decision.transition {
      return CheckFailure(
        .noBeginMidTransition, context.place,
        "the \(began) began while \(previous.headline) was \(previous.phase.rawValue)")
    }
    if let busy = decision.containers.firstIndex(where: \.transitioning) {
      return CheckFailure(
        .noBeginMidTransition, context.place,
        "the \(began) began while container \(busy) was transitioning")
    }
    return nil
  }

  /// Whether an app's pan that drives a transition of its own began inside an interactive
  /// transition that neither of UIKit's recognizers drives: one the app's interaction
  /// controller still holds, which the pan catches again as interruptible transitions
  /// allow (invariant 2). A transition the pan's code starts there is a fault
  /// (invariant 12).
  func catchesOwnTransition(_ context: StepContext) -> Bool {
    guard preset == nil, !context.panDrivesSystemPop,
      let previous = context.decision.transition,
      previous.isInteractiveKind, previous.phase == .interactive
    else { return false }
    return !context.decision.edge.holds && !context.decision.content.holds
  }

  /// Invariant 11: where an app says what it believes is on a stack (a router path), it
  /// is the stack at rest and after every finished or cancelled transition: whenever no
  /// transition is in flight.
  func checkNavigationState(_ context: StepContext) -> CheckFailure? {
    let after = context.after
    guard after.transition.isNone else { return nil }
    for (index, container) in after.containers.enumerated() {
      guard let believed = container.believedStack, believed != container.stack else { continue }
      return CheckFailure(
        .navigationStateFollows, context.place,
        "container \(index)'s stack is \(Self.stackText(container.stack)), "
          + "but the app's navigation state says \(Self.stackText(believed))")
    }
    return nil
  }

  /// Invariant 12: the app's code did nothing that UIKit does not allow (it raises or
  /// corrupts its state there): each new fault breaks it.
  func checkUIKitRules(_ context: StepContext) -> CheckFailure? {
    let known = context.before.faults.count
    guard context.after.faults.count > known else { return nil }
    return CheckFailure(
      .uikitRules, context.place, context.after.faults[known...].joined(separator: "\n"))
  }
}
