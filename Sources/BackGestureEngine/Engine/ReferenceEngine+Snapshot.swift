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
          pageFlag: container.pageFlag, style: container.style)
      },
      transition: transitions.last?.state,
      pan: pan.observedState, edge: edge.observedState,
      fingers: fingersOnGlass,
      screens: screens.map(\.state),
      scrollViews: scrollViews.map { $0.state(at: time) },
      trackingItem: scrollTracking.map { scrollViews[$0.index].item },
      callbacks: callbacks, outcomes: outcomes, content: content.observedState,
      system: systemUI)
  }
}

extension ReferenceEngine {
  /// The observables a liveness probe reads after its steps (the recognizers, the
  /// transition in flight, the tracking scroll view and the outcomes, with the clock and
  /// the callbacks), the lists of containers, fingers, screens and scroll views left
  /// empty: a probe reads none of them, so it does not form them.
  package var probeSnapshot: Snapshot {
    Snapshot(
      time: time, containers: [], transition: transitions.last?.state,
      pan: pan.observedState, edge: edge.observedState, fingers: [], screens: [],
      scrollViews: [], trackingItem: scrollTracking.map { scrollViews[$0.index].item },
      callbacks: callbacks, outcomes: outcomes, content: content.observedState)
  }

  /// A copy of the engine to step and throw away, such as a probe of the state so far.
  ///
  /// The copy's logs go on in storages of their own, so the steps it takes never make
  /// this engine's logs start new ones: both keep appending in O(1) (`EventLog`).
  public func branched() -> ReferenceEngine {
    var copy = self
    copy.branchLogs()
    return copy
  }

  /// Makes this engine's logs go on in storages of their own, as ``branched()`` does for
  /// its copy: a caller that holds its own copy already branches it in place, without a
  /// second copy of the whole engine.
  package mutating func branchLogs() {
    callbacks = callbacks.branched()
    outcomes = outcomes.branched()
  }
}
