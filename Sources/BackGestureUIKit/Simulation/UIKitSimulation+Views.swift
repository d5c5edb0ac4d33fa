import Foundation

extension UITouch {
  /// Where a touch stands with the view it began in (spec [TD7]).
  enum ViewDelivery {
    /// The view has not heard of the touch yet.
    case pending
    /// A recognizer that delays touches holds the touch's began phase back.
    case withheld
    /// The view heard that the touch began.
    case delivered
    /// The view heard the end of the touch, or will hear nothing more of it: it was
    /// cancelled, or a recognizer took it before the view heard of it.
    case finished
  }
}

extension UIKitSimulation {
  /// Tells a touch's view that it began, after the recognizers decided the event, unless
  /// a recognizer that delays touches is still `possible` ([TD7]).
  func touchBeganInView(_ touch: UITouch) {
    guard touch.viewDelivery == .pending else { return }
    guard let view = touch.view else {
      touch.viewDelivery = .finished
      return
    }
    if delaysBegan(touch) {
      touch.viewDelivery = .withheld
    } else {
      touch.viewDelivery = .delivered
      view.touchesBegan([touch], with: touchEvent)
    }
  }

  /// Tells a touch's view that it moved; a touch held back reaches the view, began and
  /// then moved, once no recognizer delays it any more ([TD7]).
  func touchMovedInView(_ touch: UITouch) {
    guard let view = touch.view else { return }
    switch touch.viewDelivery {
    case .delivered:
      view.touchesMoved([touch], with: touchEvent)
    case .withheld:
      guard !delaysBegan(touch) else { return }
      touch.viewDelivery = .delivered
      view.touchesBegan([touch], with: touchEvent)
      view.touchesMoved([touch], with: touchEvent)
    case .pending, .finished:
      break
    }
  }

  /// Tells a touch's view that it ended, after the recognizers decided the lift; a touch
  /// held back reaches the view, began and then ended ([TD7]).
  func touchEndedInView(_ touch: UITouch) {
    guard let view = touch.view else { return }
    switch touch.viewDelivery {
    case .delivered:
      view.touchesEnded([touch], with: touchEvent)
    case .withheld:
      view.touchesBegan([touch], with: touchEvent)
      view.touchesEnded([touch], with: touchEvent)
    case .pending, .finished:
      break
    }
    touch.viewDelivery = .finished
  }

  /// Tells a touch's view that the system cancelled it, if the view heard it begin
  /// ([TD7]).
  func touchCancelledInView(_ touch: UITouch) {
    if touch.viewDelivery == .delivered {
      touch.view?.touchesCancelled([touch], with: touchEvent)
    }
    touch.viewDelivery = .finished
  }

  /// Takes the touches of a recognizer that recognizes from their views when it cancels
  /// touches in the view: a view that heard a touch begin hears it cancelled, and one that
  /// did not hears nothing of it (`cancelsTouchesInView`, [TD7]). Touches the recognizer
  /// ignored are not its own any more and stay with the view.
  func cancelTouchesInViews(recognizedBy recognizer: UIGestureRecognizer) {
    guard recognizer.cancelsTouchesInView else { return }
    for touch in recognizer.trackedTouches {
      switch touch.viewDelivery {
      case .delivered:
        touch.viewDelivery = .finished
        touch.view?.touchesCancelled([touch], with: touchEvent)
      case .pending, .withheld:
        touch.viewDelivery = .finished
      case .finished:
        break
      }
    }
  }

  /// Whether a recognizer that tracks a touch and delays touches began is still `possible`.
  private func delaysBegan(_ touch: UITouch) -> Bool {
    guard let attempt else { return false }
    return attempt.recognizers.contains { recognizer in
      recognizer.delaysTouchesBegan && recognizer.stateStorage == .possible
        && recognizer.tracks(touch)
    }
  }
}
