import BackGestureModel

extension OracleState {
  /// A finger touches down ([G2], [G4]); while a presentation changes on its own the
  /// window does not hear it, now or later ([O8]).
  mutating func fingerDown(_ finger: Int, at point: Point) {
    let othersDown = heardFingers > 0
    let deaf = windowIsDeaf
    let slot = fingers.firstIndex { $0.id > finger } ?? fingers.count
    fingers.insert(FingerState(id: finger, point: point, ignored: deaf), at: slot)
    if deaf { return }
    // [K7], [SV6]: a touch stops the decelerating scroll views it lands in.
    for item in setup.items(of: currentScreen, under: point) {
      if let scroll = setup.scrollSlot(of: item, on: currentScreen),
        scrolls[scroll].isDecelerating(at: time)
      {
        scrolls[scroll].deceleratingUntil = nil
      }
    }

    guard let attempt, attempt.finger != nil else {
      if !othersDown { startAttempt(finger, at: point) }
      return
    }
    // [G4]: a second finger fails a pan that is still deciding.
    if pan == .possible, table.beginRules.contains(.fingers) {
      pan = .failed
      if edge != .possible, content != .possible {
        outcomes.append(.swipe(.refused(.fingers)))
      }
      resumeContest()
    }
  }

  /// A finger moves ([G3], [G7], [I3], [K4]); an ignored one only changes place ([O8]).
  mutating func fingerMoved(_ finger: Int, to point: Point) {
    if let slot = fingers.firstIndex(where: { $0.id == finger }) {
      fingers[slot].point = point
    }
    // An ignored finger is never an attempt's: attempts start from heard fingers only.
    guard self.attempt?.finger == finger else { return }
    // Recorded in place, not in a copy of the attempt written back.
    self.attempt!.record(Sample(time: time, point: point))
    guard let attempt else { return }

    if !attempt.decided {
      let dx = point.x - attempt.touchDown.x
      let dy = point.y - attempt.touchDown.y
      if abs(dx) > PresetTable.Common.slop || abs(dy) > PresetTable.Common.slop {
        decide(at: point)
      }
      return
    }
    if let driver = drivingRecognizer {
      set(driver, .changed)
      let progress = progress(to: point)
      transition?.progress = progress
    }
    if let pull = attempt.pull, pull.refusal == nil {
      let progress = pullProgress(to: point)
      transition?.progress = progress
    }
    // The scroll view moves beside a back gesture only when they recognize together
    // ([K6], [AR11]); otherwise one of them never began.
    if let tracking = attempt.scroll {
      drag(tracking, to: point)
    }
  }

  /// A finger lifts ([G6], [G8], [G9], [I4], [K5]); an ignored one lifts unheard ([O8]).
  mutating func fingerUp(_ finger: Int) {
    fingers.removeAll { $0.id == finger }
    if var attempt, attempt.finger == finger {
      let velocity = attempt.velocity(releasedAt: time, in: setup)
      if let driver = drivingRecognizer {
        set(driver, .ended)
        release(velocity: velocity)
      } else {
        failUndecided()
      }
      if let pull = attempt.pull {
        releasePull(pull, velocity: attempt.downwardVelocity(releasedAt: time))
      }
      if let tracking = attempt.scroll {
        settle(tracking, velocity: velocity)
      }
      attempt.finger = nil
      attempt.scroll = nil
      attempt.contest = nil
      self.attempt = attempt
    }
    resetIfAllUp()
  }

  /// The system cancels every finger that is down ([G6], [G8], [I5], [K5]).
  mutating func cancelTouches() {
    if var attempt, attempt.finger != nil {
      if let driver = drivingRecognizer {
        set(driver, .cancelled)
        endInteraction(finishing: false)
      } else {
        failUndecided()
      }
      if let pull = attempt.pull, pull.refusal == nil { endPull(dismissing: false) }
      if let tracking = attempt.scroll {
        settle(tracking, velocity: nil)
      }
      attempt.finger = nil
      attempt.scroll = nil
      attempt.contest = nil
      self.attempt = attempt
    }
    fingers.removeAll()
    resetIfAllUp()
  }

  /// Starts tracking the first finger, hit-testing its touch-down on the current screen.
  private mutating func startAttempt(_ finger: Int, at point: Point) {
    let screen = currentScreen
    let hit = setup.items(of: screen, under: point)
    attempt = Attempt(
      finger: finger, touchDown: point, screen: screen, hitPath: hit, previous: nil,
      last: Sample(time: time, point: point))
  }

  /// Fails, with no outcome, every recognizer still deciding (a tap or a cancel, [G6]).
  private mutating func failUndecided() {
    for recognizer in Recognizer.allCases where state(of: recognizer) == .possible {
      set(recognizer, .failed)
    }
  }

  /// Returns the recognizers to `possible` once every finger the window hears is up
  /// ([G9], [O8]).
  private mutating func resetIfAllUp() {
    guard heardFingers == 0 else { return }
    for recognizer in Recognizer.allCases {
      switch state(of: recognizer) {
      case .ended, .cancelled, .failed: set(recognizer, .possible)
      case .disabled, .possible, .began, .changed: break
      }
    }
    attempt = nil
  }
}
