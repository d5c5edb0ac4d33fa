import BackGestureModel

/// A deterministic simulation of the back-gesture world that applies steps and exposes snapshots.
///
/// The engine is the reference implementation of `docs/Specification.md`: navigation
/// containers with their stacks, the `pan` and `edge` recognizers, scroll views,
/// interactive transitions and animated operations, all in whole numbers. It is a
/// value: copying it saves the whole simulation, and the same steps always give the
/// same snapshots.
///
/// ```swift
/// var engine = ReferenceEngine(world: world)
/// try engine.apply(Step(time: 0, action: .down(finger: 1, at: Point(x: 5, y: 300))))
/// let snapshot = try engine.apply(Step(time: 16, action: .move(finger: 1, to: Point(x: 40, y: 300))))
/// ```
///
/// Every decision that differs between systems goes through the policy, a
/// ``BackGesturePolicy``; the engine keeps no safety net of its own, so a policy that
/// forgets a rule produces the broken state that rule prevents.
public struct ReferenceEngine: Sendable {
  /// The device.
  let device: Device
  /// The system the world runs on ([D5]): on `ios26` an arrival interrupts an animated
  /// operation ([O7]).
  let system: OperatingSystem
  /// The policy consulted for every decision.
  let policy: any BackGesturePolicy
  /// The fault switches; empty for the reference engine.
  let faults: EngineFaults
  /// Every screen, in declaration order.
  var screens: [ScreenRecord]
  /// Every screen's items, arranged for the hit test, in declaration order; `nil` until
  /// the screen's first hit test, so that a run pays only for the screens it touches.
  var screenItems: [ScreenItems?]
  /// Per screen in declaration order, the index of its first scroll view in
  /// ``scrollViews``.
  let firstScrollViews: [Int]
  /// The containers, root first (spec [N2]).
  var containers: [NavigationContainer]
  /// Every scroll view, by screen declaration order and item index.
  var scrollViews: [ScrollViewState]
  /// The transitions in flight, in the order they started.
  var transitions: [Transition] = []
  /// The full-screen pan recognizer.
  var pan: Recognizer
  /// The system edge recognizer.
  var edge: Recognizer
  /// The content pop of iOS 26 ([G10]); disabled on `ios18`.
  var content: Recognizer
  /// The fingers down that the window delivers, by ascending id.
  var fingers: [FingerState] = []
  /// The fingers down that the window ignores, by ascending id: each went down while a
  /// presentation or a dismissal animated, or was down when one began (spec [O8]).
  var ignoredFingers: [FingerState] = []
  /// The scroll view that follows a finger, if any.
  var scrollTracking: ScrollTracking?
  /// The recognizer graph of the attempt past its decision moment, until its finger lifts.
  var arbitration: ArbitrationGraph?
  /// The finger pulling a page sheet down, past its decision moment ([N7]).
  var pull: SheetPull?
  /// The callback log since time 0.
  var callbacks: EventLog<Callback> = []
  /// The outcome list since time 0.
  var outcomes: EventLog<Outcome> = []
  /// The clock, in milliseconds.
  var time = 0
  /// Whether the root container is in a tab bar controller ([K6]).
  let tabs: Bool
  /// The screen whose first responder holds the keyboard up, if any ([K1]).
  var keyboard: String?

  /// Creates an engine for a world, with the policy of the world's preset.
  public init(world: World) {
    self.init(world: world, policy: .preset(world.preset))
  }

  /// Creates an engine for a world, driven by a policy value.
  public init(world: World, policy: GesturePolicy) {
    self.init(world: world, policy: policy as any BackGesturePolicy)
  }

  /// Creates an engine for a world, with a policy of the caller's choosing.
  ///
  /// The tops of the initial containers are loaded at time 0 without callbacks, the
  /// current screen has appeared and the tops of covered containers have disappeared
  /// (spec [S9], [B5]); bars and page flags start as [B4] and [B6] say.
  ///
  /// - Parameters:
  ///   - world: The initial world.
  ///   - policy: The policy consulted for every decision.
  /// - Precondition: every name on a stack is declared in the world and no stack is
  ///   empty.
  public init(world: World, policy: any BackGesturePolicy) {
    self.init(world: world, policy: policy, faults: [])
  }

