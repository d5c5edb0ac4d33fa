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
}
