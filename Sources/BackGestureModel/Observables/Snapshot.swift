/// Every observable of the world after a step, as one equatable value (spec section 10).
///
/// The fields live in one storage that copies share until one of them changes (copy on
/// write): the checks copy a snapshot several times a step (the state before, at the
/// decision moment and after), which then costs one reference instead of one for each
/// list. Equal storages compare equal at once.
public struct Snapshot: Sendable, Hashable {
  /// The fields, shared by copies until one changes.
  @usableFromInline var storage: Storage
  /// The clock, in milliseconds.
  @inlinable public var time: Int {
    get { storage.time }
    _modify {
      makeUnique()
      yield &storage.time
    }
    set {
      makeUnique()
      storage.time = newValue
    }
  }
  /// The containers, root first.
  @inlinable public var containers: [ContainerState] {
    get { storage.containers }
    _modify {
      makeUnique()
      yield &storage.containers
    }
    set {
      makeUnique()
      storage.containers = newValue
    }
  }
  /// The transition in flight, if any.
  @inlinable public var transition: TransitionState? {
    get { storage.transition }
    _modify {
      makeUnique()
      yield &storage.transition
    }
    set {
      makeUnique()
      storage.transition = newValue
    }
  }
  /// The full-screen pan recognizer's state.
  @inlinable public var pan: RecognizerState {
    get { storage.pan }
    _modify {
      makeUnique()
      yield &storage.pan
    }
    set {
      makeUnique()
      storage.pan = newValue
    }
  }
  /// The system edge recognizer's state.
  @inlinable public var edge: RecognizerState {
    get { storage.edge }
    _modify {
      makeUnique()
      yield &storage.edge
    }
    set {
      makeUnique()
      storage.edge = newValue
    }
  }
  /// The content pop's state: `disabled` unless the world runs on `ios26` and the
  /// preset keeps the system pop ([G10]).
  @inlinable public var content: RecognizerState {
    get { storage.content }
    _modify {
      makeUnique()
      yield &storage.content
    }
    set {
      makeUnique()
      storage.content = newValue
    }
  }
  /// The fingers that are down, by ascending id.
  @inlinable public var fingers: [FingerState] {
    get { storage.fingers }
    _modify {
      makeUnique()
      yield &storage.fingers
    }
    set {
      makeUnique()
      storage.fingers = newValue
    }
  }
  /// Every screen of the world, in declaration order.
  @inlinable public var screens: [ScreenState] {
    get { storage.screens }
    _modify {
      makeUnique()
      yield &storage.screens
    }
    set {
      makeUnique()
      storage.screens = newValue
    }
  }
  /// Every scroll view of the world, by screen declaration order and item index.
  @inlinable public var scrollViews: [ScrollState] {
    get { storage.scrollViews }
    _modify {
      makeUnique()
      yield &storage.scrollViews
    }
    set {
      makeUnique()
      storage.scrollViews = newValue
    }
  }
  /// The scroll view that tracks a finger, if any.
  @inlinable public var trackingItem: ItemID? {
    get { storage.trackingItem }
    _modify {
      makeUnique()
      yield &storage.trackingItem
    }
    set {
      makeUnique()
      storage.trackingItem = newValue
    }
  }
  /// The keyboard, the tab bar and search (spec [K1] to [K7]).
  @inlinable public var system: SystemUIState {
    get { storage.system }
    _modify {
      makeUnique()
      yield &storage.system
    }
    set {
      makeUnique()
      storage.system = newValue
    }
  }
  /// Every callback since time 0, in order; shared with the model's log, not copied.
  @inlinable public var callbacks: EventLog<Callback> {
    get { storage.callbacks }
    _modify {
      makeUnique()
      yield &storage.callbacks
    }
    set {
      makeUnique()
      storage.callbacks = newValue
    }
  }
  /// Every outcome since time 0, in order; shared with the model's log, not copied.
  @inlinable public var outcomes: EventLog<Outcome> {
    get { storage.outcomes }
    _modify {
      makeUnique()
      yield &storage.outcomes
    }
    set {
      makeUnique()
      storage.outcomes = newValue
    }
  }
  /// Every call of an app's own code that UIKit does not allow, since time 0, in order
  /// (spec section 14); always empty for the reference engine and the oracle.
  @inlinable public var faults: [String] {
    get { storage.faults }
    _modify {
      makeUnique()
      yield &storage.faults
    }
    set {
      makeUnique()
      storage.faults = newValue
    }
  }
  /// The app's own state it asked the checker to watch (spec [U27]), by container and
  /// declared screen; always empty for the reference engine and the oracle.
  @inlinable public var appState: [AppValue] {
    get { storage.appState }
    _modify {
      makeUnique()
      yield &storage.appState
    }
    set {
      makeUnique()
      storage.appState = newValue
    }
  }

