import BackGestureModel

/// The failures of an attempt's back recognizers at the decision moment, of which the
/// one deciding last is the attempt's outcome (spec [G5], [G10]).
struct AttemptFailures: Sendable, Hashable {
  /// The edge's failure, if it failed with an outcome.
  var edge: Outcome.Swipe?
  /// The pan's failure, if it failed with an outcome.
  var pan: Outcome.Swipe?
  /// The content pop's failure, if it failed with an outcome.
  var content: Outcome.Swipe?

  /// Records one recognizer's failure.
  mutating func record(_ swipe: Outcome.Swipe, of kind: RecognizerKind) {
    switch kind {
    case .edge: edge = swipe
    case .pan: pan = swipe
    case .content: content = swipe
    }
  }

  /// The attempt's outcome: the content pop's failure, else the pan's, else the edge's.
  var last: Outcome.Swipe? { content ?? pan ?? edge }
}
