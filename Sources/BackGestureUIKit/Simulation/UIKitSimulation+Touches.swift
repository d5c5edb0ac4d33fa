import Foundation

/// The first finger of a touch sequence: where it touched down and what it hit.
struct TouchAttempt {
  /// The finger.
  var finger: Int
  /// The touch-down point, in window coordinates.
  var down: CGPoint
  /// The view the touch-down hit.
  var hitView: UIView?
  /// The recognizers that track the finger, in the order they decide ([AR2]): the
  /// deeper view first, and on one view the recognizer added last first.
  var recognizers: [UIGestureRecognizer]
  /// Whether the decision moment has passed ([G3]).
  var decided = false
  /// Whether the recognizers are seeing the move of the decision moment now.
  var deciding = false
  /// The recognizers that wanted to begin at the decision moment ([AR4]).
  var wanting: [UIGestureRecognizer] = []
  /// The failure requirements among them, gathered when each first wanted to begin
  /// ([AR5], [TD3]).
  var requirements: [Requirement] = []
  /// The recognizers whose failure requirements were gathered.
  var asked: [UIGestureRecognizer] = []
  /// Whether a recognizer failed during the event, so that the graph resolves after it.
  var needsResolve = false
  /// The outcome of the last recognizer that failed, other than a scroll view's pan ([AR9]).
  var lastFailure: GestureOutcome?
  /// Whether the attempt's outcome was recorded (or a recognizer began).
  var outcomeRecorded = false
  /// The recognizers that tracked the finger before it was handed to the front
  /// container ([U7]); they return to `possible` with the others.
  var retired: [UIGestureRecognizer] = []
  /// The last two samples of the finger, for a scroll view's release velocity.
  var samples: Samples
}

/// One recognizer waiting for another to fail ([AR5]).
struct Requirement {
  /// The recognizer that waits.
  var waiter: UIGestureRecognizer
  /// The recognizer that must fail first.
  var required: UIGestureRecognizer
}

/// A scroll view that follows a finger ([K4]).
struct ScrollTracking {
  var view: UIScrollView
  var finger: Int
  var offsetAtDecision: Int
  var pointAtDecision: CGPoint
}

extension UIKitSimulation {
  /// The scroll view that follows a finger now, if any.
  package var trackingScrollView: UIScrollView? { scrollTracking?.view }

  /// The slop a finger must move past before the recognizers decide, in points ([G3]).
  static let slop = 10

  /// A finger touches down ([G1], [G2]): the first one is hit-tested, its recognizers are
  /// asked whether they receive it, and those that do hear of it before its view ([TD1],
  /// [TD2]). While a presentation or a dismissal runs on its own the window ignores it
  /// ([U24]).
  package func touchDown(_ finger: Int, at point: CGPoint) {
    if ignoresTouchDown(finger, at: point) { return }
    let outermost = beginTouchEvent()
    defer { if outermost { endTouchEvent() } }
    let touch = UITouch(finger: finger, point: point, time: time)
    stopDecelerating(under: point)
    let first = touches.isEmpty
    fingers[finger] = touch
    prepareEvent()
    let hit = window.hitTest(point, with: nil)
    touch.view = hit
    touch.window = window
    guard first else {
      addFinger(touch)
      return
    }
    let ordered = candidates(from: hit, possibleOnly: false)
    var tracking: [UIGestureRecognizer] = []
    for recognizer in ordered where recognizer.state == .possible {
      guard receives(touch, recognizer), recognizer.isEnabled else { continue }
      recognizer.startTracking(touch, at: time)
      tracking.append(recognizer)
    }
    touch.gestureRecognizers = tracking
    attempt = TouchAttempt(
      finger: finger, down: point, hitView: hit, recognizers: tracking,
      samples: Samples((time, point)))
    let began: Set<UITouch> = [touch]
    for recognizer in tracking where recognizer.hears(touch) {
      deliver(.began, began, to: recognizer)
    }
    arbitrate()
    touchBeganInView(touch)
  }

  /// Stops every scroll view under a touch that is decelerating (spec [SV6]).
  private func stopDecelerating(under point: CGPoint) {
    var view = window.hitTest(point, with: nil)
    while let current = view {
      if let scroll = current as? UIScrollView, scroll.isDecelerating {
        scroll.deceleratingUntil = nil
      }
      view = current.superview
    }
  }

