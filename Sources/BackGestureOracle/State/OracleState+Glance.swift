import BackGestureModel

extension OracleState {
  /// The few observables a generator aims its next step by (the fingers down, the end of
  /// the transition in flight, the stacks), read without forming a whole ``snapshot``,
  /// whose logs, screens and scroll views it would copy after every step.
  package var glance: Glance {
    Glance(
      fingers: fingers, transitionEndsAt: transition?.endsAt,
      stacks: containers.map { $0.stack.map(setup.name) })
  }

  /// What ``glance`` reads.
  package struct Glance: Sendable, Hashable {
    /// The fingers down, by ascending id, as ``Snapshot/fingers`` lists them.
    package var fingers: [FingerState]
    /// When the transition in flight ends, as ``TransitionState/endsAt``; `nil` without
    /// one or while it is interactive.
    package var transitionEndsAt: Int?
    /// Each container's stack, root container first, bottom screen first.
    package var stacks: [[String]]

    /// The current container's stack.
    package var current: [String] { stacks.last ?? [] }
  }
}
