import BackGestureModel

extension ReferenceEngine {
  /// On `ios26`, ends the animated operation in flight at this moment, before an
  /// operation or a tap on the back button that arrives is judged (spec [O7]).
  ///
  /// The interrupted transition is recorded as `interrupted:<keyword>` and completes now
  /// with its end callbacks, as at its end time ([O4]); the arrival is then refused or
  /// applied as at rest. An interactive transition, its finishing or cancelling
  /// completion, and every transition on `ios18`, are left alone: [O2] refuses the arrival.
  mutating func interruptAnimatedOperation() {
    guard system == .ios26,
      let index = transitions.firstIndex(where: { $0.phase == .animating })
    else { return }
    outcomes.append(.interrupted(keyword: Self.keyword(of: transitions[index].kind)))
    completeTransition(at: index)
  }

  /// The keyword of the operation that starts an animated transition of a kind.
  private static func keyword(of kind: TransitionState.Kind) -> String {
    switch kind {
    case .push: "push"
    case .pop, .interactivePop: "pop"
    case .popToRoot: "pop-to-root"
    case .setStack: "set-stack"
    case .present: "present"
    case .dismiss, .interactiveDismiss, .pullDismiss: "dismiss"
    }
  }
}
