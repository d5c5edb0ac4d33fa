import BackGestureModel

extension OracleState {
  /// What an arrival (an operation or a tap on the back button) does to the transition in
  /// flight before it is judged ([O7]): on `ios26` an animated operation ends at once,
  /// recorded as `interrupted:<keyword>`; anything else stays, and [O2] judges.
  mutating func settleOnArrival() {
    guard setup.world.system == .ios26, let record = transition, record.phase == .animating
    else { return }
    let keyword =
      switch record.kind {
      case .popToRoot: "pop-to-root"
      case .setStack: "set-stack"
      case .interactivePop: "pop"
      case .interactiveDismiss: "dismiss"
      default: record.kind.rawValue
      }
    outcomes.append(.interrupted(keyword: keyword))
    completeTransition()
  }
}
