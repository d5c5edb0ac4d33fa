import BackGestureModel

extension ReferenceEngine {
  /// Advances the clock to a step's time, completing what ends on the way (spec [T1]).
  mutating func advanceClock(to target: Int) {
    completeAnimations(through: target)
    time = target
  }

  /// Completes every transition whose end time is at or before a time, earliest end first.
  ///
  /// Ties complete in the order the transitions started. The clock reads each
  /// transition's end time while it completes. Called again after a step, this
  /// completes a transition with no time left within that step (spec [T3]).
  mutating func completeAnimations(through target: Int) {
    while let index = nextDue(through: target) {
      time = max(time, transitions[index].endsAt ?? time)
      completeTransition(at: index)
    }
  }

  /// Returns the index of the transition that ends first at or before a time, if any.
  private func nextDue(through target: Int) -> Int? {
    var best: Int?
    for (index, transition) in transitions.enumerated() {
      guard let end = transition.endsAt, end <= target else { continue }
      if let current = best, let bestEnd = transitions[current].endsAt, bestEnd <= end { continue }
      best = index
    }
    return best
  }
}