  /// The enabled recognizers a touch that begins in a view may reach, scroll views' own
  /// pans included when the view scrolls, in the order of spec [AR2]: the view's own
  /// first, the one added last first, then its superview's; with `possibleOnly`, only
  /// those in `possible`.
  func candidates(from hit: UIView?, possibleOnly: Bool) -> [UIGestureRecognizer] {
    var candidates: [UIGestureRecognizer] = []
    var view = hit
    while let current = view {
      for recognizer in current.attached.reversed()
      where recognizer.isEnabled && (!possibleOnly || recognizer.state == .possible) {
        if recognizer.isScrollViewPan, let scroll = current as? UIScrollView,
          !scroll.isScrollEnabled
        {
          continue
        }
        candidates.append(recognizer)
      }
      view = current.superview
    }
    return candidates
  }

  /// Whether a recognizer receives a touch that begins: its own `shouldReceive(_:)` with
  /// the touch's event, then its delegate's `gestureRecognizer(_:shouldReceive:)` for the
  /// event and for the touch ([U5], [TD1]).
  func receives(_ touch: UITouch, _ recognizer: UIGestureRecognizer) -> Bool {
    guard recognizer.shouldReceive(touchEvent) else { return false }
    guard let delegate = recognizer.delegate else { return true }
    return delegate.gestureRecognizer(recognizer, shouldReceive: touchEvent)
      && delegate.gestureRecognizer(recognizer, shouldReceive: touch)
  }

  /// A later finger goes down and reaches the first finger's recognizers that take
  /// several: a pan that has not begun takes it (and fails in its `touchesBegan(_:with:)`
  /// when it allows fewer fingers), one that recognizes takes it when it allows several; a
  /// scroll view's pan and an edge pan follow their first finger only; a recognizer of
  /// another class takes it while it has touches ([G4], [G7], [TD2]).
  private func addFinger(_ touch: UITouch) {
    guard let attempt else { return }
    let began: Set<UITouch> = [touch]
    for recognizer in attempt.recognizers {
      guard recognizer.isEnabled, recognizer.receivesTouches, !recognizer.trackedTouches.isEmpty
      else { continue }
      if let pan = recognizer as? UIPanGestureRecognizer {
        // A scroll view's pan follows its first finger only (model choice, [SV5]).
        guard !pan.isScrollViewPan, !(pan is UIScreenEdgePanGestureRecognizer) else { continue }
        if pan.stateStorage != .possible, pan.maximumNumberOfTouches <= 1 { continue }
      }
      recognizer.trackedTouches.append(touch)
      deliver(.began, began, to: recognizer)
    }
    arbitrate()
    // A recognizer that waited for the pan may go on now ([AR8]).
    resolveWaiters()
    touchBeganInView(touch)
  }

  /// A finger moves: the recognizers that track it record it and hear of it; at the first
  /// move past the slop they decide ([G3]) and the graph resolves, and once they began
  /// they report `changed`; a tracking scroll view follows it ([G7], [K4], [TD3]).
  package func touchMove(_ finger: Int, to point: CGPoint) {
    if ignoresMove(finger, to: point) { return }
    let outermost = beginTouchEvent()
    defer { if outermost { endTouchEvent() } }
    guard let touch = touches[finger] else { return }
    touch.previousPoint = touch.point
    touch.point = point
    touch.phase = .moved
    touch.timestamp = TimeInterval(time) / 1000
    prepareEvent()
    if attempt?.finger == finger {
      attempt?.samples.append((time, point))
    }
    let recognizers = attempt?.recognizers ?? []
    for recognizer in recognizers where recognizer.tracks(touch) {
      recognizer.recordSample(at: time)
    }
    let moved: Set<UITouch> = [touch]
    if let attempt, attempt.finger == finger, !attempt.decided {
      let dx = abs(Int(point.x) - Int(attempt.down.x))
      let dy = abs(Int(point.y) - Int(attempt.down.y))
      if dx > Self.slop || dy > Self.slop {
        for recognizer in startDecision() where recognizer.hears(touch) {
          deliver(.began, moved, to: recognizer)
        }
        for recognizer in self.attempt?.recognizers ?? [] where recognizer.hears(touch) {
          deliver(.moved, moved, to: recognizer)
        }
        endDecision(at: point)
        touchMovedInView(touch)
        return
      }
    }
    movePull(finger, to: point)
    for recognizer in recognizers where recognizer.hears(touch) {
      deliver(.moved, moved, to: recognizer)
    }
    arbitrate()
    if let tracking = scrollTracking, tracking.finger == finger,
      tracking.view.panGestureRecognizer.state == .changed
    {
      drag(tracking, to: point)
    }
    touchMovedInView(touch)
  }

