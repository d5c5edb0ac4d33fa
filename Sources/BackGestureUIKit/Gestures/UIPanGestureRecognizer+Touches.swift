import Foundation

extension UIPanGestureRecognizer {
  /// The pan's own decision when touches lift (spec [G6], [G8]): its driving finger lifting
  /// before it began fails it (a tap); after it began, the driving finger of a one-finger
  /// pan, or the last finger of a pan that allows several, ends it. A screen-edge pan
  /// follows its first touch only.
  func decideTouchesEnded(_ touches: Set<UITouch>) {
    let allowsSeveral =
      !(self is UIScreenEdgePanGestureRecognizer) && maximumNumberOfTouches > 1
    for touch in touches where tracks(touch) {
      let driving = isDriven(by: touch)
      switch stateStorage {
      case .possible where driving:
        stateStorage = .failed
      case .began, .changed:
        if driving && !allowsSeveral || allowsSeveral && trackedTouches.count == 1 {
          delivery.due = .ended
        }
      case .possible, .ended, .cancelled, .failed:
        break
      }
    }
  }

  /// The pan's own decision when the system cancels its touches ([G6], [G8]): it fails
  /// before it began and is cancelled after.
  func decideTouchesCancelled() {
    switch stateStorage {
    case .possible: stateStorage = .failed
    case .began, .changed: delivery.due = .cancelled
    case .ended, .cancelled, .failed: break
    }
  }
}
