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
  /// The recognizers that wanted to begin at the decision moment ([AR4]).
  var wanting: [UIGestureRecognizer] = []
  /// The failure requirements among them, gathered at the decision moment ([AR5]).
  var requirements: [Requirement] = []
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

  /// A finger touches down ([G1], [G2]).
  package func touchDown(_ finger: Int, at point: CGPoint) {
    let touch = UITouch(finger: finger, point: point, time: time)
    stopDecelerating(under: point)
    let first = touches.isEmpty
    fingers[finger] = touch
    guard first else {
      addFinger(touch)
      return
    }
    let hit = window.hitTest(point, with: nil)
    touch.view = hit
    touch.window = window
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
  /// the touch's event, then its delegate's `gestureRecognizer(_:shouldReceive:)` ([U5]).
  func receives(_ touch: UITouch, _ recognizer: UIGestureRecognizer) -> Bool {
    // The mirror's own recognizer classes answer `true` without reading the event, so the
    // event (a set of the touches) is made only for a subclass that may override it.
    if !Self.receivesEveryEvent(recognizer) {
      guard recognizer.shouldReceive(UIEvent(touches: Set(touches.values), time: time)) else {
        return false
      }
    }
    return recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true
  }

  /// Whether a recognizer is of one of the mirror's own classes, whose
  /// `shouldReceive(_:)` is UIKit's default `true`.
  private static func receivesEveryEvent(_ recognizer: UIGestureRecognizer) -> Bool {
    let type = ObjectIdentifier(type(of: recognizer))
    return type == ObjectIdentifier(UIPanGestureRecognizer.self)
      || type == ObjectIdentifier(UIScreenEdgePanGestureRecognizer.self)
      || type == ObjectIdentifier(UIGestureRecognizer.self)
  }

  /// A second finger goes down: a pan allowing one touch fails if it has not begun, and
  /// is otherwise untouched; a pan allowing several follows their centroid ([G4], [G7]).
  private func addFinger(_ touch: UITouch) {
    guard let attempt else { return }
    var edgeUndecided = false
    for recognizer in attempt.recognizers where recognizer is UIScreenEdgePanGestureRecognizer {
      if recognizer.state == .possible, let first = touches[attempt.finger],
        recognizer.tracks(first), !attempt.decided
      {
        edgeUndecided = true
      }
    }
    for recognizer in attempt.recognizers {
      // A scroll view's pan follows its first finger only (model choice, [SV5]).
      guard let pan = recognizer as? UIPanGestureRecognizer, !pan.isScrollViewPan,
        !(pan is UIScreenEdgePanGestureRecognizer), !pan.trackedTouches.isEmpty
      else { continue }
      switch pan.state {
      case .possible:
        if pan.trackedTouches.count + 1 > pan.maximumNumberOfTouches {
          pan.stateStorage = .failed
          if !edgeUndecided { outcomeLog.append(.refused("fingers")) }
        } else {
          pan.trackedTouches.append(touch)
        }
      case .began, .changed:
        if pan.maximumNumberOfTouches > 1 { pan.trackedTouches.append(touch) }
      case .ended, .cancelled, .failed:
        break
      }
    }
    // A recognizer that waited for the pan may go on now ([AR8]).
    resolveWaiters()
  }

  /// A finger moves: the recognizers that track it record it, decide at the first move
  /// past the slop, and report `changed` once they began; a tracking scroll view follows
  /// it ([G3], [G7], [K4]).
  package func touchMove(_ finger: Int, to point: CGPoint) {
    guard let touch = touches[finger] else { return }
    touch.previousPoint = touch.point
    touch.point = point
    touch.phase = .moved
    touch.timestamp = TimeInterval(time) / 1000
    if attempt?.finger == finger {
      attempt?.samples.append((time, point))
    }
    let recognizers = attempt?.recognizers ?? []
    for recognizer in recognizers where recognizer.tracks(touch) {
      recognizer.recordSample(at: time)
    }
    if let attempt, attempt.finger == finger, !attempt.decided {
      let dx = abs(Int(point.x) - Int(attempt.down.x))
      let dy = abs(Int(point.y) - Int(attempt.down.y))
      if dx > Self.slop || dy > Self.slop {
        decide(at: point)
        return
      }
    }
    movePull(finger, to: point)
    for recognizer in recognizers where recognizer.tracks(touch) {
      if recognizer.state == .began || recognizer.state == .changed {
        recognizer.transition(to: .changed)
      }
    }
    if let tracking = scrollTracking, tracking.finger == finger,
      tracking.view.panGestureRecognizer.state == .changed
    {
      drag(tracking, to: point)
    }
  }

  /// A finger lifts: a recognizer that has not begun fails (a tap), one that began ends;
  /// a tracking scroll view settles ([G6], [G8], [K5]).
  package func touchUp(_ finger: Int) {
    guard let touch = fingers.removeValue(forKey: finger) else { return }
    touch.phase = .ended
    defer {
      // A later finger with the same id is another touch: it never decides this attempt.
      if attempt?.finger == finger { attempt?.finger = 0 }
    }
    for recognizer in attempt?.recognizers ?? [] where recognizer.tracks(touch) {
      let driving = recognizer.isDriven(by: touch)
      var allowsSeveral = false
      if let pan = recognizer as? UIPanGestureRecognizer {
        allowsSeveral =
          !(pan is UIScreenEdgePanGestureRecognizer) && pan.maximumNumberOfTouches > 1
      }
      switch recognizer.state {
      case .possible where driving:
        recognizer.stateStorage = .failed
      case .possible:
        recognizer.trackedTouches.removeObject(touch)
      case .began, .changed:
        if driving && !allowsSeveral || allowsSeveral && recognizer.trackedTouches.count == 1 {
          recognizer.transition(to: .ended)
        } else {
          recognizer.trackedTouches.removeObject(touch)
        }
      default:
        break
      }
    }
    if let tracking = scrollTracking, tracking.finger == finger {
      tracking.view.settle(velocity: releaseVelocity(), at: time)
      scrollTracking = nil
    }
    releasePull(finger, at: touch.point)
    resetIfAllUp()
  }

  /// The system cancels every finger: recognizers that began are cancelled, the others
  /// fail; a tracking scroll view settles without a fling ([G6], [G8], [K5]).
  package func cancelTouches() {
    guard !touches.isEmpty else { return }
    cancellingTouches = true
    defer { cancellingTouches = false }
    for touch in touches.values { touch.phase = .cancelled }
    for recognizer in attempt?.recognizers ?? [] where !recognizer.trackedTouches.isEmpty {
      switch recognizer.state {
      case .possible: recognizer.stateStorage = .failed
      case .began, .changed: recognizer.transition(to: .cancelled)
      case .ended, .cancelled, .failed: break
      }
    }
    if let tracking = scrollTracking {
      tracking.view.settle(velocity: nil, at: time)
      scrollTracking = nil
    }
    cancelPull()
    fingers.removeAll()
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
