import BackGestureModel

extension OracleState {
  /// The sheet's height in the model: the device's ([N7]).
  var sheetHeight: Int { max(1, setup.device.height) }

  /// Whether the sheet's own recognizer takes the drag at the decision moment ([N7]).
  ///
  /// Every condition must hold: a page sheet is in front; nothing is in flight; no back
  /// recognizer began or still contends (the sheet waits for them all); the touch did not
  /// land on a control; the drag goes down more than it goes sideways; and a scroll view
  /// that took the drag is a vertical one resting at its top.
  func pullTakes(_ contest: Contest, at point: Point) -> Bool {
    guard let attempt, attempt.pull == nil else { return false }
    let dx = point.x - attempt.touchDown.x
    let dy = point.y - attempt.touchDown.y
    var scrollAtTop = true
    if let tracking = attempt.scroll {
      scrollAtTop =
        setup.scrollViews[tracking.slot].vertical && scrolls[tracking.slot].offset <= 0
    }
    let conditions = [
      current > 0 && containers[current].style != .fullScreen,
      transition.isNone,
      drivingRecognizer == nil && !contest.backStillContends,
      !controlKeeps(at: point),
      dy > 0 && dy > abs(dx),
      scrollAtTop,
    ]
    return !conditions.contains(false)
  }

  /// Starts the pull: a modal sheet, or one whose top vetoes, records its refusal and
  /// stays; any other tells its delegate and its top and follows the finger ([N7]).
  mutating func startPull(at point: Point) {
    let c = current
    let stack = containers[c].stack
    let top = stack[stack.count - 1]
    // The sheet takes the drag from a scroll view resting at its top.
    attempt?.scroll = nil
    let refusal: Outcome.PullRefusal? =
      containers[c].style == .pageSheet(modal: true)
      ? .modal : setup.screen(top).settings.veto ? .veto : nil
    attempt?.pull = Attempt.Pull(refusal: refusal, sheet: stack[0])
    if let refusal {
      outcomes.append(.pull(.refused(refusal)))
      return
    }
    let presenter = containers[c - 1].stack.last!
    let cast = Cast(from: top, fromContainer: c, to: presenter, toContainer: c - 1, stays: .to)
    transition = TransitionRecord(
      kind: .pullDismiss, container: c, cast: cast, phase: .interactive,
      progress: pullProgress(to: point), duration: PresetTable.Common.defaultDuration,
      endsAt: nil,
      restorePoint: TransitionRecord.RestorePoint(
        containers: containers, offsets: scrolls.map(\.offset)))
    callbacks.append(.willDismiss(setup.name(stack[0])))
    emit(CallbackTemplate.presentationChangeBegins, cast)
    claim?.heldBack = true  // [K2]
  }

  /// The pull's progress at a point: the finger's way down in permille of the sheet's
  /// height ([N7]).
  func pullProgress(to point: Point) -> Int {
    guard let attempt else { return 0 }
    return min(1000, max(0, point.y - attempt.touchDown.y) * 1000 / sheetHeight)
  }

  /// Releases the pull: past half the height, or faster than 1000 pt/s downward, it
  /// dismisses the sheet (or, for a sheet that stays, tells its delegate of the
  /// attempt, when it is still presented); else the sheet springs back ([N7]).
  mutating func releasePull(_ pull: Attempt.Pull, velocity: Int) {
    guard let attempt else { return }
    let meant = pullProgress(to: attempt.last.point) > 500 || velocity > 1000
    guard pull.refusal == nil else {
      let stillThere = containers.indices.contains {
        $0 > 0 && containers[$0].stack.first == pull.sheet
      }
      if meant && stillThere { callbacks.append(.didAttemptToDismiss(setup.name(pull.sheet))) }
      return
    }
    endPull(dismissing: meant)
  }

  /// Sends the sheet the rest of the way, or back with everything put back ([N7], [I7]).
  mutating func endPull(dismissing: Bool) {
    guard var record = transition, record.kind == .pullDismiss, record.phase == .interactive
    else { return }
    let share = dismissing ? 1000 - record.progress : record.progress
    record.phase = dismissing ? .finishing : .cancelling
    record.endsAt = time + share * record.duration / 1000
    transition = record
    if !dismissing {
      emit(CallbackTemplate.interactionCancels, record.cast)
      if let point = record.restorePoint { restore(point) }
    }
    completeIfDue()
  }

  /// Ends the pull's transition: the sheet leaves and its delegate hears it, or the
  /// sheet is back in place ([N7]).
  mutating func completePull(_ record: TransitionRecord) {
    if record.phase == .finishing {
      claim = nil
      let sheet = setup.name(containers[record.container].stack[0])
      containers.remove(at: record.container)
      emit(CallbackTemplate.presentationChangeEnds, record.cast)
      callbacks.append(.didDismiss(sheet))
      outcomes.append(.pull(.dismissed))
    } else {
      claim?.heldBack = false
      emit(CallbackTemplate.cancellationEnds, record.cast)
      outcomes.append(.pull(.cancelled))
    }
  }
}
