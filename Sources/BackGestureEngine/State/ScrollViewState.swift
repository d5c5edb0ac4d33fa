import BackGestureModel

/// One scroll view of the world with its runtime offset and deceleration (spec [C2], [C3], [K4], [K5]).
struct ScrollViewState: Sendable, Hashable {
  /// The geometry and current offset, as the model spells them.
  enum View: Sendable, Hashable {
    case horizontal(HorizontalScrollView)
    case vertical(VerticalScrollView)
  }

  /// How long a fling decelerates, in milliseconds (spec [K5]).
  static let decelerationTime = 300
  /// The smallest release speed, in pt/s, that starts a deceleration (spec [K5]).
  static let decelerationSpeed = 200

  /// The item's id.
  let item: ItemID
  /// The view.
  var view: View

  /// The offset (leading coordinates for a horizontal view).
  var offset: Int {
    get {
      switch view {
      case .horizontal(let h): h.offset
      case .vertical(let v): v.offset
      }
    }
    set {
      switch view {
      case .horizontal(var h): h.offset = newValue; view = .horizontal(h)
      case .vertical(var v): v.offset = newValue; view = .vertical(v)
      }
    }
  }

  /// What the app answers about the view's pan and the back recognizers ([C5]).
  var answers: RecognizerAnswers {
    switch view {
    case .horizontal(let h): h.answers
    case .vertical(let v): v.answers
    }
  }

  /// Stops a deceleration under way (spec [SV6]).
  mutating func stopDecelerating() {
    guard case .horizontal(var h) = view else { return }
    h.deceleratingUntil = nil
    view = .horizontal(h)
  }

  /// Whether it is horizontal.
  var isHorizontal: Bool {
    if case .horizontal = view { true } else { false }
  }

  /// Whether it can scroll in its axis.
  var canScroll: Bool {
    switch view {
    case .horizontal(let h): h.canScroll
    case .vertical(let v): v.canScroll
    }
  }

  /// Whether a finger's travel along the axis can still move the offset inside its
  /// range: a positive travel (forward, or down) lowers the offset, a negative one raises
  /// it (spec [C7]).
  func canMove(against travel: Int) -> Bool {
    let (low, high) =
      switch view {
      case .horizontal(let h): (h.minOffset, h.maxOffset)
      case .vertical(let v): (0, v.maxOffset)
      }
    return travel > 0 ? offset > low : travel < 0 && offset < high
  }

  /// Whether it decelerates at a time: `t < decelerating` (spec [C2]); vertical views never do.
  func isDecelerating(at time: Int) -> Bool {
    guard case .horizontal(let h) = view, let until = h.deceleratingUntil else { return false }
    return time < until
  }

  /// Returns the offset for a finger that has travelled since the decision moment (spec [K4]).
  ///
  /// `travel` is the forward displacement for a horizontal view and the downward one
  /// for a vertical view; the offset moves against it. Outside the range a horizontal
  /// view clamps, or with bounces keeps half of the overshoot (truncated).
  func dragged(from offsetAtDecision: Int, travel: Int) -> Int {
    let raw = offsetAtDecision - travel
    switch view {
    case .horizontal(let h):
      // [SV1]: rubber-banding is UIKit's `bounces` alone.
      if raw < h.minOffset {
        return h.bounces ? h.minOffset - (h.minOffset - raw) / 2 : h.minOffset
      }
      if raw > h.maxOffset {
        return h.bounces ? h.maxOffset + (raw - h.maxOffset) / 2 : h.maxOffset
      }
      return raw
    case .vertical(let v):
      return min(max(raw, 0), v.maxOffset)
    }
  }

  /// Settles the view when its finger lifts or is cancelled (spec [K5]).
  ///
  /// A horizontal offset is clamped and, with paging, snapped to the nearest page
  /// (half up). A release `velocity` of at least 200 pt/s either way starts a 300 ms
  /// deceleration; a cancel passes `nil` and never does.
  mutating func settle(velocity: Int?, at time: Int) {
    guard case .horizontal(var h) = view else { return }
    h.offset = min(max(h.offset, h.minOffset), h.maxOffset)
    if h.paging, h.frame.width > 0 {
      let w = h.frame.width
      let page = (h.offset - h.minOffset + w / 2) / w
      h.offset = min(max(h.minOffset + page * w, h.minOffset), h.maxOffset)
    }
    if let velocity, abs(velocity) >= Self.decelerationSpeed {
      h.deceleratingUntil = time + Self.decelerationTime
    }
    view = .horizontal(h)
  }

  /// The state as the snapshot shows it.
  func state(at time: Int) -> ScrollState {
    ScrollState(item: item, offset: offset, decelerating: isDecelerating(at: time))
  }
}

/// A scroll view that follows a finger from the decision moment until the finger lifts (spec [K4]).
struct ScrollTracking: Sendable, Hashable {
  /// The index of the scroll view.
  var index: Int
  /// The finger it follows.
  var finger: Int
  /// The offset at the decision moment.
  var offsetAtDecision: Int
  /// The finger's point at the decision moment.
  var pointAtDecision: Point
}
