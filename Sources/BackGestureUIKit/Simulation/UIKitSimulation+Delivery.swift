import Foundation

extension UIKitSimulation {
  /// Makes the event of this moment: every finger down, and a touch that is lifting (spec
  /// [TD1]). The simulation has one event object, as UIKit reuses one for a touch
  /// sequence.
  func prepareEvent(including lifting: UITouch? = nil) {
    // The set is made again only when the fingers changed: a move keeps the last one.
    if eventTouchesStale || lifting != nil {
      var all = Set(fingers.values)
      if let lifting { all.insert(lifting) }
      touchEvent.allTouches = all
      eventTouchesStale = lifting != nil
    }
    touchEvent.timestamp = TimeInterval(time) / 1000
  }

  /// Calls one of a recognizer's `touches…` methods with the event of this moment, then
  /// acts on what it decided there ([TD2]-[TD5]).
  func deliver(
    _ phase: UITouch.Phase, _ touches: Set<UITouch>, to recognizer: UIGestureRecognizer
  ) {
    let event = touchEvent
    recognizer.delivery.isReceiving = true
    switch phase {
    case .began: recognizer.touchesBegan(touches, with: event)
    case .moved: recognizer.touchesMoved(touches, with: event)
    case .ended: recognizer.touchesEnded(touches, with: event)
    case .cancelled, .stationary, .regionEntered, .regionMoved, .regionExited:
      recognizer.touchesCancelled(touches, with: event)
    }
    recognizer.delivery.isReceiving = false
    settle(recognizer)
  }

  /// Acts on a recognizer's decisions once its `touches…` method returned: a failure of its
  /// own is an app's own rule (`refused:delegate`, [TD5]); a begin it asked for is
  /// offered to the views first, as a class's begin is ([AR4]), and then waits for the
  /// graph at the end of the event; a change of a gesture it recognizes calls the targets
  /// now ([TD4]).
  private func settle(_ recognizer: UIGestureRecognizer) {
    if recognizer.delivery.failedItself {
      recognizer.delivery.failedItself = false
      fail(recognizer, .refused("delegate"))
      attempt?.needsResolve = true
    }
    if let requested = recognizer.delivery.requested {
      recognizer.delivery.requested = nil
      if recognizer.stateStorage == .possible, !recognizer.delivery.wantsToBegin {
        if let attempt, let refusal = viewRefusal(recognizer, attempt) {
          fail(recognizer, refusal)
          self.attempt?.needsResolve = true
        } else {
          recognizer.delivery.wantsToBegin = true
          recognizer.delivery.recognizesAtOnce = requested == .ended
        }
      }
    }
    let due = recognizer.delivery.due
    recognizer.delivery.due = nil
    if recognizer.delivery.actionsDue {
      recognizer.delivery.actionsDue = false
      recognizer.transition(to: recognizer.stateStorage)
    } else if let due, recognizer.stateStorage == .began || recognizer.stateStorage == .changed {
      recognizer.transition(to: due)
    }
  }

  /// The pan's side of a new finger ([G4]): a pan that has not begun fails when the new
  /// finger makes more than its ``UIPanGestureRecognizer/maximumNumberOfTouches``, with
  /// the outcome `refused:fingers` unless the edge still decides the attempt.
  func panTouchesBegan(_ pan: UIPanGestureRecognizer) {
    guard pan.stateStorage == .possible, pan.trackedTouches.count > 1,
      pan.trackedTouches.count > pan.maximumNumberOfTouches, let attempt
    else { return }
    pan.stateStorage = .failed
    if !edgeUndecided(attempt) { outcomeLog.append(.refused("fingers")) }
  }

  /// Whether an edge pan still tracks the attempt's first finger before its decision.
  private func edgeUndecided(_ attempt: TouchAttempt) -> Bool {
    guard !attempt.decided, let first = touches[attempt.finger] else { return false }
    return attempt.recognizers.contains { recognizer in
      recognizer is UIScreenEdgePanGestureRecognizer && recognizer.stateStorage == .possible
        && recognizer.tracks(first)
    }
  }

  /// The pan's side of a move ([G3], [G7]): at the decision moment a pan that the first
  /// finger drives checks the views and its own condition ([AR4]) and, when they hold,
  /// wants to begin; a pan that recognizes reports the change on every later move.
  func panTouchesMoved(_ pan: UIPanGestureRecognizer) {
    guard let attempt else { return }
    switch pan.stateStorage {
    case .possible:
      guard attempt.deciding, !pan.delivery.wantsToBegin, let first = touches[attempt.finger],
        pan.isDriven(by: first)
      else { return }
      let point = first.point
      if let refusal = ownRefusal(
        pan, attempt, point, vertical: isMostlyVertical(attempt, point))
      {
        fail(pan, refusal)
      } else {
        pan.delivery.wantsToBegin = true
      }
    case .began, .changed:
      if !attempt.deciding { pan.delivery.due = .changed }
    case .ended, .cancelled, .failed:
      break
    }
  }

  /// After every recognizer has seen an event: the ones that want to begin since the last
  /// time go through the graph, their failure requirements gathered once ([AR5], [TD3]);
  /// at the decision moment, and after a recognizer failed, the graph resolves even when
  /// no one new wants to begin ([AR8], [AR9]).
  func arbitrate() {
    guard var attempt else { return }
    // Read once, not through the attempt for every recognizer.
    let wanting = attempt.wanting
    let newcomers = attempt.recognizers.filter { recognizer in
      recognizer.delivery.wantsToBegin && recognizer.stateStorage == .possible
        && !wanting.containsObject(recognizer)
    }
    let resolves = !newcomers.isEmpty || attempt.deciding || attempt.needsResolve && attempt.decided
    attempt.needsResolve = false
    if !newcomers.isEmpty || attempt.deciding {
      attempt.wanting = attempt.recognizers.filter { $0.delivery.wantsToBegin }
      let required = requirements(for: newcomers, in: attempt)
      // The stored attempt is replaced below: let go of it first, so that the lists grow
      // in place instead of being copied from the ones it shares.
      self.attempt = nil
      attempt.requirements += required
      attempt.asked += newcomers
    }
    self.attempt = attempt
    if resolves { resolve() }
  }

  /// Ends the touch sequence for the recognizers that took it, once every finger is up: a
  /// recognizer still `possible` fails, one still recognizing (a subclass that did not
  /// end its gesture) is cancelled (model choice, [TD6]).
  func finishSequence() {
    for recognizer in attempt?.recognizers ?? [] {
      switch recognizer.stateStorage {
      case .possible: recognizer.stateStorage = .failed
      case .began, .changed: recognizer.transition(to: .cancelled)
      case .ended, .cancelled, .failed: break
      }
    }
  }
}
