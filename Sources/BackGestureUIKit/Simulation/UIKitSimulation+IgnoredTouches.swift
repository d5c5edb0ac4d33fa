import Foundation

extension UIKitSimulation {
  /// Whether a finger is down, heard by the window or ignored by it ([U24]).
  package func isDown(_ finger: Int) -> Bool {
    fingers[finger] != nil || ignoredTouches[finger] != nil
  }

  /// Takes a finger that touches down while the window ignores touches: it is on the
  /// glass, but no recognizer, view or scroll view hears of it, nor of its moves and its
  /// lift, even after the presentation change ends ([U24], [O8]). Returns whether the
  /// window ignored it.
  func ignoresTouchDown(_ finger: Int, at point: CGPoint) -> Bool {
    guard window.ignoresBeginningTouches else { return false }
    ignoredTouches[finger] = point
    return true
  }

  /// Moves an ignored finger, which nothing hears; returns whether the finger is one.
  func ignoresMove(_ finger: Int, to point: CGPoint) -> Bool {
    guard ignoredTouches[finger] != nil else { return false }
    ignoredTouches[finger] = point
    return true
  }

  /// Lifts an ignored finger, which nothing hears; returns whether the finger was one.
  func ignoresLift(_ finger: Int) -> Bool {
    ignoredTouches.removeValue(forKey: finger) != nil
  }

  /// The window stops hearing the fingers down: a presentation or a dismissal begins to
  /// run on its own ([U24], [O8]). Each finger it hears is cancelled, as a system cancel
  /// cancels it, then kept aside until it lifts. During a touch event the cancel comes
  /// once that event is over, the app's code it called included.
  func stopHearingTouches() {
    guard !handlingTouchEvent else {
      stopsHearingAfterTouchEvent = true
      return
    }
    var points: [Int: CGPoint] = [:]
    for (finger, touch) in fingers { points[finger] = touch.point }
    guard !points.isEmpty else { return }
    handlingTouchEvent = true
    cancelHeardTouches()
    handlingTouchEvent = false
    // A presentation change the cancel started finds no finger left to cancel.
    stopsHearingAfterTouchEvent = false
    ignoredTouches.merge(points) { _, cancelled in cancelled }
  }

  /// Marks the start of a touch event's handling; returns whether it is the outermost.
  func beginTouchEvent() -> Bool {
    guard !handlingTouchEvent else { return false }
    handlingTouchEvent = true
    return true
  }

  /// Marks the end of the outermost touch event: the window stops hearing the fingers
  /// now if it began to ignore touches during the event ([U24]).
  func endTouchEvent() {
    handlingTouchEvent = false
    guard stopsHearingAfterTouchEvent else { return }
    stopsHearingAfterTouchEvent = false
    stopHearingTouches()
  }
}
