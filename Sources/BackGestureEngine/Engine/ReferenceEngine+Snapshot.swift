import BackGestureModel

extension ReferenceEngine {
  /// The state after the last applied step, or the initial state before any (spec section 10).
  ///
  /// A container is transitioning while a transition in flight runs in it; with more
  /// than one in flight, `Snapshot.transition` shows the one that started last.
  public var snapshot: Snapshot {
    Snapshot(
      time: time,
      containers: containers.enumerated().map { index, container in
        ContainerState(
          stack: container.stack,
          transitioning: transitions.contains { $0.container == index },
          barHidden: container.bar.hidden, barStyle: container.bar.style,
          pageFlag: container.pageFlag)
      },
      transition: transitions.last?.state,
      pan: pan.observedState, edge: edge.observedState,
      fingers: fingers,
      screens: screens.map(\.state),
      scrollViews: scrollViews.map { $0.state(at: time) },
      trackingItem: scrollTracking.map { scrollViews[$0.index].item },
      callbacks: callbacks, outcomes: outcomes)
  }
}