  /// Creates an engine with fault switches that break it on purpose (the mutants and
  /// the planted faults); a test hook.
  package init(world: World, policy: any BackGesturePolicy, faults: EngineFaults) {
    device = world.device
    system = world.system
    tabs = world.tabs
    self.policy = policy
    self.faults = faults
    screens = world.screens.map(ScreenRecord.init)
    var firsts: [Int] = []
    var views: [ScrollViewState] = []
    for screen in world.screens {
      firsts.append(views.count)
      if !screen.content.isEmpty {
        views += Self.scrollViews(of: screen.name, ContentItem.numbered(screen.content))
      }
    }
    screenItems = Array(repeating: nil, count: world.screens.count)
    firstScrollViews = firsts
    scrollViews = views
    pan = Recognizer(kind: .pan, enabled: policy.isEnabled(.pan, on: world.device.idiom))
    edge = Recognizer(kind: .edge, enabled: policy.isEnabled(.edge, on: world.device.idiom))
    content = Recognizer(
      kind: .content,
      enabled: world.system == .ios26 && policy.isEnabled(.content, on: world.device.idiom))
    containers = []
    let stacks = [world.stack] + world.presentations
    // Container k > 0 has the style of presentation k - 1; a missing one is full screen.
    let styles =
      [PresentationStyle.fullScreen]
      + world.presentations.indices.map {
        $0 < world.presentationStyles.count ? world.presentationStyles[$0] : .fullScreen
      }
    for (index, stack) in stacks.enumerated() {
      precondition(!stack.isEmpty, "container \(index) has an empty stack")
      let top = screenIndex(stack[stack.count - 1])
      screens[top].loaded = true
      // A container under a full-screen presentation is hidden; one under a page sheet
      // stays in place ([N6]).
      let hidden = index < stacks.count - 1 && styles[index + 1] == .fullScreen
      screens[top].appearance = hidden ? .disappeared : .appeared
      // [B6]: a hidden container's top has disappeared, and its will-disappear set the
      // flag as a presentation over it does.
      let flag = policy.initialPageFlag(popDisabled: screens[top].effectivePopDisabled)
      containers.append(
        NavigationContainer(
          stack: stack, bar: policy.initialBar(top: screens[top].settings),
          pageFlag: hidden ? policy.pageFlagAfterWillDisappear(flag) : flag,
          style: styles[index]))
    }
  }

  /// Applies one step at its time and returns the snapshot after it (spec section 3).
  ///
  /// The clock first advances to the step's time, completing every animation that
  /// ends at or before it, earliest end first ([T1]); then the step applies ([T2]), a
  /// finger that goes down while a presentation or a dismissal animates, or that is down
  /// when one begins, reaching nothing until it lifts ([O8]); then any transition with no
  /// time left completes ([T3]).
  ///
  /// - Throws: ``EngineError/invalidStep(_:)`` when time goes backwards, a finger id is
  ///   outside 1...9, a `down` names a finger that is down, or a `move` or `up` one that
  ///   is not. A rejected step changes nothing.
  @discardableResult
  public mutating func apply(_ step: Step) throws(EngineError) -> Snapshot {
    try advance(step)
    return snapshot
  }

  /// Applies one step as ``apply(_:)`` does, without forming the snapshot after it: for
  /// a caller that reads only the state after several steps, such as a probe whose
  /// snapshot would list every scroll view after each step.
  package mutating func advance(_ step: Step) throws(EngineError) {
    try validate(step)
    advanceClock(to: step.time)
    switch step.action {
    case .down(let finger, let point) where windowIgnoresTouches:
      ignoreTouchDown(finger, at: point)
    case .down(let finger, let point): touchDown(finger, at: point)
    case .move(let finger, let point) where isIgnored(finger): moveIgnored(finger, to: point)
    case .move(let finger, let point): touchMoved(finger, to: point)
    case .up(let finger) where isIgnored(finger): ignoredFingers.removeAll { $0.id == finger }
    case .up(let finger): touchUp(finger)
    case .cancel:
      ignoredFingers.removeAll()
      cancelTouches()
    case .operation(let operation): perform(operation)
    case .back: tapBackButton()
    case .focus: focus()
    case .search: activateSearch()
    case .wait: break
    }
    completeAnimations(through: time)
  }

  /// Checks a step against the state without changing anything.
  private func validate(_ step: Step) throws(EngineError) {
    guard step.time >= time else {
      throw .invalidStep("time goes backwards: \(step.time) after \(time)")
    }
    switch step.action {
    case .down(let finger, _):
      try validate(finger: finger)
      if isDown(finger) { throw .invalidStep("finger \(finger) is already down") }
    case .move(let finger, _), .up(let finger):
      try validate(finger: finger)
      if !isDown(finger) { throw .invalidStep("finger \(finger) is not down") }
    case .cancel, .operation, .back, .focus, .search, .wait:
      break
    }
  }

  private func validate(finger: Int) throws(EngineError) {
    guard (1...9).contains(finger) else {
      throw .invalidStep("finger \(finger) is out of range 1...9")
    }
  }

  /// Whether a finger is down, delivered or ignored ([O8]).
  func isDown(_ finger: Int) -> Bool {
    fingers.contains { $0.id == finger } || isIgnored(finger)
  }

  /// Returns the index of a declared screen.
  func screenIndex(_ name: String) -> Int {
    guard let index = screens.firstIndex(where: { $0.name == name }) else {
      preconditionFailure("screen \(name) is not declared")
    }
    return index
  }

  /// Tells whether a screen is declared.
  func isDeclared(_ name: String) -> Bool {
    screens.contains { $0.name == name }
  }

  /// The index of the current container (spec [N3]).
  var currentIndex: Int { containers.count - 1 }

  /// Lists the scroll views of a screen's items, given in numbering order.
  private static func scrollViews(
    of screen: String, _ numbered: [ContentItem]
  )
    -> [ScrollViewState]
  {
    var views: [ScrollViewState] = []
    for (offset, item) in numbered.enumerated() {
      let id = ItemID(screen: screen, index: offset + 1)
      switch item {
      case .horizontalScroll(var view):
        view.items = []
        views.append(ScrollViewState(item: id, view: .horizontal(view)))
      case .verticalScroll(var view):
        view.items = []
        views.append(ScrollViewState(item: id, view: .vertical(view)))
      case .control, .cell: break
      }
    }
    return views
  }
}
