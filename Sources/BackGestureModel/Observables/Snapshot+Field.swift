extension Snapshot {
  /// The observables of a snapshot: one case per stored property, in the order a diff
  /// lists them, causes before consequences.
  ///
  /// Every place that treats each observable in its own way (the diff of two snapshots,
  /// what a cancel need not restore, what an app's projection drops or compares) switches
  /// over these cases, so a new observable makes the compiler point at each of them;
  /// `SnapshotFieldTests` fails when a stored property of ``Snapshot`` has no case.
  public enum Field: String, CaseIterable, Sendable {
    /// ``Snapshot/outcomes``.
    case outcomes
    /// ``Snapshot/faults``.
    case faults
    /// ``Snapshot/pan``.
    case pan
    /// ``Snapshot/edge``.
    case edge
    /// ``Snapshot/content``.
    case content
    /// ``Snapshot/transition``.
    case transition
    /// ``Snapshot/containers``.
    case containers
    /// ``Snapshot/screens``.
    case screens
    /// ``Snapshot/scrollViews``.
    case scrollViews
    /// ``Snapshot/trackingItem``.
    case trackingItem
    /// ``Snapshot/system``.
    case system
    /// ``Snapshot/appState``.
    case appState
    /// ``Snapshot/fingers``.
    case fingers
    /// ``Snapshot/callbacks``.
    case callbacks
    /// ``Snapshot/time``.
    case time
  }
}

extension ContainerState {
  /// The observables of a container: one case per stored property, in the order a diff
  /// lists them. As for ``Snapshot/Field``, each place that treats them one by one
  /// switches over these cases.
  public enum Field: String, CaseIterable, Sendable {
    /// ``ContainerState/stack``.
    case stack
    /// ``ContainerState/transitioning``.
    case transitioning
    /// ``ContainerState/barHidden``.
    case barHidden
    /// ``ContainerState/barStyle``.
    case barStyle
    /// ``ContainerState/pageFlag``.
    case pageFlag
    /// ``ContainerState/style``.
    case style
    /// ``ContainerState/believedStack``.
    case believedStack
  }
}
