import Foundation

/// An object that responds to touches: the base of views and view controllers.
@preconcurrency @MainActor
open class UIResponder: NSObject {
  #if !canImport(ObjectiveC)
  /// The values associated with the responder (`objc_setAssociatedObject`), which go when it
  /// goes; read and written under their lock only.
  nonisolated(unsafe) var associatedValuesStorage: AssociatedValues?
  #endif

  /// The next responder in the chain, if any.
  open var next: UIResponder? { nil }

  // MARK: The first responder (spec [K1])

  /// Whether the responder can take the keyboard; `false` unless a subclass says so.
  open var canBecomeFirstResponder: Bool { false }
  /// Whether the responder lets the keyboard go when asked; `true` by default.
  open var canResignFirstResponder: Bool { true }
  /// Whether the responder is the window's first responder.
  open var isFirstResponder: Bool { UIKitSimulation.current?.window.firstResponder === self }
  /// The view shown above the keyboard while the responder is first, if any.
  open var inputAccessoryView: UIView? { nil }
  /// The view shown in place of the keyboard while the responder is first, if any.
  open var inputView: UIView? { nil }

  /// Asks to become the window's first responder; returns whether it did.
  ///
  /// It does when it can (``canBecomeFirstResponder``), it is in the window (a view in
  /// the window or in the input accessory of the responder that is first, a controller
  /// whose view is in the window), and the first responder before it lets go.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard let window = UIKitSimulation.current?.window else { return false }
    if window.firstResponder === self { return true }
    guard canBecomeFirstResponder, window.holds(self) else { return false }
    if let current = window.firstResponder, !current.resignFirstResponder() { return false }
    window.firstResponder = self
    return true
  }

  /// Gives up the keyboard; returns whether it did (a responder that is not first
  /// returns `true`).
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard let window = UIKitSimulation.current?.window, window.firstResponder === self else {
      return true
    }
    guard canResignFirstResponder else { return false }
    window.firstResponder = nil
    return true
  }

  /// Reloads the input views; the mirror draws none, so this does nothing.
  open func reloadInputViews() {}

  /// Tells the responder that touches began; a view hears of a touch that began in it
  /// after its recognizers (spec [TD7]). The default does nothing: there is no responder
  /// chain to forward to.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Tells the responder that touches moved.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Tells the responder that touches ended.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Tells the responder that the system cancelled touches.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// An event: the touches of one moment.
@preconcurrency @MainActor
open class UIEvent: NSObject {
  /// Every touch of the event.
  open internal(set) var allTouches: Set<UITouch>?
  /// The time of the event, in seconds.
  open internal(set) var timestamp: TimeInterval = 0

  init(touches: Set<UITouch>, time: Int) {
    allTouches = touches
    timestamp = TimeInterval(time) / 1000
  }

  /// The touches of the event that began in a view.
  open func touches(for view: UIView) -> Set<UITouch>? {
    allTouches?.filter { $0.view === view }
  }

  /// The touches of the event that began in a window.
  open func touches(for window: UIWindow) -> Set<UITouch>? {
    allTouches?.filter { $0.window === window }
  }

  /// The touches of the event that a recognizer tracks (spec [TD1]).
  open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
    allTouches?.filter { gesture.tracks($0) }
  }
}

/// A physical press; the mirror has none, but delegate methods name the type.
@preconcurrency @MainActor
open class UIPress: NSObject {}

/// A finger on the screen.
@preconcurrency @MainActor
open class UITouch: NSObject {
  /// Where a touch is in its life.
  public enum Phase: Int, Sendable {
    /// The finger touched down.
    case began
    /// The finger moved.
    case moved
    /// The finger rests.
    case stationary
    /// The finger lifted.
    case ended
    /// The system cancelled the touch.
    case cancelled
    /// A pointer entered a region.
    case regionEntered
    /// A pointer moved in a region.
    case regionMoved
    /// A pointer left a region.
    case regionExited
  }

  /// The phase.
  @exclusivity(unchecked) open internal(set) var phase: Phase = .began
  /// The view the touch began in.
  @exclusivity(unchecked) open internal(set) weak var view: UIView?
  /// The window the touch began in: the simulation's one window.
  @exclusivity(unchecked) open internal(set) weak var window: UIWindow?
  /// The time of the last change, in seconds.
  @exclusivity(unchecked) open internal(set) var timestamp: TimeInterval = 0
  /// The number of taps; always 1.
  open var tapCount: Int { 1 }
  /// The recognizers that receive the touch.
  @exclusivity(unchecked) open internal(set) var gestureRecognizers: [UIGestureRecognizer]? = []

  /// The finger's id in the scenario.
  package let finger: Int
  /// The location in window coordinates.
  package internal(set) var point: CGPoint {
    get { pointStorage }
    set { pointStorage = newValue }
  }
  /// The storage of ``point``; no access to it overlaps another.
  @exclusivity(unchecked) var pointStorage: CGPoint
  /// The location before the last move, in window coordinates.
  @exclusivity(unchecked) var previousPoint: CGPoint
  /// Where the touch stands with the view it began in (spec [TD7]).
  @exclusivity(unchecked) var viewDelivery = ViewDelivery.pending

  init(finger: Int, point: CGPoint, time: Int) {
    self.finger = finger
    pointStorage = point
    self.previousPoint = point
    timestamp = TimeInterval(time) / 1000
  }

  /// Returns the location in a view's coordinates, or in the window's for `nil`.
  open func location(in view: UIView?) -> CGPoint {
    view.map { $0.convert(point, from: nil) } ?? point
  }

  /// Returns the location before the last move, in a view's coordinates.
  open func previousLocation(in view: UIView?) -> CGPoint {
    view.map { $0.convert(previousPoint, from: nil) } ?? previousPoint
  }
}

#if !canImport(ObjectiveC)
extension UIResponder: AssociatedValuesHolder {}
#endif