  /// Creates a snapshot.
  public init(
    time: Int, containers: [ContainerState], transition: TransitionState?,
    pan: RecognizerState, edge: RecognizerState, fingers: [FingerState],
    screens: [ScreenState], scrollViews: [ScrollState], trackingItem: ItemID?,
    callbacks: EventLog<Callback>, outcomes: EventLog<Outcome>, faults: [String] = [],
    content: RecognizerState = .disabled, appState: [AppValue] = [],
    system: SystemUIState = .none
  ) {
    storage = Storage(
      time: time,
      containers: containers,
      transition: transition,
      pan: pan,
      edge: edge,
      content: content,
      fingers: fingers,
      screens: screens,
      scrollViews: scrollViews,
      trackingItem: trackingItem,
      system: system,
      callbacks: callbacks,
      outcomes: outcomes,
      faults: faults,
      appState: appState)
  }

  /// Gives this copy a storage of its own before it changes, when it shares one.
  @usableFromInline mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
  }

  /// Whether two snapshots have equal fields; at once when they share a storage.
  public static func == (lhs: Snapshot, rhs: Snapshot) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.fieldsEqual(rhs.storage)
  }

  /// Whether two snapshots are equal but for the clock and, unless `logs`, the callback
  /// log and the outcome list: how the liveness probes tell a state at rest they already
  /// probed, without a copy of either snapshot.
  package func equalsAtRest(_ other: Snapshot, comparingLogs logs: Bool) -> Bool {
    storage === other.storage || storage.fieldsEqual(other.storage, time: false, logs: logs)
  }

  /// Whether two snapshots show the same keyboard, search and tab bar; read where the
  /// fields are stored, so that neither state is copied out (which copies each of its
  /// optional texts).
  package func hasSystemUI(equalTo other: Snapshot) -> Bool {
    storage.system == other.storage.system
  }

  /// Whether the snapshot shows a given keyboard, search and tab bar; read in place.
  package func hasSystemUI(equalTo state: SystemUIState) -> Bool {
    storage.system == state
  }

  /// Whether the transition in flight is a given one (or both are none), read in place.
  package func hasTransition(equalTo transition: TransitionState?) -> Bool {
    storage.transition == transition
  }

  /// The kind of the transition in flight, read in place; `nil` when none.
  package var transitionKind: TransitionState.Kind? { storage.transition?.kind }

  /// The phase of the transition in flight, read in place; `nil` when none.
  package var transitionPhase: TransitionState.Phase? { storage.transition?.phase }

  /// Whether the keyboard, search or the tab bar shows: the system UI is not `.none`.
  package var showsSystemUI: Bool { storage.system != .none }

  /// Hashes every field.
  public func hash(into hasher: inout Hasher) {
    storage.hash(into: &hasher)
  }

  /// The current container: the top-most presentation, or the root (spec [N3]).
  ///
  /// Inlinable, so that a caller that reads one of its fields (its stack's top, its
  /// style) reads it in place instead of copying the whole container out.
  @inlinable public var current: ContainerState { containers[containers.count - 1] }

  /// Returns the state of the screen with a name, if it exists.
  public func screen(named name: String) -> ScreenState? {
    screens.first { $0.name == name }
  }
}

extension Snapshot {
  /// The fields of a snapshot, which its copies share until one changes.
  ///
  /// Only a snapshot that holds the sole reference writes to it, so it is never changed
  /// while shared; its accesses need no exclusivity check.
  @usableFromInline final class Storage: @unchecked Sendable {
    @exclusivity(unchecked) @usableFromInline var time: Int
    @exclusivity(unchecked) @usableFromInline var containers: [ContainerState]
    @exclusivity(unchecked) @usableFromInline var transition: TransitionState?
    @exclusivity(unchecked) @usableFromInline var pan: RecognizerState
    @exclusivity(unchecked) @usableFromInline var edge: RecognizerState
    @exclusivity(unchecked) @usableFromInline var content: RecognizerState
    @exclusivity(unchecked) @usableFromInline var fingers: [FingerState]
    @exclusivity(unchecked) @usableFromInline var screens: [ScreenState]
    @exclusivity(unchecked) @usableFromInline var scrollViews: [ScrollState]
    @exclusivity(unchecked) @usableFromInline var trackingItem: ItemID?
    @exclusivity(unchecked) @usableFromInline var system: SystemUIState
    @exclusivity(unchecked) @usableFromInline var callbacks: EventLog<Callback>
    @exclusivity(unchecked) @usableFromInline var outcomes: EventLog<Outcome>
    @exclusivity(unchecked) @usableFromInline var faults: [String]
    @exclusivity(unchecked) @usableFromInline var appState: [AppValue]

