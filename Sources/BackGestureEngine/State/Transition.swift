import BackGestureModel

/// A transition in flight: an interactive pop or dismiss, or an animated operation.
struct Transition: Sendable, Hashable {
  /// The kind.
  var kind: TransitionState.Kind
  /// The container it runs in (for present and dismiss, the presented one).
  var container: Int
  /// The screen being left (B of an interactive transition, F of an operation).
  var from: String
  /// The screen being shown (A, or T).
  var to: String
  /// The phase.
  var phase: TransitionState.Phase
  /// The progress in permille, for the interactive kinds.
  var progress = 0
  /// The duration in milliseconds.
  var duration: Int
  /// The end time, once known.
  var endsAt: Int?
  /// What a cancel restores, for the interactive kinds (spec [I1] step 2).
  var restorePoint: RestorePoint?
  /// Whether there is a screen to reveal; `false` for a gesture a policy let begin on a
  /// one-screen root, which never completes.
  var reveals = true
  /// Whether it presents or dismisses a page sheet, which leaves the presenting screen in
  /// place: that screen gets no appearance callbacks (spec [N6]).
  var keepsPresenter = false
  /// The screen whose first responder the begin of an interactive transition resigned,
  /// which its cancel gives the keyboard back to ([K2]).
  var heldKeyboard: String?

  /// Whether it is an interactive pop or dismiss.
  var isInteractive: Bool {
    kind == .interactivePop || kind == .interactiveDismiss || kind == .pullDismiss
  }

  /// Whether it presents or dismisses a container.
  var isPresentationChange: Bool {
    kind == .present || kind == .dismiss || kind == .interactiveDismiss || kind == .pullDismiss
  }

  /// Whether it is one of the four stack operations, which end with did-show.
  var isStackOperation: Bool {
    kind == .push || kind == .pop || kind == .popToRoot || kind == .setStack
  }

  /// The state as the snapshot shows it.
  var state: TransitionState {
    TransitionState(
      kind: kind, container: container, from: from, to: to, phase: phase,
      progress: progress, duration: duration, endsAt: endsAt)
  }
}

/// What an interactive transition saves at its begin and restores when it cancels (spec [I1], [I7]).
struct RestorePoint: Sendable, Hashable {
  /// Every container's bar, root first.
  var bars: [BarAppearance]
  /// Every container's page flag, root first.
  var pageFlags: [Bool]
  /// Every scroll view's offset, in the engine's order.
  var scrollOffsets: [Int]
}
