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
    simulation.run { makeSnapshot(readingCallbacks: true) }
  }

  /// The observables as ``snapshot`` reads them, with an empty callback log: what a
  /// liveness probe reads after its steps (the recognizers, the transition, the tracking
  /// scroll view and the outcomes), without turning the callbacks of a whole replay into
  /// a log that nothing reads. The app's code is called exactly as for ``snapshot``.
  package var probeSnapshot: Snapshot {
    simulation.run { makeSnapshot(readingCallbacks: false) }
  }

  private func makeSnapshot(readingCallbacks: Bool) -> Snapshot {
    let navigations = containers
    let presentation = simulation.window.presentationTransition
    // The states of the last snapshot, changed (and so copied) only where they differ.
    var containerStates = containerStateCache
    if containerStates.count != navigations.count { containerStates = [] }
    var transition: TransitionState?
    for index in navigations.indices {
      let navigation = navigations[index]
      var stack = stackNames(of: navigation.viewControllers, container: index)
      let running = navigation.transition
      if let running {
        if running.initiallyInteractive, running.kind == .pop {
          let popped = name(of: running.from)
          if !stack.contains(popped) { stack.append(popped) }
        }
        transition = state(of: running, container: index)
      }
      var transitioning = running != nil || navigation.frozen
      if let presentation {
        let presented =
          presentation.kind == .present ? presentation.to : presentation.from
        if presented === navigation {
          transitioning = true
          transition = state(of: presentation, container: index)
        }
      }
      var believed: [String]?
      if let stack = app.believedStack(of: navigation) { believed = names(of: stack) }
      let state = ContainerState(
        stack: stack, transitioning: transitioning,
        barHidden: navigation.isNavigationBarHidden,
        barStyle: BarPalette.style(of: navigation.navigationBar.barTintColor),
        pageFlag: navigation.interactivePopGestureRecognizer?.isEnabled ?? true,
        believedStack: believed, style: index == 0 ? .fullScreen : Self.style(of: navigation))
      if index == containerStates.count {
        containerStates.append(state)
      } else if containerStates[index] != state {
        containerStates[index] = state
      }
    }
    containerStateCache = containerStates
    let current = navigations.last
    let systemPop = current?.interactivePopGestureRecognizer
    let contentPop = current?.interactiveContentPopGestureRecognizer
    let appPan = self.appPan
    let fingers = fingerStates()
    updateScreenCache(transition: transition)
    return Snapshot(
      time: simulation.time, containers: containerStates, transition: transition,
      pan: recognizerState(appPan),
      edge: recognizerState(systemPop),
      fingers: fingers,
      screens: screenCache,
      scrollViews: scrollStates(),
      trackingItem: trackingItem(),
      callbacks: readingCallbacks ? callbacks() : [],
      outcomes: outcomes,
      faults: simulation.faults,
      content: recognizerState(contentPop),
      appState: appState(of: navigations),
      system: systemUI(of: navigations))
  }

  /// The app's own state it asks the checker to watch ([U27]): each container's, then
  /// each declared screen's whose controller exists, in declaration order; every name
  /// prefixed by its owner, `#0.` for the root container or the screen's name.
  private func appState(of navigations: [UINavigationController]) -> [AppValue] {
    var values: [AppValue] = []
    for (index, navigation) in navigations.enumerated() {
      for value in app.observables(of: navigation) {
        values.append(AppValue(name: "#\(index).\(value.name)", printed: value.value))
      }
    }
    for (position, controller) in controllers.enumerated() {
      guard let controller else { continue }
      for value in app.observables(of: controller) {
        values.append(
          AppValue(name: "\(screenNames[position]).\(value.name)", printed: value.value))
      }
    }
    return values
  }

  /// The fingers down, by id: the ones the window delivers and the ones it ignores
  /// ([U24]).
  private func fingerStates() -> [FingerState] {
    let touches = simulation.touches
    let ignored = simulation.ignoredTouches
    guard !touches.isEmpty || !ignored.isEmpty else { return [] }
    var fingers: [FingerState] = []
    fingers.reserveCapacity(touches.count + ignored.count)
    for (finger, touch) in touches {
      Self.insert(FingerState(id: finger, point: Self.point(touch.point)), into: &fingers)
    }
    for (finger, point) in ignored {
      Self.insert(
        FingerState(id: finger, point: Self.point(point), ignored: true), into: &fingers)
    }
    return fingers
  }

  /// Inserts a finger in order of id: a few fingers at most, inserted in place.
  private static func insert(_ finger: FingerState, into fingers: inout [FingerState]) {
    var index = fingers.count
    while index > 0, fingers[index - 1].id > finger.id { index -= 1 }
    fingers.insert(finger, at: index)
  }

  /// A point of the mirror's, in the model's whole points.
  private static func point(_ point: CGPoint) -> Point {
    Point(x: Int(point.x), y: Int(point.y))
  }

  /// The screen names of a container's stack: the ones read last time when the stack
  /// holds the same controllers, all of them screens the host made (whose names never
  /// change).
  private func stackNames(
    of controllers: [UIViewController], container index: Int
  ) -> [String] {
    if index < stackNameCache.count, stackNameCache[index].holds(controllers) {
      return stackNameCache[index].names
    }
    let names = names(of: controllers)
    var fixed = true
    for controller in controllers where screenIndex(of: controller) == nil {
      fixed = false
      break
    }
    guard fixed else { return names }
    let entry = StackNames(controllers: controllers, names: names)
    while stackNameCache.count <= index {
      stackNameCache.append(StackNames(controllers: [], names: []))
    }
    stackNameCache[index] = entry
    return names
  }

  /// The screen names of controllers, in order.
  func names(of controllers: [UIViewController]) -> [String] {
    var names: [String] = []
    names.reserveCapacity(controllers.count)
    for controller in controllers { names.append(name(of: controller)) }
    return names
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
      case .dismiss: running.isPull ? .pullDismiss : interactive ? .interactiveDismiss : .dismiss
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

  private func recognizerState(_ recognizer: UIGestureRecognizer?) -> RecognizerState {
    guard let recognizer else { return .disabled }
    switch recognizer.state {
    case .possible: return .possible
    case .began: return .began
    case .changed: return .changed
    case .ended: return .ended
    case .cancelled: return .cancelled
    case .failed: return .failed
    }
  }

  /// Brings the screen states up to date in place; the array is copied only when a
  /// screen changed since the last snapshot.
  private func updateScreenCache(transition: TransitionState?) {
    let poppedName = transition?.kind == .interactivePop ? transition?.from : nil
    for index in controllers.indices {
      guard let controller = controllers[index] else { continue }
      let appearance: ScreenState.Appearance =
        switch controller.appearance {
        case .none: .none
        case .appearing: .appearing
        case .appeared: .appeared
        case .disappearing: .disappearing
        case .disappeared: .disappeared
        }
      let loaded = controller.isViewLoaded
      let beingPopped =
        controller.isMovingFromParent && poppedName == screenNames[index]
      if screenCache[index].appearance != appearance || screenCache[index].loaded != loaded
        || screenCache[index].beingPopped != beingPopped
      {
        screenCache[index].appearance = appearance
        screenCache[index].loaded = loaded
        screenCache[index].beingPopped = beingPopped
      }
      // [K6] With a tab bar, the flag the app's code may set for itself is the one that
      // counts.
      let hides = controller.hidesBottomBarWhenPushed
      if world.tabs, screenCache[index].settings.hidesBottomBar != hides {
        screenCache[index].settings.hidesBottomBar = hides
      }
    }
  }

  /// The scroll views' states, updated in place; copied only when one changed.
  private func scrollStates() -> [ScrollState] {
    let now = simulation.time
    for index in scrollSlots.indices {
      let view = scrollSlots[index].view
      let offset = view?.modelOffset ?? scrollSlots[index].declaredOffset
      var decelerating = false
      // A loaded view's own deceleration, which a touch may have stopped ([K7]); the
      // declared one until it loads.
      let until = view.map(\.deceleratingUntil) ?? scrollSlots[index].declaredDeceleratingUntil
      if scrollSlots[index].isHorizontal, let until {
        decelerating = now < until
      }
      if scrollCache[index].offset != offset || scrollCache[index].decelerating != decelerating {
        scrollCache[index].offset = offset
        scrollCache[index].decelerating = decelerating
      }
    }
    return scrollCache
  }

  private func trackingItem() -> ItemID? {
    guard let view = simulation.trackingScrollView else { return nil }
    for index in scrollSlots.indices where scrollSlots[index].view === view {
      return scrollSlots[index].id
    }
    return nil
  }

  /// The callback log: the one so far, with the mirror's new events appended.
  private func callbacks() -> EventLog<Callback> {
    guard eventsTaken < simulation.eventCount else { return callbackLog }
    let events = simulation.events
    while eventsTaken < events.count {
      if let callback = callback(events[eventsTaken]) { callbackLog.append(callback) }
      eventsTaken += 1
    }
    return callbackLog
  }

  private func callback(_ event: UIKitEvent) -> Callback? {
    switch event {
    case .load(let controller), .willAppear(let controller), .didAppear(let controller),
      .willDisappear(let controller), .didDisappear(let controller),
      .willShow(let controller), .didShow(let controller):
      guard let name = screenName(of: controller) else { return nil }
      switch event {
      case .load: return .load(name)
      case .willAppear: return .willAppear(name)
      case .didAppear: return .didAppear(name)
      case .willDisappear: return .willDisappear(name)
      case .didDisappear: return .didDisappear(name)
      case .willShow: return .willShow(name)
      case .didShow: return .didShow(name)
      default: return nil
      }
    case .willDismiss(let presented), .didDismiss(let presented),
      .didAttemptToDismiss(let presented):
      // The delegate's calls name the sheet by its bottom screen ([N7]).
      let bottom = (presented as? UINavigationController)?.viewControllers.first ?? presented
      guard let name = screenName(of: bottom) else { return nil }
      switch event {
      case .willDismiss: return .willDismiss(name)
      case .didDismiss: return .didDismiss(name)
      default: return .didAttemptToDismiss(name)
      }
    }
  }
}

extension AppHost {
  /// The first pan the app attached to the current navigation controller's view: the
  /// observable `pan` (spec [U13]).
  var appPan: UIGestureRecognizer? {
    let current = containers.last
    let systemPop = current?.interactivePopGestureRecognizer
    let contentPop = current?.interactiveContentPopGestureRecognizer
    for recognizer in current?.viewIfLoaded?.gestureRecognizers ?? []
    where recognizer !== systemPop && recognizer !== contentPop
      && recognizer is UIPanGestureRecognizer
    {
      return recognizer
    }
    return nil
  }

  /// Whether the app's pan drives UIKit's pop handler; `true` when there is no such pan.
  /// A pan that drives a transition of the app's own sets its own direction and fingers
  /// (spec section 12, invariant 7).
  package var appPanDrivesSystemPop: Bool {
    simulation.run { appPan?.drivesSystemPopHandler ?? true }
  }

  /// Why the system pop hears no touch in the state at rest, when UIKit says why.
  package var systemPopHint: String? { simulation.systemPopHint }
}
