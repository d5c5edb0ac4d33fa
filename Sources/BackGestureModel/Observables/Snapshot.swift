/// Every observable of the world after a step, as one equatable value (spec section 10).
public struct Snapshot: Sendable, Hashable {
  /// The clock, in milliseconds.
  public var time: Int
  /// The containers, root first.
  public var containers: [ContainerState]
  /// The transition in flight, if any.
  public var transition: TransitionState?
  /// The full-screen pan recognizer's state.
  public var pan: RecognizerState
  /// The system edge recognizer's state.
  public var edge: RecognizerState
  /// The content pop's state: `disabled` unless the world runs on `ios26` and the
  /// preset keeps the system pop ([G10]).
  public var content: RecognizerState
  /// The fingers that are down, by ascending id.
  public var fingers: [FingerState]
  /// Every screen of the world, in declaration order.
  public var screens: [ScreenState]
  /// Every scroll view of the world, by screen declaration order and item index.
  public var scrollViews: [ScrollState]
  /// The scroll view that tracks a finger, if any.
  public var trackingItem: ItemID?
  /// The keyboard, the tab bar and search (spec [K1] to [K7]).
  public var system: SystemUIState
  /// Every callback since time 0, in order; shared with the model's log, not copied.
  public var callbacks: EventLog<Callback>
  /// Every outcome since time 0, in order; shared with the model's log, not copied.
  public var outcomes: EventLog<Outcome>
  /// Every call of an app's own code that UIKit does not allow, since time 0, in order
  /// (spec section 14); always empty for the reference engine and the oracle.
  public var faults: [String]
  /// The app's own state it asked the checker to watch (spec [U27]), by container and
  /// declared screen; always empty for the reference engine and the oracle.
  public var appState: [AppValue]

  /// Creates a snapshot.
  public init(
    time: Int, containers: [ContainerState], transition: TransitionState?,
    pan: RecognizerState, edge: RecognizerState, fingers: [FingerState],
    screens: [ScreenState], scrollViews: [ScrollState], trackingItem: ItemID?,
    callbacks: EventLog<Callback>, outcomes: EventLog<Outcome>, faults: [String] = [],
    content: RecognizerState = .disabled, appState: [AppValue] = [],
    system: SystemUIState = .none
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
    self.callbacks = callbacks
    self.outcomes = outcomes
    self.faults = faults
    self.appState = appState
    self.system = system
  }

  /// The current container: the top-most presentation, or the root (spec [N3]).
  public var current: ContainerState { containers[containers.count - 1] }

  /// Returns the state of the screen with a name, if it exists.
  public func screen(named name: String) -> ScreenState? {
    screens.first { $0.name == name }
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
