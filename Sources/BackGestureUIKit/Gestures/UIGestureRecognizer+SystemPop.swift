extension UIGestureRecognizer {
  /// Whether one of the recognizer's actions is UIKit's private pop handler on its own
  /// object (spec [U16]): a pan of the app's that drives the system pop, as full-screen
  /// pop code aims it, rather than a transition of the app's own.
  package var drivesSystemPopHandler: Bool {
    targets.contains { pair in
      guard let object = pair.target.object, object is InteractivePopDelegate else {
        return false
      }
      return pair.action.isAnswered(object)
    }
  }
}
