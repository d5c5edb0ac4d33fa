import BackGestureModel

extension InvariantMonitor {
  /// Invariant 7, at a tap on the back button: a tap that popped (`back:done`) found a
  /// back button to tap and a top that does not veto (spec [O6]). The facts are read at
  /// the tap, once the clock advanced to its time: the current container's bar was
  /// visible, and its top neither hides nor replaces its back button nor vetoes.
  func checkBackButton(_ context: StepContext) -> CheckFailure? {
    guard case .back = context.step.action,
      context.after.outcomes.entries(from: context.before.outcomes.count).contains(
        .operation(keyword: "back", refusal: nil))
    else { return nil }
    let decision = context.decision
    guard let top = decision.current.stack.last, let state = screen(top, in: decision) else {
      return nil
    }
    let problem: String
    if decision.current.barHidden {
      problem = "the bar was hidden, so there was no back button to tap"
    } else if state.settings.back == .hidden || state.settings.back == .replacing {
      problem = "\(top)'s back button is \(state.settings.back.rawValue), so there was none to tap"
    } else if state.settings.veto {
      problem = "\(top) vetoes being popped, which the back button must ask"
    } else {
      return nil
    }
    return CheckFailure(
      .settingsRespected, context.place, "the back button popped \(top): \(problem)")
  }
}
