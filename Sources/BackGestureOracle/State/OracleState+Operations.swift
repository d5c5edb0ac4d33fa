import BackGestureModel

extension OracleState {
  /// Applies a programmatic operation, or records why it is refused (spec section 8).
  mutating func perform(_ operation: Operation) {
    let keyword = operation.keyword
    settleOnArrival()
    if let refusal = refusal(of: operation.kind) {
      outcomes.append(.operation(keyword: keyword, refusal: refusal))
      return
    }
    outcomes.append(.operation(keyword: keyword, refusal: nil))
    carryOut(operation)
  }

  /// Carries out an accepted operation ([O4]); an animated present or dismiss leaves the
  /// window deaf to the fingers down ([O8]).
  mutating func carryOut(_ operation: Operation) {
    let c = current
    let from = currentScreen
    let leavesSheet = containers[c].style != .fullScreen
    let isStackChange: Bool
    let kind: TransitionState.Kind
    switch operation.kind {
    case .push(let name):
      containers[c].stack.append(setup.screenIndex(named: name)!)
      (isStackChange, kind) = (true, .push)
    case .pop:
      containers[c].stack.removeLast()
      (isStackChange, kind) = (true, .pop)
    case .popToRoot:
      containers[c].stack.removeLast(containers[c].stack.count - 1)
      (isStackChange, kind) = (true, .popToRoot)
    case .setStack(let names):
      containers[c].stack = names.map { setup.screenIndex(named: $0)! }
      (isStackChange, kind) = (true, .setStack)
    case .present(let names):
      containers.append(
        ContainerRecord(
          stack: names.map { setup.screenIndex(named: $0)! },
          barHidden: false, barStyle: 0, pageFlag: true, style: operation.style))
      (isStackChange, kind) = (false, .present)
    case .dismiss:
      if !operation.animated {
        containers.removeLast()
      }
      (isStackChange, kind) = (false, .dismiss)
    }

    endSearchesOffTheStacks()
    let toContainer =
      switch kind {
      case .present: c + 1
      case .dismiss: c - 1
      default: c
      }
    let to = containers[toContainer].stack[containers[toContainer].stack.count - 1]
    guard from != to else { return }
    claim = nil  // [K2]
    var cast = Cast(from: from, fromContainer: c, to: to, toContainer: toContainer)
    // A page sheet's presenter stays in place: the present leaves it, the dismiss shows it
    // again, and neither tells it ([N6]).
    switch kind {
    case .present where operation.style != .fullScreen: cast.stays = .from
    case .dismiss where leavesSheet: cast.stays = .to
    default: break
    }

    emit(
      isStackChange
        ? CallbackTemplate.stackChangeBegins : CallbackTemplate.presentationChangeBegins,
      cast)
    guard operation.animated else {
      emit(
        isStackChange ? CallbackTemplate.stackChangeEnds : CallbackTemplate.presentationChangeEnds,
        cast)
      return
    }
    let duration = duration(of: kind, cast)
    transition = TransitionRecord(
      kind: kind, container: kind == .present ? c + 1 : c, cast: cast, phase: .animating,
      progress: 0, duration: duration, endsAt: time + duration, restorePoint: nil)
    if kind == .present || kind == .dismiss { turnDeaf() }
    completeIfDue()
  }

  /// Returns an animated operation's duration ([A1], [A2]).
  private func duration(of kind: TransitionState.Kind, _ cast: Cast) -> Int {
    let standard = PresetTable.Common.defaultDuration
    guard table.perScreenAnimators else { return standard }
    switch kind {
    case .push: return setup.screen(cast.from).settings.animator ?? standard
    case .pop, .popToRoot: return setup.screen(cast.to).settings.animator ?? standard
    default: return standard
    }
  }

  /// Returns why an operation is refused, if it is ([O2], [O3]).
  func refusal(of kind: Operation.Kind) -> Outcome.Refusal? {
    if !transition.isNone { return .transition }
    let c = current
    switch kind {
    case .push(let name):
      guard let screen = setup.screenIndex(named: name) else { return .unknown }
      return isOnStack(screen, except: nil) ? .duplicate : nil
    case .pop, .popToRoot:
      return containers[c].stack.count == 1 ? .root : nil
    case .setStack(let names):
      return refusal(ofStack: names, except: c)
    case .present(let names):
      return refusal(ofStack: names, except: nil)
    case .dismiss:
      return containers.count == 1 ? .noPresentation : nil
    }
  }

  /// Checks a new stack: every name declared, none twice, none on another container's stack,
  /// at least one.
  private func refusal(ofStack names: [String], except container: Int?) -> Outcome.Refusal? {
    var indices: [Int] = []
    for name in names {
      guard let screen = setup.screenIndex(named: name) else { return .unknown }
      indices.append(screen)
    }
    let sorted = indices.sorted()
    if zip(sorted, sorted.dropFirst()).contains(where: { $0 == $1 }) { return .duplicate }
    if indices.contains(where: { isOnStack($0, except: container) }) { return .duplicate }
    return indices.isEmpty ? .empty : nil
  }

  /// Tells whether a screen is on a stack, ignoring one container.
  private func isOnStack(_ screen: Int, except ignored: Int?) -> Bool {
    containers.indices.contains { $0 != ignored && containers[$0].stack.contains(screen) }
  }
}
