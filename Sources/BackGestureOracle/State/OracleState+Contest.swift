import BackGestureModel

extension OracleState {
  /// Builds the contest of the decision moment: the back recognizers that passed their
  /// rules, the scroll view hit at touch-down if it scrolls along the pan's axis, and who
  /// waits for whom ([R-graph], [AR5], [AR12], [G5]).
  func contest(among recognizers: [Recognizer], at point: Point) -> Contest {
    var contest = Contest()
    var recognizers = recognizers
    if let slot = contendingSlot(at: point) {
      let answers = setup.scrollViews[slot].answers
      contest.add(.scroll(slot: slot))
      contest.together = answers.simultaneous
      for recognizer in recognizers {
        // Unless the app answers for the pair, the preset orders it by its rules and its
        // scroll rule: the loser waits for the winner. Else the app's answers are the edges.
        let ordered = !answers.waitsForBack && !answers.backWaits && !answers.simultaneous
        // UIKit orders its content pop by its own direction and the scroll view alone,
        // its rules unasked ([G10]).
        let rulesPass =
          recognizer == .content
          ? !ownConditionFails(of: .content, at: point) : refusal(of: recognizer, at: point) == nil
        let scrollWins = ordered && rulesPass && scrollViewWins(against: recognizer, at: point)
        if answers.waitsForBack || (ordered && !scrollWins) {
          contest.waits.append(
            Contest.Wait(waiter: .scroll(slot: slot), awaited: .back(recognizer)))
        }
        if answers.backWaits || scrollWins {
          contest.waits.append(
            Contest.Wait(waiter: .back(recognizer), awaited: .scroll(slot: slot)))
        }
      }
      // A system recognizer that waits by the app's answer keeps its own conditions: a
      // touch outside the edge's zone, or toward the leading edge, fails it before it
      // waits ([AR4], [G10]).
      for own in [Recognizer.edge, .content]
      where answers.backWaits && recognizers.contains(own) && ownConditionFails(of: own, at: point)
      {
        recognizers.removeAll { $0 == own }
        contest.waits.removeAll { $0.waiter == .back(own) || $0.awaited == .back(own) }
        contest.failedEarly.append(own)
      }
    }
    for recognizer in Recognizer.contestOrder where recognizers.contains(recognizer) {
      contest.add(.back(recognizer))
    }
    // The pan and the content pop wait for the edge ([G5], [G10]).
    for waiter in [Recognizer.pan, .content]
    where recognizers.contains(.edge) && recognizers.contains(waiter) {
      contest.waits.append(Contest.Wait(waiter: .back(waiter), awaited: .back(.edge)))
    }
    return contest
  }

  /// Runs the contest until no member can begin, and returns the failures it caused to
  /// back recognizers ([R-graph]).
  ///
  /// A back recognizer whose turn comes is asked its begin rules and fails with
  /// `refused:<rule>` when one refuses. Each beginning fails every member still
  /// contending that waits for it or does not recognize with it. A back recognizer failed
  /// by a scroll view's pan loses with `lost:scroll`; one failed by another back
  /// recognizer loses with no outcome.
  mutating func run(_ contest: inout Contest, at point: Point) -> RecognizerFailures {
    var lost = RecognizerFailures()
    while let member = contest.nextToBegin {
      let index = contest.members.firstIndex(of: member)!
      if case .back(let recognizer) = member, let rule = refusal(of: recognizer, at: point) {
        contest.standings[index] = .failed
        set(recognizer, .failed)
        lost[recognizer] = .refused(rule)
        continue
      }
      contest.standings[index] = .began
      switch member {
      case .scroll(let slot):
        attempt?.scroll = Attempt.ScrollTracking(
          slot: slot, offsetAtDecision: scrolls[slot].offset, pointAtDecision: point)
      case .back(let recognizer):
        set(recognizer, .began)
        beginTransition(at: point)
      }
      for (other, otherMember) in contest.members.enumerated()
      where contest.standings[other] == .contending {
        let waitsForIt = contest.waits.contains(Contest.Wait(waiter: otherMember, awaited: member))
        guard waitsForIt || !contest.recognizeTogether(member, otherMember) else { continue }
        contest.standings[other] = .failed
        if case .back(let recognizer) = otherMember {
          set(recognizer, .failed)
          if case .scroll = member { lost[recognizer] = .lostToScroll }
        }
      }
    }
    return lost
  }

  /// Whether a system recognizer's own conditions refuse it: the edge's zone, or the
  /// direction.
  func ownConditionFails(of recognizer: Recognizer, at point: Point) -> Bool {
    ownConditionRefusal(of: recognizer, at: point) != nil
  }

  /// The rule among a system recognizer's own conditions that refuses it, if one does.
  func ownConditionRefusal(of recognizer: Recognizer, at point: Point) -> BeginRule? {
    let own = table.beginRules.filter { $0 == .edgeZone || $0 == .direction }
    return RuleBook.firstRefusal(of: own, decisionContext(for: recognizer, at: point))
  }

  /// The slot of the scroll view under the touch-down that takes part in the contest
  /// ([C7], [SV2]): among those that scroll along the pan's axis ([K2]), the innermost
  /// whose offset can still go the way the finger pushes it, else the outermost. A
  /// control under the touch keeps every scroll view out ([K1]).
  func contendingSlot(at point: Point) -> Int? {
    guard let attempt, !controlKeeps(at: point) else { return nil }
    let vertical = abs(point.y - attempt.touchDown.y) > abs(point.x - attempt.touchDown.x)
    let along = attempt.hitPath.compactMap { setup.scrollSlot(of: $0, on: attempt.screen) }
      .filter { setup.scrollViews[$0].canScroll && setup.scrollViews[$0].vertical == vertical }
    // The finger pushes the offset down when it moves forward (or down), up otherwise.
    let push =
      vertical
      ? attempt.touchDown.y - point.y : -setup.forward(from: attempt.touchDown, to: point)
    let movable = along.last { slot in
      let view = setup.scrollViews[slot]
      let offset = scrolls[slot].offset
      return push < 0 ? offset > view.minimum : push > 0 && offset < view.maximum
    }
    return movable ?? along.first
  }

  /// Whether the control hit at touch-down keeps the drag at the decision point, whatever
  /// the preset says of it ([C4]): a swipe cell always; a slider when the finger went
  /// down on its knob, or reached the knob by now going more sideways than up or down.
  func controlKeeps(at point: Point) -> Bool {
    guard let attempt, let item = attempt.hitItem,
      case .control(let control) = setup.declaredItem(item, on: attempt.screen)
    else { return false }
    guard control.kind == .slider else { return true }
    if setup.onKnob(attempt.touchDown, of: control) { return true }
    let sideways = abs(point.x - attempt.touchDown.x) > abs(point.y - attempt.touchDown.y)
    return sideways && setup.onKnob(point, of: control)
  }
}
