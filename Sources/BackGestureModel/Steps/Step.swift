/// One timed event of a scenario: a touch, an operation, or a wait (spec sections 3 and 11).
public struct Step: Sendable, Hashable {
  /// The absolute time in milliseconds; steps never go back in time.
  public var time: Int
  /// What happens.
  public var action: Action

  /// Creates a step.
  public init(time: Int, action: Action) {
    self.time = time
    self.action = action
  }

  /// What a step does.
  public enum Action: Sendable, Hashable {
    /// A finger touches down.
    case down(finger: Int, at: Point)
    /// A finger moves.
    case move(finger: Int, to: Point)
    /// A finger lifts.
    case up(finger: Int)
    /// The system cancels every finger that is down.
    case cancel
    /// A programmatic operation.
    case operation(Operation)
    /// A tap on the navigation bar's back button of the current container, which asks
    /// the bar's delegate before it pops (spec [O6]).
    case back
    /// A tap on the text field of the current screen, which makes it the first responder
    /// and brings up the keyboard when the screen has one and nothing is in flight (spec
    /// [K1]).
    case focus
    /// A tap on the search bar of the current screen, which activates its search
    /// controller and brings up the keyboard when the screen has one and nothing is in
    /// flight (spec [K4]).
    case search
    /// Nothing but the passing of time.
    case wait
  }
}

/// A programmatic navigation operation (spec section 8).
public struct Operation: Sendable, Hashable {
  /// The kind of operation, with its screen names.
  public enum Kind: Sendable, Hashable {
    /// Push a declared screen onto the current container.
    case push(String)
    /// Pop the top screen.
    case pop
    /// Pop to the root screen.
    case popToRoot
    /// Replace the current container's stack.
    case setStack([String])
    /// Present a new container holding these screens.
    case present([String])
    /// Dismiss the topmost presentation.
    case dismiss
  }

  /// The kind.
  public var kind: Kind
  /// Whether the operation animates; `instant` in the scenario format means `false`.
  public var animated: Bool
  /// How a `present` shows its container; `fullScreen` for every other kind.
  public var style: PresentationStyle

  /// Creates an operation.
  public init(_ kind: Kind, animated: Bool = true, style: PresentationStyle = .fullScreen) {
    self.kind = kind
    self.animated = animated
    self.style = style
  }

  /// The operation's keyword in the scenario format and the outcome list.
  public var keyword: String {
    switch kind {
    case .push: "push"
    case .pop: "pop"
    case .popToRoot: "pop-to-root"
    case .setStack: "set-stack"
    case .present: "present"
    case .dismiss: "dismiss"
    }
  }
}
