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
    /// A finger lifted outside.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
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

  /// A finger that touches down on an enabled control starts tracking it and sends
  /// `touchDown` (spec [U29]).
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, !isTracking, !touches.isEmpty,
      UIKitSimulation.current?.plantedFaults.contains(.controlEventsIgnored) != true
    else { return }
    isTracking = true
    isTouchInside = true
    sendActions(for: .touchDown)
  }

  /// The tracking finger moved: inside the bounds it sends `touchDragInside`.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking, let touch = touches.first else { return }
    isTouchInside = bounds.contains(touch.location(in: self))
    if isTouchInside { sendActions(for: .touchDragInside) }
  }

  /// The tracking finger lifted: `touchUpInside` inside the bounds, else `touchUpOutside`.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking, let touch = touches.first else { return }
    let inside = bounds.contains(touch.location(in: self))
    isTracking = false
    isTouchInside = false
    sendActions(for: inside ? .touchUpInside : .touchUpOutside)
  }

  /// The system or a recognizer took the tracking finger: `touchCancel`.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking else { return }
    isTracking = false
    isTouchInside = false
    sendActions(for: .touchCancel)
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

  /// A finger that lands on the knob starts tracking it ([C4]).
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    if let touch = touches.first, knobHolds(touch.location(in: self)) {
      isTracking = true
      isTouchInside = true
    }
  }

  /// The tracking finger lifted.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    isTracking = false
    isTouchInside = false
  }

  /// The system took the tracking finger.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    isTracking = false
    isTouchInside = false
  }

  /// A tracking slider keeps the touch from every recognizer that is not its own; one
  /// that is not tracking refuses a pan whose location is on the knob and whose drag is
  /// more across than down (decompiled `_UISlideriOSVisualElement`, [C4]).
  open override func gestureRecognizerShouldBegin(
    _ gestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    if gestureRecognizer.view === self { return true }
    if isTracking { return false }
    guard knobHolds(gestureRecognizer.location(in: self)),
      let pan = gestureRecognizer as? UIPanGestureRecognizer, pan.minimumNumberOfTouches <= 1
    else { return true }
    let drag = pan.translation(in: nil)
    return abs(Int(drag.x)) <= abs(Int(drag.y))
  }

  /// Whether a point of the slider's own space lies on its knob: the 48 pt square around
  /// the knob's centre, which rests at the value's share of the width from the leading
  /// end, halfway down ([C4]). The value's share is read in whole permille (model choice:
  /// the knob travels the whole width, not the width less the knob's).
  func knobHolds(_ point: CGPoint) -> Bool {
    let width = Int(bounds.width)
    let range = maximumValue - minimumValue
    let share = range > 0 ? Double((value - minimumValue) / range) : 0
    let permille = min(max(Int((share * 1000).rounded()), 0), 1000)
    let travel = permille * width / 1000
    let centreX = effectiveUserInterfaceLayoutDirection == .rightToLeft ? width - travel : travel
    let centreY = Int(bounds.height) / 2
    let x = Int(point.x.rounded(.down))
    let y = Int(point.y.rounded(.down))
    return centreX - 24 <= x && x < centreX + 24 && centreY - 24 <= y && y < centreY + 24
  }
}

/// A weak reference to a target.
struct WeakTarget {
  weak var object: AnyObject?

  init(_ object: AnyObject?) {
    self.object = object
  }
}