    init(
      time: Int,
      containers: [ContainerState],
      transition: TransitionState?,
      pan: RecognizerState,
      edge: RecognizerState,
      content: RecognizerState,
      fingers: [FingerState],
      screens: [ScreenState],
      scrollViews: [ScrollState],
      trackingItem: ItemID?,
      system: SystemUIState,
      callbacks: EventLog<Callback>,
      outcomes: EventLog<Outcome>,
      faults: [String],
      appState: [AppValue]
    ) {
      self.time = time
      self.containers = containers
      self.transition = transition
      self.pan = pan
      self.edge = edge
      self.content = content
      self.fingers = fingers
      self.screens = screens
      self.scrollViews = scrollViews
      self.trackingItem = trackingItem
      self.system = system
      self.callbacks = callbacks
      self.outcomes = outcomes
      self.faults = faults
      self.appState = appState
    }

    /// A storage of its own with the same fields.
    @usableFromInline func copy() -> Storage {
      Storage(
        time: time, containers: containers, transition: transition, pan: pan, edge: edge,
        content: content, fingers: fingers, screens: screens, scrollViews: scrollViews,
        trackingItem: trackingItem, system: system, callbacks: callbacks, outcomes: outcomes,
        faults: faults, appState: appState)
    }

    /// Whether every field is equal; the clock only when `time`, the callback log and
    /// the outcome list only when `logs`.
    func fieldsEqual(_ other: Storage, time: Bool = true, logs: Bool = true) -> Bool {
      (!time || self.time == other.time)
        && containers == other.containers
        && transition == other.transition
        && pan == other.pan
        && edge == other.edge
        && content == other.content
        && fingers == other.fingers
        && screens == other.screens
        && scrollViews == other.scrollViews
        && trackingItem == other.trackingItem
        && system == other.system
        && (!logs || (callbacks == other.callbacks && outcomes == other.outcomes))
        && faults == other.faults
        && appState == other.appState
    }

    /// Hashes every field, in declaration order.
    func hash(into hasher: inout Hasher) {
      hasher.combine(time)
      hasher.combine(containers)
      hasher.combine(transition)
      hasher.combine(pan)
      hasher.combine(edge)
      hasher.combine(content)
      hasher.combine(fingers)
      hasher.combine(screens)
      hasher.combine(scrollViews)
      hasher.combine(trackingItem)
      hasher.combine(system)
      hasher.combine(callbacks)
      hasher.combine(outcomes)
      hasher.combine(faults)
      hasher.combine(appState)
    }
  }
}

extension Snapshot: CustomReflectable {
  /// The fields, as a structure shows its stored properties.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        ("time", time as Any),
        ("containers", containers as Any),
        ("transition", transition as Any),
        ("pan", pan as Any),
        ("edge", edge as Any),
        ("content", content as Any),
        ("fingers", fingers as Any),
        ("screens", screens as Any),
        ("scrollViews", scrollViews as Any),
        ("trackingItem", trackingItem as Any),
        ("system", system as Any),
        ("callbacks", callbacks as Any),
        ("outcomes", outcomes as Any),
        ("faults", faults as Any),
        ("appState", appState as Any),
      ],
      displayStyle: .struct)
  }
}

/// The observable state of one container (spec [N1]).
public struct ContainerState: Sendable, Hashable {
  /// The stack, bottom first.
  public var stack: [String]
  /// Whether the container is in a push, pop or interactive transition.
  public var transitioning: Bool
  /// Whether the navigation bar is hidden.
  public var barHidden: Bool
  /// The bar style shown.
  public var barStyle: Int
  /// The page flag set by did-appear and will-disappear hooks (spec [B6]).
  public var pageFlag: Bool
  /// What an app's own navigation state says is on this container's stack (a router
  /// path), bottom first; `nil` when the app does not say (spec section 14).
  public var believedStack: [String]?
  /// How the container is presented; `fullScreen` for the root (spec [N6]).
  public var style: PresentationStyle

  /// Creates a container state.
  public init(
    stack: [String], transitioning: Bool, barHidden: Bool, barStyle: Int, pageFlag: Bool,
    believedStack: [String]? = nil, style: PresentationStyle = .fullScreen
  ) {
    self.stack = stack
    self.transitioning = transitioning
    self.barHidden = barHidden
    self.barStyle = barStyle
    self.pageFlag = pageFlag
    self.believedStack = believedStack
    self.style = style
  }
}

