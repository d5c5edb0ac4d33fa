import BackGestureModel

extension ReferenceEngine {
  /// Applies a tap on the back button of the current container, or records why it is
  /// refused (spec [O6]).
  ///
  /// An accepted tap pops the top screen as an animated `pop` does, recorded as
  /// `back:done`.
  mutating func tapBackButton() {
    interruptAnimatedOperation()
    if let refusal = backButtonRefusal() {
      outcomes.append(.operation(keyword: "back", refusal: refusal))
      return
    }
    outcomes.append(.operation(keyword: "back", refusal: nil))
    start(Operation(.pop))
  }

  /// Returns why a tap on the back button is refused, checking [O6] in order: a
  /// transition in flight, one screen, no back button shown, the policy's answer.
  func backButtonRefusal() -> Outcome.Refusal? {
    if !transitions.isEmpty { return .transition }
    let container = containers[currentIndex]
    if container.stack.count == 1 { return .root }
    let top = screens[screenIndex(container.top)].settings
    if container.bar.hidden || top.back == .hidden || top.back == .replacing {
      return .noBackButton
    }
    if !policy.backButtonPops(top: top) { return .veto }
    return nil
  }
}
