import BackGestureModel

extension OracleState {
  /// The few observables a generator aims its next step by (the fingers down, the end of
  /// the transition in flight, the stacks), read without forming a whole ``snapshot``,
  /// whose logs, screens and scroll views it would copy after every step.
  ///
  /// It shares the state's lists instead of copying them: the stacks are named only when
  /// read.
  package var glance: Glance {
    Glance(
      fingers: fingers, transitionEndsAt: transition?.endsAt, containers: containers,
      screens: setup.world.screens)
  }

  /// What ``glance`` reads.
  package struct Glance: Sendable, Hashable {
    /// The fingers down, by ascending id, as ``Snapshot/fingers`` lists them.
    package var fingers: [FingerState]
    /// When the transition in flight ends, as ``TransitionState/endsAt``; `nil` without
    /// one or while it is interactive.
    package var transitionEndsAt: Int?
    /// The containers, whose stacks hold screens by declaration index.
    let containers: [ContainerRecord]
    /// The declared screens.
    let screens: [Screen]

    /// Each container's stack, root container first, bottom screen first.
    package var stacks: [[String]] {
      containers.map { container in container.stack.map { screens[$0].name } }
    }

    /// The declaration of the top screen of the current container's stack, found by its
    /// index rather than its name.
    package var currentTopScreen: Screen? {
      containers.last?.stack.last.map { screens[$0] }
    }

    /// The current container's stack.
    package var current: [String] {
      containers.last.map { container in container.stack.map { screens[$0].name } } ?? []
    }
  }
}
