/// The words a failed liveness probe of invariant 8 puts in its detail ([L1] to [L4]),
/// shared by the probe that writes them and the headline that reads them.
package enum LivenessPhrase {
  /// [L1]: a plain swipe began nothing.
  package static let swipeDidNotBegin = "did not begin a back gesture"
  /// [L2]: the scroll view the drag was on did not move.
  package static let scrollDidNotMove = ", which can scroll"
  /// [L3]: the drag on a control began a back gesture.
  package static let controlLostTouch = "began a back gesture instead of leaving the touch to"
  /// [L4]: the drag on a gesture of the app's own began a back gesture.
  package static let appGestureLostTouch =
    "began a back gesture instead of leaving the touch to the app's gesture"
  /// [L4]: the drag on a gesture of the app's own did not make it recognize.
  package static let appGestureNotReached = "did not reach the app's gesture"
}
