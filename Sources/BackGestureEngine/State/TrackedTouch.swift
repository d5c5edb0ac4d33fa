import BackGestureModel

/// What the touch-down point hit on the current screen, and the scroll views that hold it
/// (spec [C1], [C7]).
struct HitItem: Sendable, Hashable {
  /// The kind of the deepest item under the point.
  enum Kind: Sendable, Hashable {
    /// Plain content.
    case plain
    /// A control that owns the touch: a swipe cell, or a slider's knob (spec [C4]).
    case control
    /// A cell with swipe actions (spec [C6]).
    case cell
    /// A scroll view.
    case scrollView
  }

  /// The kind of the deepest item under the point.
  var kind: Kind
  /// The scroll views under the point, by their index in the engine's scroll views, the
  /// deepest first: the hit item when it is one, then those that hold it.
  var scrollViews: [Int] = []
  /// The slider whose track, outside its knob, the point hit: the touch is then its
  /// holder's ([C4]), unless the drag reaches the knob sideways by the decision.
  var track: Control?

  /// Plain content, held by no scroll view.
  static let plain = HitItem(kind: .plain)
}

/// One timed position of a tracked finger: its down or one of its moves (spec section 4.1).
struct Sample: Sendable, Hashable {
  var time: Int
  var point: Point
}

/// The finger a recognizer tracks, with its touch-down point, what it hit and its samples.
struct TrackedTouch: Sendable, Hashable {
  /// The finger id.
  let finger: Int
  /// Where the finger went down.
  let touchDown: Point
  /// What the touch-down point hit.
  let hit: HitItem
  /// The sample before the last, once there are two; only the last two are ever read
  /// ([V1]), kept in place so that the recognizers' copies of a touch record a move
  /// without copying a list.
  private(set) var previous: Sample?
  /// The last sample.
  private(set) var last: Sample
  /// Whether the decision moment has passed (spec [G3]).
  var decided = false

  init(finger: Int, touchDown: Point, hit: HitItem, time: Int) {
    self.finger = finger
    self.touchDown = touchDown
    self.hit = hit
    self.last = Sample(time: time, point: touchDown)
  }

  /// The same touch with every sample's time made relative to `now`.
  func relative(to now: Int) -> TrackedTouch {
    var copy = self
    copy.previous = previous.map { Sample(time: $0.time - now, point: $0.point) }
    copy.last = Sample(time: last.time - now, point: last.point)
    return copy
  }

  /// Records a move of the finger.
  mutating func record(_ point: Point, at time: Int) {
    previous = last
    last = Sample(time: time, point: point)
  }

  /// Returns the forward velocity in pt/s at a release (spec [V1], [V2]).
  ///
  /// It comes from the last two samples, truncated; it is 0 with fewer than two
  /// samples, with two at the same time, or when the release comes more than
  /// `staleness` ms after the last sample.
  func velocity(
    releasedAt time: Int, staleness: Int, forward: (Point, Point) -> Int
  ) -> Int {
    guard let s1 = previous else { return 0 }
    let s2 = last
    guard s2.time != s1.time, time - s2.time <= staleness else { return 0 }
    return forward(s1.point, s2.point) * 1000 / (s2.time - s1.time)
  }
}
