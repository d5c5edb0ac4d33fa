import BackGestureModel

extension OracleState {
  /// The observables of spec section 10, as one value.
  public var snapshot: Snapshot {
    Snapshot(
      time: time,
      containers: containers.enumerated().map { index, container in
        ContainerState(
          stack: container.stack.map(setup.name),
          transitioning: transition?.container == index,
          barHidden: container.barHidden,
          barStyle: container.barStyle,
          pageFlag: container.pageFlag, style: container.style)
      },
      transition: transition.map { record in
        TransitionState(
          kind: record.kind, container: record.container,
          from: setup.name(record.cast.from), to: setup.name(record.cast.to),
          phase: record.phase, progress: record.isInteractive ? record.progress : 0,
          duration: record.duration, endsAt: record.endsAt)
      },
      pan: pan,
      edge: edge,
      fingers: fingers,
      screens: screens.enumerated().map { index, record in
        ScreenState(
          name: setup.name(index), appearance: record.appearance, loaded: record.loaded,
          beingPopped: record.beingPopped, settings: setup.screen(index).settings)
      },
      scrollViews: zip(setup.scrollViews, scrolls).map { view, record in
        ScrollState(
          item: view.item, offset: record.offset, decelerating: record.isDecelerating(at: time))
      },
      trackingItem: attempt?.scroll.map { setup.scrollViews[$0.slot].item },
      callbacks: callbacks,
      outcomes: outcomes,
      content: content,
      system: systemUI)
  }
}

extension OracleState {
  /// A copy of the state to step and throw away, such as a look at a later time: its
  /// logs go on in storages of their own, so the steps it takes never make this state's
  /// logs start new ones (`EventLog`).
  public func branched() -> OracleState {
    var copy = self
    copy.callbacks = callbacks.branched()
    copy.outcomes = outcomes.branched()
    return copy
  }
}
