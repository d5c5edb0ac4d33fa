import BackGestureModel

/// One back-gesture attempt: the finger both recognizers track, from its touch-down until
/// every finger is up ([G2], [G9]).
struct Attempt: Sendable, Hashable {
  /// A scroll view that tracks the attempt's finger after the recognizers did not begin ([K4]).
  struct ScrollTracking: Sendable, Hashable {
    /// The index into the world's scroll views.
    var slot: Int
    /// The offset at the decision moment.
    var offsetAtDecision: Int
    /// The finger's point at the decision moment.
    var pointAtDecision: Point
  }

  /// The tracked finger while it is down; `nil` once it lifted or was cancelled.
  var finger: Int?
  /// The touch-down point.
  var touchDown: Point
  /// The screen that was current at touch-down.
  var screen: Int
  /// The 0-based indices of the items under the touch-down, outermost first: the last is
  /// the item hit ([C1], [C7]); empty for plain content.
  var hitPath: [Int]

  /// The 0-based index of the item hit at touch-down, or `nil` for plain content.
  var hitItem: Int? { hitPath.last }
  /// The sample before the last, if any.
  var previous: Sample?
  /// The last sample.
  var last: Sample
  /// Whether the decision moment has passed ([G3]).
  var decided: Bool = false
  /// The scroll view tracking the finger, if any.
  var scroll: ScrollTracking?
  /// The contest of the decision moment, kept while a member still waits.
  var contest: Contest?
  /// The sheet's own pull, when it took the drag at the decision moment ([N7]).
  var pull: Pull?

  /// A pull on a page sheet: the sheet follows the finger, or stays for a reason.
  struct Pull: Sendable, Hashable {
    /// Why the sheet stays, or `nil` when it follows the finger.
    var refusal: Outcome.PullRefusal?
    /// The sheet's bottom screen, which names it to its delegate.
    var sheet: Int
  }

  /// Records a sample of the tracked finger.
  mutating func record(_ sample: Sample) {
    previous = last
    last = sample
  }

  /// Returns the downward velocity at a release, in pt/s, by the rule of [V1] and [V2]
  /// on the vertical axis ([N7]).
  func downwardVelocity(releasedAt time: Int) -> Int {
    guard let previous, time - last.time <= PresetTable.Common.staleness,
      last.time != previous.time
    else { return 0 }
    return (last.point.y - previous.point.y) * 1000 / (last.time - previous.time)
  }

  /// Returns the forward velocity at a release, in pt/s ([V1], [V2]).
  func velocity(releasedAt time: Int, in setup: Setup) -> Int {
    guard let previous, time - last.time <= PresetTable.Common.staleness,
      last.time != previous.time
    else { return 0 }
    return setup.forward(from: previous.point, to: last.point) * 1000
      / (last.time - previous.time)
  }
}
