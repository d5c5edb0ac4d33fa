import BackGestureModel

extension InvariantMonitor {
  /// Invariant 5: at rest (no transition, no finger down) the bar follows each
  /// container's top under the `willAppear` bar policy, no screen is being popped, the
  /// current screen has appeared, so has the top of every container a page sheet stands
  /// over (it stays in place, [N6]), and every other screen on a stack has disappeared or
  /// never appeared.
  func checkRestState(_ context: StepContext) -> CheckFailure? {
    let after = context.after
    guard after.transition.isNone, after.fingers.isEmpty else { return nil }
    if preset?.barPolicy == .willAppear {
      for (index, container) in after.containers.enumerated() {
        guard let top = container.stack.last, let state = screen(top, in: after) else { continue }
        let settings = state.settings
        let hidden = settings.bar.map { $0 == .hidden } ?? container.barHidden
        if container.barStyle != settings.style || container.barHidden != hidden {
          let preference = settings.bar?.rawValue ?? "unset"
          return CheckFailure(
            .restState, context.place,
            "container \(index) shows \(Self.barText(container)) at rest, "
              + "but its top \(top) prefers bar \(preference) style=\(settings.style)")
        }
      }
    }
    if let failure = checkSystemUIAtRest(after, context.place) { return failure }
    if let popped = after.screens.first(where: \.beingPopped) {
      return CheckFailure(
        .restState, context.place, "\(popped.name) is still being popped at rest")
    }
    let containers = after.containers
    for (index, container) in containers.enumerated() {
      for name in container.stack {
        guard let state = screen(name, in: after) else { continue }
        let isTop = name == container.stack.last
        let isCurrent = isTop && index == containers.count - 1
        let underSheet =
          isTop && index < containers.count - 1 && containers[index + 1].style != .fullScreen
        let allowed: Bool =
          isCurrent || underSheet
          ? state.appearance == .appeared
          : state.appearance == .disappeared || state.appearance == .none
        if !allowed {
          let role =
            isCurrent
            ? "the current screen"
            : underSheet
              ? "the top of container \(index), under a page sheet"
              : "a screen of container \(index)"
          return CheckFailure(
            .restState, context.place,
            "\(name), \(role), is \(state.appearance.rawValue) at rest\n"
              + "stacks: \(Self.stacksText(after))")
        }
      }
    }
    return nil
  }

  /// Invariant 5, for the app's own state ([U27]): while the world rests (no transition,
  /// no finger down, no scroll view decelerating), a step that only lets time pass
  /// changes none of it. Work the app deferred runs as a step of its own and may.
  func checkAppStateAtRest(_ context: StepContext) -> CheckFailure? {
    guard case .wait = context.step.action, !context.byApp,
      context.before.appState != context.after.appState,
      context.before.transition.isNone, context.after.transition.isNone,
      context.before.fingers.isEmpty,
      !context.before.scrollViews.contains(where: \.decelerating)
    else { return nil }
    var changed = context.before
    changed.appState = context.after.appState
    let diff = SnapshotDiff.diff(context.before, changed, labels: ("before", "now")) ?? ""
    return CheckFailure(
      .restState, context.place, "the app's own state changed at rest with no step\n" + diff)
  }

  /// The spelling `hidden style=1` of a container's bar.
  static func barText(_ container: ContainerState) -> String {
    "bar \(container.barHidden ? "hidden" : "visible") style=\(container.barStyle)"
  }
}
