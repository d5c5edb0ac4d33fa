import BackGestureModel
import BackGestureOracle

/// Gathers ``CoverageFacts`` step by step from the snapshots of a run.
package struct CoverageRecorder {
  /// The facts so far.
  package var facts: CoverageFacts
  /// The world, for the screens' animators.
  let world: World
  /// The finger an undecided attempt tracks, if any.
  var trackedFinger: Int?
  /// Whether the tracked finger went down on a slider's track ([C4]).
  var trackedOnSliderTrack = false
  /// The kind of the last interactive transition that began.
  var lastGestureKind: TransitionState.Kind?
  /// Whether the keyboard was up when the last back gesture began ([K2]).
  var keyboardAtBegin = false
  /// Whether any recognizer exists on this device.
  let hasRecognizer: Bool
  /// Whether the world's preset gives screens their own animators ([A2]).
  let perScreenAnimators: Bool

  /// Creates a recorder for a world.
  package init(world: World, initial: Snapshot) {
    self.world = world
    self.facts = CoverageFacts(world: world)
    self.hasRecognizer =
      initial.pan != .disabled || initial.edge != .disabled || initial.content != .disabled
    self.perScreenAnimators = PresetTable.of(world.preset).perScreenAnimators
  }

  /// Records what one step did.
  package mutating func record(_ step: Step, before: Snapshot, after: Snapshot, began: Bool) {
    let gestureLive =
      Self.isLive(before.pan) || Self.isLive(before.edge) || Self.isLive(before.content)
    switch step.action {
    case .down(let finger, _):
      // A finger the window ignores starts nothing and is no second finger ([O8]).
      if after.fingers.contains(where: { $0.id == finger && $0.ignored }) {
        facts.ignoredTouches += 1
        break
      }
      if before.fingers.allSatisfy(\.ignored) {
        trackedFinger = hasRecognizer ? finger : nil
        trackedOnSliderTrack = onSliderTrack(step, before)
      } else if trackedFinger != nil {
        facts.twoFingers = true
      }
    case .up(let finger):
      if finger == trackedFinger { trackedFinger = nil }
      if gestureLive,
        after.transitionPhase == .cancelling
          || Self.newOutcomes(before, after).contains(.swipe(.cancelled))
      {
        facts.cancelled += 1
      }
      // Where the release rule looks ahead ([I4]): the progress held at the lift.
      if gestureLive, let lifted = before.transition, lifted.phase == .interactive,
        lifted.kind != .pullDismiss
      {
        let ended = after.transitionPhase
        if ended == .finishing, lifted.progress <= 500 { facts.finishedShortOfHalf += 1 }
        if ended == .cancelling, lifted.progress > 500 { facts.cancelledPastHalf += 1 }
      }
    case .cancel:
      trackedFinger = nil
      if gestureLive { facts.systemCancels += 1 }
    default:
      break
    }
    if after.content == .began, before.content != .began { facts.contentPopBegan += 1 }
    if before.content == .possible, after.content == .failed {
      let new = Self.newOutcomes(before, after)
      if new.contains(.swipe(.lostToScroll)) { facts.contentPopLostToScroll += 1 }
      if new.contains(.swipe(.lostToControl)) { facts.contentPopLostToControl += 1 }
      if case .move = step.action, new.isEmpty, !Self.isLive(after.edge), !Self.isLive(after.pan) {
        // Only a cell's own pan makes it fail at a move with no outcome while no back
        // recognizer begins ([R-cell]); the edge beginning fails it with none too ([G10]).
        facts.contentPopLostToCell += 1
      }
    }
    // A pull is the sheet's own gesture, counted by its outcome, not a back gesture.
    if began, after.transitionKind != .pullDismiss {
      facts.began += 1
      if trackedOnSliderTrack { facts.beganOnSliderTrack += 1 }
      lastGestureKind = after.transitionKind
      keyboardAtBegin = !before.system.keyboard.isNone
      trackedFinger = nil
    }
    for outcome in Self.newOutcomes(before, after) { record(outcome) }
    if let transition = after.transition, transition != before.transition {
      recordAnimator(transition)
    }
    if !before.hasSystemUI(equalTo: after) { recordSystemUI(before: before, after: after) }
  }

  /// Notes what a step did to the keyboard, search and the tab bar ([K1] to [K6]).
  private mutating func recordSystemUI(before: Snapshot, after: Snapshot) {
    let (old, new) = (before.system, after.system)
    let outcomes = Self.newOutcomes(before, after)
    if old.keyboard.isNone, !new.keyboard.isNone {
      let gaveBack = outcomes.contains { $0 == .swipe(.cancelled) || $0 == .pull(.cancelled) }
      if gaveBack { facts.keyboardRestored += 1 } else { facts.keyboardUp += 1 }
    }
    if old.searching.count < new.searching.count { facts.searchActivated += 1 }
    if old.searching.contains(where: { !new.searching.contains($0) }) { facts.searchEnded += 1 }
    if old.tabBarHidden == false, new.tabBarHidden == true { facts.tabBarHidden += 1 }
    if old.tabBarHidden == true, new.tabBarHidden == false { facts.tabBarShown += 1 }
  }

  private mutating func record(_ outcome: Outcome) {
    switch outcome {
    case .swipe(.finished):
      facts.finished += 1
      if keyboardAtBegin { facts.keyboardGone += 1 }
      if lastGestureKind == .interactiveDismiss { facts.dismissed += 1 }
    case .swipe(.cancelled): break
    case .swipe(.refused(let rule)):
      trackedFinger = nil
      if rule == .transition { facts.midTransition = true }
      if !facts.refusals.contains(rule) {
        facts.refusals.append(rule)
        facts.refusals.sort { Self.order(of: $0) < Self.order(of: $1) }
      }
    case .swipe(.lostToScroll):
      trackedFinger = nil
      facts.lostToScroll += 1
    case .swipe(.lostToControl):
      trackedFinger = nil
      facts.lostToControl += 1
    case .pull(.dismissed):
      facts.pulledDown += 1
    case .pull:
      break
    case .operation(_, let refusal):
      if refusal != nil { facts.operationRefused = true }
    case .interrupted:
      facts.interrupted += 1
    }
  }

  /// Notes a transition whose duration came from a screen's animator ([A2]).
  private mutating func recordAnimator(_ transition: TransitionState) {
    guard perScreenAnimators, !facts.animator else { return }
    let source: String? =
      switch transition.kind {
      case .push: transition.from
      case .pop, .popToRoot: transition.to
      default: nil
      }
    if let source, world.screen(named: source)?.settings.animator != nil { facts.animator = true }
  }

  /// Whether a touch-down lands on a slider of the top screen away from its knob ([C4]).
  private func onSliderTrack(_ step: Step, _ before: Snapshot) -> Bool {
    guard case .down(_, let point) = step.action, let top = before.current.stack.last,
      let content = world.screen(named: top)?.content,
      case .control(let control) = SpecGeometry.hit(point, in: content)?.item,
      control.kind == .slider
    else { return false }
    return !SpecGeometry.onKnob(point, of: control, on: world.device)
  }

  private static func isLive(_ state: RecognizerState) -> Bool {
    state == .began || state == .changed
  }

  private static func newOutcomes(
    _ before: Snapshot, _ after: Snapshot
  ) -> EventLog<Outcome>.SubSequence {
    after.outcomes.entries(from: before.outcomes.count)
  }

  private static func order(of rule: BeginRule) -> Int {
    BeginRule.allCases.firstIndex(of: rule) ?? 0
  }
}
