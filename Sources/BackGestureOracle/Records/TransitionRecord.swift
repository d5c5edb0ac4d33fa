import BackGestureModel

/// The transition in flight: an interactive pop or dismiss, or an animated operation.
struct TransitionRecord: Sendable, Hashable {
  /// What a cancelled interactive transition puts back ([I1] step 2, [I7]).
  struct RestorePoint: Sendable, Hashable {
    /// Per container: bar hidden, bar style, page flag (the stack is not restored).
    var containers: [ContainerRecord]
    /// Every scroll view's offset.
    var offsets: [Int]
  }

  /// The kind.
  var kind: TransitionState.Kind
  /// The container it runs in (for present and dismiss, the presented one).
  var container: Int
  /// The screens being left and shown, with their containers.
  var cast: Cast
  /// The phase.
  var phase: TransitionState.Phase
  /// The progress in permille (interactive kinds).
  var progress: Int = 0
  /// The duration in ms.
  var duration: Int
  /// The end time, once known.
  var endsAt: Int?
  /// The restore point of an interactive transition.
  var restorePoint: RestorePoint?

  /// Tells whether the transition is driven by a finger ([I1]).
  var isInteractive: Bool {
    kind == .interactivePop || kind == .interactiveDismiss || kind == .pullDismiss
  }
}
