import BackGestureModel

/// A finger pulling a page sheet down, from its decision moment until the finger lifts or
/// the system cancels it (spec [N7]).
struct SheetPull: Sendable, Hashable {
  /// The finger that pulls.
  var finger: Int
  /// Where the finger went down.
  var touchDown: Point
  /// The sheet's bottom screen, which names it in the delegate's callbacks.
  var sheet: String
  /// Why the sheet stays where it is, or `nil` when it follows the finger.
  var refusal: Outcome.PullRefusal?

  /// The distance that dismisses, in permille of the sheet's height: more than half.
  static let finishThreshold = 500
  /// The downward speed that dismisses, in pt/s: more than 1000.
  static let velocityThreshold = 1000
  /// How long after its last move a finger's speed is 0, in ms ([V2]).
  static let staleness = 100
  /// How long the sheet takes to travel its whole height, in ms.
  static let duration = 350
}
