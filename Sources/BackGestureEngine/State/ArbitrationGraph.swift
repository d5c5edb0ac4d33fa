import BackGestureModel

/// The recognizers of one attempt that the graph still arbitrates, with who waits for
/// whom (spec [R-graph]).
///
/// It lives from the decision moment until the tracked finger lifts or is cancelled, so
/// a recognizer that waits can begin later, when the one it waits for fails ([AR8]).
struct ArbitrationGraph: Sendable, Hashable {
  /// Where one member stands.
  enum Standing: Sendable, Hashable {
    /// It takes no part in the touch.
    case absent
    /// It wants to begin and has not: it waits for another, or has not been taken yet.
    case waiting
    /// It began.
    case began
    /// It failed.
    case failed
  }

  /// The edge recognizer.
  var edge = Standing.absent
  /// The full-screen pan.
  var pan = Standing.absent
  /// The content pop ([G10]).
  var content = Standing.absent
  /// The pan of the scroll view under the touch.
  var scroll = Standing.absent
  /// The scroll view's index in the engine's scroll views, when it takes part.
  var scrollIndex: Int?
  /// The back recognizers the scroll view's pan waits for.
  var scrollWaitsFor = Kinds()
  /// The back recognizers that wait for the scroll view's pan.
  var waitingForScroll = Kinds()
  /// Whether the scroll view's pan recognizes with the back recognizers.
  var simultaneous = false

  /// Returns one back recognizer's standing.
  func standing(_ kind: RecognizerKind) -> Standing {
    switch kind {
    case .edge: edge
    case .pan: pan
    case .content: content
    }
  }

  /// Sets one back recognizer's standing.
  mutating func set(_ kind: RecognizerKind, _ standing: Standing) {
    switch kind {
    case .edge: edge = standing
    case .pan: pan = standing
    case .content: content = standing
    }
  }

  /// Whether the scroll view's pan waits for a back recognizer.
  func scrollWaits(for kind: RecognizerKind) -> Bool { scrollWaitsFor.contains(kind) }

  /// Whether a back recognizer waits for the scroll view's pan.
  func waitsForScroll(_ kind: RecognizerKind) -> Bool { waitingForScroll.contains(kind) }

  /// Whether a back recognizer still waits.
  var anyBackRecognizerWaiting: Bool {
    edge == .waiting || pan == .waiting || content == .waiting
  }

  /// Whether a back recognizer has begun.
  var anyBackRecognizerBegan: Bool { edge == .began || pan == .began || content == .began }

  /// Whether the scroll view's pan may begin now: every back recognizer it waits for
  /// has failed or takes no part.
  var scrollMayBegin: Bool {
    scroll == .waiting
      && !RecognizerKind.backRecognizers.contains {
        scrollWaitsFor.contains($0) && standing($0) == .waiting
      }
  }

  /// Whether a back recognizer may begin now: the scroll view's pan it waits for is no
  /// longer possible, and, for the pan and the content pop, the edge is not ([G5],
  /// [G10]).
  func mayBegin(_ kind: RecognizerKind) -> Bool {
    guard standing(kind) == .waiting else { return false }
    if waitsForScroll(kind), scroll == .waiting { return false }
    if kind != .edge, edge == .waiting { return false }
    return true
  }

  /// A set of back recognizers, one bit each: the graph's sets are read and written at
  /// every decision, where a hashed set would cost more than the decision itself.
  struct Kinds: Sendable, Hashable {
    private var bits: UInt8 = 0

    /// Whether the set holds a recognizer.
    func contains(_ kind: RecognizerKind) -> Bool { bits & Self.bit(kind) != 0 }

    /// Adds a recognizer.
    mutating func insert(_ kind: RecognizerKind) { bits |= Self.bit(kind) }

    private static func bit(_ kind: RecognizerKind) -> UInt8 {
      switch kind {
      case .pan: 1
      case .edge: 2
      case .content: 4
      }
    }
  }
}
