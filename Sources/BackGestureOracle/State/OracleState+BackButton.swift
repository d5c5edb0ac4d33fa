import BackGestureModel

extension OracleState {
  /// The refusals of a tap on the back button, in the order [O6] checks them: each
  /// reason with the fact that gives it.
  static let backButtonRefusals:
    [(reason: Outcome.Refusal, applies: @Sendable (OracleState) -> Bool)] = [
      (.transition, { !$0.transition.isNone }),
      (.root, { $0.containers[$0.current].stack.count < 2 }),
      (.noBackButton, { $0.containers[$0.current].barHidden || !$0.topShowsBackButton }),
      (.veto, { $0.setup.screen($0.currentScreen).settings.veto }),
    ]

  /// Whether the current screen shows the system back button: `system` or
  /// `supplementing` ([S5]).
  var topShowsBackButton: Bool {
    switch setup.screen(currentScreen).settings.back {
    case .system, .supplementing: true
    case .replacing, .hidden: false
    }
  }

  /// A tap on the back button: refused by the first rule of [O6] that applies, or else an
  /// animated pop, recorded as `back:done`.
  mutating func tapBackButton() {
    settleOnArrival()
    if let refusal = Self.backButtonRefusals.first(where: { $0.applies(self) }) {
      outcomes.append(.operation(keyword: "back", refusal: refusal.reason))
      return
    }
    outcomes.append(.operation(keyword: "back", refusal: nil))
    carryOut(Operation(.pop, animated: true))
  }
}
