import BackGestureModel
import BackGestureUIKit
import Foundation

extension AppHost {
  /// The observables of spec section 10, read from the app's objects.
  ///
  /// A container's stack is its navigation controller's `viewControllers`, with the
  /// popped screen kept on top while an interactive pop is in flight, as the spec keeps
  /// it ([I8]; UIKit takes it off at the start and puts it back on a cancel). The bar
  /// style is the bar tint's ``BarPalette`` style, the page flag whether the system pop
  /// is enabled, `pan` the first pan the app attached to the navigation controller's
  /// view, and `edge` the system pop (section 14).
  package var snapshot: Snapshot {
    simulation.run { makeSnapshot() }
  }

  private func makeSnapshot() -> Snapshot {
    let navigations = containers
    let presentation = simulation.window.presentationTransition
    var containerStates: [ContainerState] = []
    var transition: TransitionState?
    for (index, navigation) in navigations.enumerated() {
      var stack = navigation.viewControllers.map { name(of: $0) }
      if let running = navigation.transition {
        if running.initiallyInteractive, running.kind == .pop,
          !stack.contains(name(of: running.from))
        {
          stack.append(name(of: running.from))
        }
        transition = state(of: running, container: index)
      }
      var transitioning = navigation.transition != nil || navigation.frozen
      if let presentation {
        let presented =
          presentation.kind == .present ? presentation.to : presentation.from
        if presented === navigation {
          transitioning = true
          transition = state(of: presentation, container: index)
        }
      }
      containerStates.append(
        ContainerState(
          stack: stack, transitioning: transitioning,
          barHidden: navigation.isNavigationBarHidden,
          barStyle: BarPalette.style(of: navigation.navigationBar.barTintColor),
          pageFlag: navigation.interactivePopGestureRecognizer?.isEnabled ?? true,
          believedStack: app.believedStack(of: navigation).map { $0.map { name(of: $0) } }))
    }
    let current = navigations.last
    let systemPop = current?.interactivePopGestureRecognizer
    let appPan = current?.viewIfLoaded?.gestureRecognizers?.first { recognizer in
      recognizer !== systemPop && recognizer is UIPanGestureRecognizer
    }
    return Snapshot(
      time: simulation.time, containers: containerStates, transition: transition,
      pan: appPan.map(recognizerState) ?? .disabled,
      edge: systemPop.map(recognizerState) ?? .disabled,
      fingers: simulation.touches.keys.sorted().map { finger in
        let point = simulation.touches[finger]!.point
        return FingerState(id: finger, point: Point(x: Int(point.x), y: Int(point.y)))
      },
      screens: screenStates(transition: transition),
      scrollViews: scrollStates(),
      trackingItem: trackingItem(),
      callbacks: simulation.events.compactMap(callback),
      outcomes: outcomes,
      faults: simulation.faults)
  }

  private func state(of running: NavigationTransition, container: Int) -> TransitionState {
    let interactive = running.initiallyInteractive
    let kind: TransitionState.Kind =
      switch running.kind {
      case .push: .push
      case .pop: interactive ? .interactivePop : .pop
      case .popToRoot: .popToRoot
      case .setStack: .setStack
      case .present: .present
      case .dismiss: interactive ? .interactiveDismiss : .dismiss
      }
    let phase: TransitionState.Phase =
      switch running.phase {
      case .interactive: .interactive
      case .finishing: .finishing
      case .cancelling: .cancelling
      case .animating: .animating
      }
    return TransitionState(
      kind: kind, container: container, from: name(of: running.from), to: name(of: running.to),
      phase: phase, progress: interactive ? running.progressPermille : 0,
      duration: running.durationMilliseconds, endsAt: running.endsAt)
  }

  private func recognizerState(_ recognizer: UIGestureRecognizer) -> RecognizerState {
    switch recognizer.state {
    case .possible: .possible
    case .began: .began
    case .changed: .changed
    case .ended: .ended
    case .cancelled: .cancelled
    case .failed: .failed
    }
  }

  private func screenStates(transition: TransitionState?) -> [ScreenState] {
    world.screens.enumerated().map { index, screen in
      let controller = controllers[index]
      let appearance: ScreenState.Appearance =
        switch controller.appearance {
        case .none: .none
        case .appearing: .appearing
        case .appeared: .appeared
        case .disappearing: .disappearing
        case .disappeared: .disappeared
        }
      let beingPopped =
        controller.isMovingFromParent && transition?.kind == .interactivePop
        && transition?.from == screen.name
      return ScreenState(
        name: screen.name, appearance: appearance, loaded: controller.isViewLoaded,
        beingPopped: beingPopped, settings: screen.settings)
    }
  }

  private func scrollStates() -> [ScrollState] {
    var states: [ScrollState] = []
    for screen in world.screens {
      for (offset, item) in screen.content.enumerated() {
        let id = ItemID(screen: screen.name, index: offset + 1)
        let view = contentViews[id] as? UIScrollView
        switch item {
        case .horizontalScroll(let model):
          let until = view?.deceleratingUntil ?? model.deceleratingUntil
          states.append(
            ScrollState(
              item: id, offset: view?.modelOffset ?? model.offset,
              decelerating: until.map { simulation.time < $0 } ?? false))
        case .verticalScroll(let model):
          states.append(
            ScrollState(item: id, offset: view?.modelOffset ?? model.offset, decelerating: false))
        case .control:
          break
        }
      }
    }
    return states
  }

  private func trackingItem() -> ItemID? {
    guard let view = simulation.trackingScrollView else { return nil }
    return contentViews.first { $0.value === view }?.key
  }

  private func callback(_ event: UIKitEvent) -> Callback? {
    switch event {
    case .load(let controller): names[ObjectIdentifier(controller)].map(Callback.load)
    case .willAppear(let controller): names[ObjectIdentifier(controller)].map(Callback.willAppear)
    case .didAppear(let controller): names[ObjectIdentifier(controller)].map(Callback.didAppear)
    case .willDisappear(let controller):
      names[ObjectIdentifier(controller)].map(Callback.willDisappear)
    case .didDisappear(let controller):
      names[ObjectIdentifier(controller)].map(Callback.didDisappear)
    case .willShow(let controller): names[ObjectIdentifier(controller)].map(Callback.willShow)
    case .didShow(let controller): names[ObjectIdentifier(controller)].map(Callback.didShow)
    }
  }
}
