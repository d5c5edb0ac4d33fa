import Foundation

/// A view that owns the touches that begin on it, such as a slider.
@preconcurrency @MainActor
open class UIControl: UIView {
  /// The events a control sends.
  public struct Event: OptionSet, Sendable {
    /// The bits of the set.
    public let rawValue: UInt

    /// Creates a set from its bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// A finger touched down.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A finger dragged inside.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A finger lifted inside.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// The system cancelled the touch.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The value changed.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
  }

  /// The states of a control, for the values a control keeps per state.
  public struct State: OptionSet, Sendable, Hashable {
    /// The bits of the set.
    public let rawValue: UInt

    /// Creates a set from its bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The normal state: enabled, not selected, not highlighted.
    public static let normal = State([])
    /// Highlighted, while a finger is on it.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
    /// Focused.
    public static let focused = State(rawValue: 1 << 3)
    /// The bits the app may use.
    public static let application = State(rawValue: 0x00FF_0000)
    /// The bits UIKit keeps for itself.
    public static let reserved = State(rawValue: 0xFF00_0000)
  }

  /// Whether the control responds.
  open var isEnabled = true
  /// Whether a finger is tracking the control.
  open internal(set) var isTracking = false
  /// Whether the tracking finger is inside.
  open internal(set) var isTouchInside = false

  private var actions: [(target: WeakTarget, action: Selector, events: Event)] = []

  /// Adds a target and action for events; for a pair that is already there (the same
  /// target and an equal ``Selector``) the events are added to the pair's.
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
    let object = targetObject(target)
    if let index = actions.firstIndex(where: { $0.target.object === object && $0.action == action })
    {
      actions[index].events.formUnion(controlEvents)
    } else {
      actions.append((WeakTarget(object), action, controlEvents))
    }
  }

  /// Removes events from target–action pairs; `nil` matches every target or action, and
  /// a pair left with no event is removed.
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
    let object = targetObject(target)
    actions = actions.compactMap { entry in
      guard
        (object == nil || entry.target.object === object)
          && (action == nil || entry.action == action)
      else { return entry }
      var kept = entry
      kept.events.subtract(controlEvents)
      return kept.events.isEmpty ? nil : kept
    }
  }

  /// Sends the actions of an event.
  open func sendActions(for controlEvents: UIControl.Event) {
    for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
      if let object = entry.target.object { entry.action.invoke(object, self) }
    }
  }

  /// A control keeps touches that begin on it from pans that are not its own.
  open override func gestureRecognizerShouldBegin(
    _ gestureRecognizer: UIGestureRecognizer
  )
    -> Bool
  {
    !(gestureRecognizer is UIPanGestureRecognizer) || gestureRecognizer.view === self
  }
}

/// A control that picks a value along a track.
@preconcurrency @MainActor
open class UISlider: UIControl {
  /// The value.
  open var value: Float = 0
  /// The smallest value.
  open var minimumValue: Float = 0
  /// The largest value.
  open var maximumValue: Float = 1
  /// Whether the value is sent while the thumb moves.
  open var isContinuous = true

  /// Sets the value, with or without an animation.
  open func setValue(_ value: Float, animated: Bool) {
    self.value = min(max(value, minimumValue), maximumValue)
  }
}

/// A weak reference to a target.
struct WeakTarget {
  weak var object: AnyObject?

  init(_ object: AnyObject?) {
    self.object = object
  }
}
