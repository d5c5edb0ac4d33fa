import BackGestureModel

extension ReferenceEngine {
  /// Applies a programmatic operation, or records why it is refused (spec section 8).
  ///
  /// An accepted operation changes the stack at once and is recorded at once; its
  /// callbacks then follow [O4], instantly or at the end of its animation.
  mutating func perform(_ operation: Operation) {
    interruptAnimatedOperation()
    if let refusal = refusal(of: operation) {
      outcomes.append(.operation(keyword: operation.keyword, refusal: refusal))
      return
    }
    outcomes.append(.operation(keyword: operation.keyword, refusal: nil))
    start(operation)
  }

  /// Starts an accepted operation: changes the stack at once and logs its will-callbacks,
  /// then its did-callbacks now (`instant`) or at the end of its animation (spec [O4]).
  ///
  /// An animated present or dismiss then cancels every finger the window delivers,
  /// which it ignores from then on (spec [O8]).
  mutating func start(_ operation: Operation) {
    let source = currentIndex
    let from = containers[source].top
    let kind: TransitionState.Kind
    let target: Int
    switch operation.kind {
    case .push(let name):
      // M13 (EngineFaults.snapshotsSettingsAtInstantPush): settings read before the load.
      if !operation.animated, faults.contains(.snapshotsSettingsAtInstantPush) {
        screens[screenIndex(name)].freezeEffectiveSettings()
      }
      containers[source].stack.append(name)
      (kind, target) = (.push, source)
    case .pop:
      containers[source].stack.removeLast()
      (kind, target) = (.pop, source)
    case .popToRoot:
      containers[source].stack.removeLast(containers[source].stack.count - 1)
      (kind, target) = (.popToRoot, source)
    case .setStack(let names):
      containers[source].stack = names
      (kind, target) = (.setStack, source)
    case .present(let names):
      // A new presentation's page flag starts on; its top's did-appear sets it (spec [Q14]).
      containers.append(
        NavigationContainer(stack: names, bar: .standard, pageFlag: true, style: operation.style))
      (kind, target) = (.present, source + 1)
    case .dismiss:
      (kind, target) = (.dismiss, source - 1)
    }
    endSearchesOffTheStacks()
    let to = containers[target].top
    guard from != to else { return }  // set-stack keeping the top: nothing to show
    // [K2]: an operation that shows another screen resigns the first responder.
    keyboard = nil
    let running = kind == .present ? target : source
    // A page sheet leaves its presenting screen in place: no callbacks for it ([N6]).
    let keepsPresenter = (kind == .present || kind == .dismiss) && containers[running].isPageSheet
    announce(kind, from: from, in: source, to: to, in: target, keepsPresenter: keepsPresenter)
    if operation.animated {
      let duration = policy.animationDuration(
        kind, from: screens[screenIndex(from)].settings, to: screens[screenIndex(to)].settings)
      var transition = Transition(
        kind: kind, container: running, from: from, to: to, phase: .animating,
        duration: duration, endsAt: time + duration)
      transition.keepsPresenter = keepsPresenter
      transitions.append(transition)
      // [O8]: from here the window ignores touches; the fingers it delivered are cancelled.
      if kind == .present || kind == .dismiss { cancelFingersForPresentationChange() }
    } else {
      if kind == .dismiss {
        containers.remove(at: source)
        endSearchesOffTheStacks()
      }
      if !(keepsPresenter && kind == .present) { didDisappear(from) }
      if !(keepsPresenter && kind == .dismiss) { didAppear(to, in: target) }
      if kind != .present, kind != .dismiss { callbacks.append(.didShow(to)) }
    }
  }

  /// Logs the will-callbacks of an accepted operation, applying their hooks (spec [O4]).
  /// With `keepsPresenter` (a page sheet) the presenting screen, the one left by a
  /// present and the one shown by a dismiss, gets nothing ([N6]).
  private mutating func announce(
    _ kind: TransitionState.Kind, from: String, in source: Int, to: String, in target: Int,
    keepsPresenter: Bool
  ) {
    if kind != .present, kind != .dismiss { callbacks.append(.willShow(to)) }
    if !(keepsPresenter && kind == .present) { willDisappear(from, in: source) }
    if !(keepsPresenter && kind == .dismiss) { willAppear(to, in: target) }
  }

  /// Returns why an operation is refused, checking [O2] first and then [O3] in order.
  func refusal(of operation: Operation) -> Outcome.Refusal? {
    if !transitions.isEmpty { return .transition }
    let current = containers[currentIndex]
    switch operation.kind {
    case .push(let name):
      if !isDeclared(name) { return .unknown }
      if isOnAnyStack(name) { return .duplicate }
    case .pop, .popToRoot:
      if current.stack.count == 1 { return .root }
    case .setStack(let names):
      return refusal(ofNewStack: names, excluding: currentIndex)
    case .present(let names):
      return refusal(ofNewStack: names, excluding: nil)
    case .dismiss:
      if containers.count == 1 { return .noPresentation }
    }
    return nil
  }

  /// Checks the names of a new stack: `unknown`, then `duplicate`, then `empty` (spec [O3]).
  private func refusal(ofNewStack names: [String], excluding container: Int?) -> Outcome.Refusal? {
    if names.contains(where: { !isDeclared($0) }) { return .unknown }
    for (position, name) in names.enumerated() {
      if names[..<position].contains(name) { return .duplicate }
      for (index, other) in containers.enumerated() where index != container {
        if other.stack.contains(name) { return .duplicate }
      }
    }
    if names.isEmpty { return .empty }
    return nil
  }

  /// Whether a screen is on any container's stack (spec [N5]).
  private func isOnAnyStack(_ name: String) -> Bool {
    containers.contains { $0.stack.contains(name) }
  }
}