  /// A finger lifts: the recognizers that track it hear of it and decide (a pan that has
  /// not begun fails, a tap; one that began ends); a tracking scroll view settles; the
  /// view hears of it last ([G6], [G8], [K5], [TD2]).
  package func touchUp(_ finger: Int) {
    if ignoresLift(finger) { return }
    let outermost = beginTouchEvent()
    defer { if outermost { endTouchEvent() } }
    guard let touch = fingers.removeValue(forKey: finger) else { return }
    touch.phase = .ended
    touch.timestamp = TimeInterval(time) / 1000
    prepareEvent(including: touch)
    defer {
      // A later finger with the same id is another touch: it never decides this attempt.
      if attempt?.finger == finger { attempt?.finger = 0 }
    }
    let ended: Set<UITouch> = [touch]
    for recognizer in attempt?.recognizers ?? [] where recognizer.hears(touch) {
      deliver(.ended, ended, to: recognizer)
      // The touch is no longer the recognizer's, unless the lift ended its gesture.
      if recognizer.receivesTouches { recognizer.trackedTouches.removeObject(touch) }
    }
    // A recognizer that recognized at the lift (a tap, [G11]) goes through the graph.
    arbitrate()
    if let tracking = scrollTracking, tracking.finger == finger {
      tracking.view.settle(velocity: releaseVelocity(), at: time)
      scrollTracking = nil
    }
    releasePull(finger, at: touch.point)
    if touches.isEmpty { finishSequence() }
    touchEndedInView(touch)
    resetIfAllUp()
  }

  /// The system cancels every finger: the recognizers hear of it (those that began are
  /// cancelled, the others fail); a tracking scroll view settles without a fling; the
  /// views hear of it last ([G6], [G8], [K5], [TD2]).
  package func cancelTouches() {
    // The ignored fingers lift unheard ([U24]).
    ignoredTouches.removeAll()
    let outermost = beginTouchEvent()
    defer { if outermost { endTouchEvent() } }
    cancelHeardTouches()
  }

  /// Cancels every finger the window hears, as ``cancelTouches()`` says; the ignored ones
  /// stay as they are.
  func cancelHeardTouches() {
    guard !touches.isEmpty else { return }
    cancellingTouches = true
    defer { cancellingTouches = false }
    for touch in touches.values { touch.phase = .cancelled }
    prepareEvent()
    for recognizer in attempt?.recognizers ?? []
    where recognizer.isEnabled && recognizer.receivesTouches && !recognizer.trackedTouches.isEmpty {
      deliver(.cancelled, Set(recognizer.trackedTouches), to: recognizer)
    }
    if let tracking = scrollTracking {
      tracking.view.settle(velocity: nil, at: time)
      scrollTracking = nil
    }
    cancelPull()
    let cancelled = fingers.sorted { $0.key < $1.key }.map(\.value)
    fingers.removeAll()
    finishSequence()
    for touch in cancelled { touchCancelledInView(touch) }
    resetIfAllUp()
  }

  /// Returns every recognizer to `possible` once every finger is up ([G9]).
  private func resetIfAllUp() {
    guard touches.isEmpty else { return }
    for recognizer in attempt?.recognizers ?? [] {
      recognizer.resetIfFinished()
    }
    for recognizer in attempt?.retired ?? [] {
      recognizer.resetIfFinished()
    }
    attempt = nil
  }

  /// The forward velocity of the attempt's finger at a release ([V1], [V2]).
  private func releaseVelocity() -> Int {
    guard let (s1, s2) = attempt?.samples.pair else { return 0 }
    guard s2.time != s1.time, time - s2.time <= 100 else { return 0 }
    return forward(from: s1.point, to: s2.point) * 1000 / (s2.time - s1.time)
  }

  /// The displacement away from the leading edge between two points ([D4]).
  func forward(from start: CGPoint, to end: CGPoint) -> Int {
    let dx = Int(end.x) - Int(start.x)
    return layoutDirection == .rightToLeft ? -dx : dx
  }
}