/// The transition in flight (spec section 10).
public struct TransitionState: Sendable, Hashable {
  /// What kind of transition it is.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A back swipe popping the top screen.
    case interactivePop
    /// A back swipe dismissing a one-screen presentation.
    case interactiveDismiss
    /// An animated push.
    case push
    /// An animated pop.
    case pop
    /// An animated pop to the root.
    case popToRoot
    /// An animated replacement of the stack.
    case setStack
    /// An animated presentation.
    case present
    /// An animated dismissal.
    case dismiss
    /// A finger pulling a page sheet down ([N7]).
    case pullDismiss
  }

  /// Where the transition is in its life.
  public enum Phase: String, Sendable, Hashable, CaseIterable {
    /// A finger drives the progress.
    case interactive
    /// Released or cancelled, animating to the end.
    case finishing
    /// Released or cancelled, animating back to the start.
    case cancelling
    /// A programmatic operation's animation.
    case animating
  }

  /// The kind.
  public var kind: Kind
  /// The index of the container it runs in (for present and dismiss, the presented one).
  public var container: Int
  /// The screen being left.
  public var from: String
  /// The screen being shown.
  public var to: String
  /// The phase.
  public var phase: Phase
  /// The progress in permille, for the interactive kinds; 0 otherwise.
  public var progress: Int
  /// The duration in milliseconds.
  public var duration: Int
  /// The end time in milliseconds, once known (not while interactive).
  public var endsAt: Int?

  /// Creates a transition state.
  public init(
    kind: Kind, container: Int, from: String, to: String, phase: Phase, progress: Int,
    duration: Int, endsAt: Int?
  ) {
    self.kind = kind
    self.container = container
    self.from = from
    self.to = to
    self.phase = phase
    self.progress = progress
    self.duration = duration
    self.endsAt = endsAt
  }
}

/// A gesture recognizer's state (spec section 4).
public enum RecognizerState: String, Sendable, Hashable, CaseIterable {
  /// The recognizer does not exist on this device under this policy.
  case disabled
  /// Waiting for a finger, or tracking one before its decision moment.
  case possible
  /// It began at its decision moment.
  case began
  /// The tracked finger moved after it began.
  case changed
  /// The tracked finger lifted after it began.
  case ended
  /// The system cancelled its touches after it began.
  case cancelled
  /// It did not begin: refused, lost, a tap, or cancelled before its decision.
  case failed
}

/// A finger that is down.
public struct FingerState: Sendable, Hashable {
  /// The finger's id, 1 to 9.
  public var id: Int
  /// Where it is.
  public var point: Point
  /// Whether the window ignores the finger: it went down while a presentation or a
  /// dismissal animated, so nothing hears it until it lifts (spec [O8]).
  public var ignored: Bool

  /// Creates a finger state.
  public init(id: Int, point: Point, ignored: Bool = false) {
    self.id = id
    self.point = point
    self.ignored = ignored
  }
}

/// The observable state of one screen.
public struct ScreenState: Sendable, Hashable {
  /// Where a screen is in its appearance life (spec [B5]).
  public enum Appearance: String, Sendable, Hashable, CaseIterable {
    /// Never appeared.
    case none
    /// Will-appear received, did-appear not yet.
    case appearing
    /// On screen.
    case appeared
    /// Will-disappear received, did-disappear not yet.
    case disappearing
    /// Off screen after having appeared.
    case disappeared
  }

  /// The name.
  public var name: String
  /// The appearance state.
  public var appearance: Appearance
  /// Whether the screen's view has loaded.
  public var loaded: Bool
  /// Whether an interactive pop of this screen is in flight (spec [B7]).
  public var beingPopped: Bool
  /// The settings as configured.
  public var settings: ScreenSettings

  /// Creates a screen state.
  public init(
    name: String, appearance: Appearance, loaded: Bool, beingPopped: Bool,
    settings: ScreenSettings
  ) {
    self.name = name
    self.appearance = appearance
    self.loaded = loaded
    self.beingPopped = beingPopped
    self.settings = settings
  }
}

/// The observable state of one scroll view.
public struct ScrollState: Sendable, Hashable {
  /// The item.
  public var item: ItemID
  /// The offset (leading coordinates for horizontal views).
  public var offset: Int
  /// Whether the view is decelerating at the snapshot's time.
  public var decelerating: Bool

  /// Creates a scroll state.
  public init(item: ItemID, offset: Int, decelerating: Bool) {
    self.item = item
    self.offset = offset
    self.decelerating = decelerating
  }
}
