import BackGestureModel

/// The failures of an attempt's back recognizers at the decision moment, of which the
/// pan's, deciding last, is the attempt's outcome (spec [G5]).
struct AttemptFailures: Sendable, Hashable {
  /// The edge's failure, if it failed with an outcome.
  var edge: Outcome.Swipe?
  /// The pan's failure, if it failed with an outcome.
  var pan: Outcome.Swipe?

  /// Records one recognizer's failure.
  mutating func record(_ swipe: Outcome.Swipe, of kind: RecognizerKind) {
    if kind == .edge { edge = swipe } else { pan = swipe }
  }

  /// The attempt's outcome: the pan's failure, else the edge's.
  var last: Outcome.Swipe? { pan ?? edge }
}
