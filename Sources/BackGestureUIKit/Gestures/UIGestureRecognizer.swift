import Foundation

/// An object that recognizes a gesture from the touches in a view.
///
/// The mirror drives every recognizer through UIKit's state machine (docs/Specification.md,
/// section 14): a recognizer in `possible` tracks the first finger, decides once that
/// finger moves past the slop, and then calls its targets with `began`, `changed`,
/// `ended` or `cancelled`; after `ended`, `cancelled` or `failed` it returns to
/// `possible`, calling ``reset()``, once every finger is up.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
  /// The states of a recognizer.
  public enum State: Int, Sendable {
    /// It has not recognized its gesture yet.
    case possible
    /// It recognized its gesture; its targets are told.
    case began
    /// The gesture changed.
    case changed
    /// The gesture ended.
    case ended
    /// The gesture was cancelled.
    case cancelled
    /// It could not recognize its gesture.
    case failed

    /// A discrete gesture's recognized state, the same as `ended`.
    public static var recognized: State { .ended }
  }

  /// The state; settable, as `import UIKit.UIGestureRecognizerSubclass` makes it.
  ///
  /// A write takes effect at once: `began`, `changed`, `ended` and `cancelled` call the
  /// targets, as the recognizer's own transitions do; `failed` and `possible` only set it.
  /// A write made while the recognizer is calling its targets only sets it (spec [U6]).
  /// Writing `failed` lets the recognizers that wait for this one go on at once ([AR8]).
  /// A write from inside the recognizer's own `touches…` methods is its decision for the
  /// event, which the simulation acts on when the method returns ([TD4]).
  open var state: State {
    get { stateStorage }
    set {
      if delivery.isReceiving {
        receiveStateWrite(newValue)
        return
      }
      guard !isCallingTargets else {
        stateStorage = newValue
        return
      }
      transition(to: newValue)
      if newValue == .failed { UIKitSimulation.current?.resolveWaiters() }
    }
  }
  /// The state the mirror's own state machine writes without calling the targets.
  var stateStorage: State = .possible
  /// Whether the recognizer is calling its targets now.
  private var isCallingTargets = false
  /// Whether the recognizer receives touches; turning it off while it recognizes cancels
  /// the gesture.
  @exclusivity(unchecked) open var isEnabled = true {
    didSet {
      guard oldValue, !isEnabled else { return }
      switch state {
      case .began, .changed:
        transition(to: .cancelled)
      case .possible:
        trackedTouches.removeAll()
      case .ended, .cancelled, .failed:
        break
      }
    }
  }
  /// The object asked whether the recognizer may receive touches and begin.
  @exclusivity(unchecked) open weak var delegate: (any UIGestureRecognizerDelegate)?
  /// The view the recognizer is attached to.
  @exclusivity(unchecked) open internal(set) weak var view: UIView?
  /// Whether the touches of a recognized gesture are cancelled in the view.
  open var cancelsTouchesInView = true
  /// Whether touches reach the view only after the recognizer failed.
  open var delaysTouchesBegan = false
  /// Whether touch ends reach the view only after the recognizer failed.
  open var delaysTouchesEnded = true
  /// A name for debugging.
  open var name: String?

  /// The recognizers this one waits for (``require(toFail:)``, spec [AR5]).
  package private(set) var failureRequirements: [UIGestureRecognizer] = []
  #if !canImport(ObjectiveC)
  /// The values associated with the recognizer (`objc_setAssociatedObject`), which go when
  /// it goes; read and written under their lock only.
  nonisolated(unsafe) var associatedValuesStorage: AssociatedValues?
  #endif
  /// The target–action pairs, in the order they were added.
  @exclusivity(unchecked) private(set) var targets: [(target: WeakTarget, action: Selector)] = []
  /// The touches the recognizer tracks; the first drives it.
  @exclusivity(unchecked) var trackedTouches: [UITouch] = []
  /// The gesture's starting location in window coordinates.
  var startLocation: CGPoint = .zero
  /// The location that translation is measured from.
  var translationOrigin: CGPoint = .zero
  /// The last two locations and their times, for the velocity (spec [V1]).
  var samples = Samples()
  /// Whether the recognizer is the internal pan of a scroll view.
  var isScrollViewPan = false
  /// What the recognizer decided inside its own `touches…` methods ([TD3]-[TD5]).
  @exclusivity(unchecked) var delivery = Delivery()

  /// Creates a recognizer that sends an action to a target.
  public init(target: Any?, action: Selector?) {
    super.init()
    if let target, let action { addTarget(target, action: action) }
  }

  /// Creates a recognizer without a target.
  public convenience override init() {
    self.init(target: nil, action: nil)
  }

  /// Adds a target and action; a pair that is already there (the same object and an equal
  /// ``Selector``) is ignored.
  open func addTarget(_ target: Any, action: Selector) {
    let object = targetObject(target)
    for entry in targets where entry.target.object === object && entry.action == action {
      return
    }
    targets.append((WeakTarget(object), action))
  }

  /// Removes a target and action; `nil` matches every target or action.
  open func removeTarget(_ target: Any?, action: Selector?) {
    let object = targetObject(target)
    targets.removeAll { entry in
      (object == nil || entry.target.object === object) && (action == nil || entry.action == action)
    }
  }

  /// Makes the recognizer wait for another to fail before it begins (spec [AR5]).
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    failureRequirements.append(otherGestureRecognizer)
  }

  /// The number of touches the recognizer tracks.
  open var numberOfTouches: Int { trackedTouches.count }

  /// The gesture's location in a view's coordinates, or in the window's for `nil`.
  open func location(in view: UIView?) -> CGPoint {
    let point = currentLocation
    return view.map { $0.convert(point, from: nil) } ?? point
  }

  /// The location of one tracked touch.
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    guard trackedTouches.indices.contains(touchIndex) else { return .zero }
    return trackedTouches[touchIndex].location(in: view)
  }

  // MARK: For subclasses (UIGestureRecognizerSubclass)

  /// Called when the recognizer returns to `possible`, once per touch sequence, after the
  /// gesture ended, was cancelled or failed (spec [TD6]); subclasses reset their state.
  open func reset() {}
  /// Stops the recognizer from tracking a touch: no more of its events reach the
  /// recognizer, and the touch is not cancelled in its view ([TD6]).
  open func ignore(_ touch: UITouch, for event: UIEvent) {
    trackedTouches.removeObject(touch)
  }
  /// Whether this recognizer can prevent another from recognizing.
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  /// Whether another recognizer can prevent this one from recognizing.
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  /// Whether this recognizer waits for another to fail.
  open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
  /// Whether another recognizer waits for this one to fail.
  open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }
  /// Whether the recognizer receives an event; asked when a touch begins, before the
  /// delegate's `gestureRecognizer(_:shouldReceive:)` for the touch (spec [U5]).
  open func shouldReceive(_ event: UIEvent) -> Bool { true }
  /// Tells the recognizer that touches began, before its view hears of them (spec
  /// [TD2]); the base class decides nothing.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Tells the recognizer that touches moved; the base class decides nothing.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Tells the recognizer that touches ended; the base class decides nothing.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Tells the recognizer that touches were cancelled; the base class decides nothing.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

  // MARK: The state machine (not UIKit API)

  /// The location the gesture follows now: the first tracked touch's.
  var currentLocation: CGPoint {
    trackedTouches.first?.point ?? startLocation
  }

  /// Whether the recognizer tracks a touch.
  func tracks(_ touch: UITouch) -> Bool {
    trackedTouches.containsObject(touch)
  }

  /// Whether a touch drives the gesture: the first tracked touch.
  func isDriven(by touch: UITouch) -> Bool {
    trackedTouches.first === touch
  }

  /// Starts tracking a touch as the gesture's first.
  func startTracking(_ touch: UITouch, at time: Int) {
    trackedTouches.removeAll(keepingCapacity: true)
    trackedTouches.append(touch)
    let point = touch.point
    startLocation = point
    translationOrigin = point
    samples = Samples((time, point))
  }

  /// Records the current location for the velocity.
  func recordSample(at time: Int) {
    samples.append((time, currentLocation))
  }

  /// The velocity in points per second at a time, from the last two samples, truncated;
  /// zero with fewer than two, with two at the same time, or more than 100 ms after the
  /// last (spec [V1], [V2]).
  func velocity(at time: Int) -> CGPoint {
    guard let (s1, s2) = samples.pair else { return .zero }
    guard s2.time != s1.time, time - s2.time <= 100 else { return .zero }
    let dt = s2.time - s1.time
    let dx = Int(s2.point.x) - Int(s1.point.x)
    let dy = Int(s2.point.y) - Int(s1.point.y)
    return CGPoint(x: CGFloat(dx * 1000 / dt), y: CGFloat(dy * 1000 / dt))
  }

  /// Moves to a state and tells the targets, for the states that have targets.
  func transition(to newState: State) {
    stateStorage = newState
    if newState == .cancelled, isScrollViewPan {
      UIKitSimulation.current?.scrollPanCancelled(self)
    }
    switch newState {
    case .began, .changed, .ended, .cancelled:
      let wasCalling = isCallingTargets
      isCallingTargets = true
      defer { isCallingTargets = wasCalling }
      for entry in targets {
        if let object = entry.target.object { entry.action.invoke(object, self) }
      }
    case .possible, .failed:
      break
    }
  }

  /// Returns to `possible` after the gesture ended, was cancelled or failed, once every
  /// finger is up (spec [G9]).
  func resetIfFinished() {
    trackedTouches.removeAll(keepingCapacity: true)
    samples.removeAll()
    delivery = Delivery()
    guard stateStorage != .possible else { return }
    stateStorage = .possible
    reset()
  }
}

/// A recognizer of a continuous drag.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// The fewest fingers the pan needs.
  open var minimumNumberOfTouches = 1
  /// The most fingers the pan allows; a second finger beyond it before the pan begins
  /// makes it fail, and after it began is ignored (spec [G4], [G7]).
  @exclusivity(unchecked) open var maximumNumberOfTouches = Int.max

  /// The drag since the gesture began (or since the last ``setTranslation(_:in:)``).
  open func translation(in view: UIView?) -> CGPoint {
    let point = currentLocation
    return CGPoint(x: point.x - translationOrigin.x, y: point.y - translationOrigin.y)
  }

  /// Sets the translation, which also restarts the velocity.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    let point = currentLocation
    translationOrigin = CGPoint(x: point.x - translation.x, y: point.y - translation.y)
    samples.keepLast()
  }

  /// The velocity in points per second (spec [V1], [V2]).
  open func velocity(in view: UIView?) -> CGPoint {
    velocity(at: UIKitSimulation.current?.time ?? 0)
  }

  /// Takes new touches: a pan that has not begun fails when they make more fingers than
  /// ``maximumNumberOfTouches`` (spec [G4], [TD3]).
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    if delivery.isReceiving { UIKitSimulation.current?.panTouchesBegan(self) }
  }

  /// At the decision moment, decides whether the pan wants to begin; once it recognizes,
  /// reports the change ([G3], [G7], [TD3]).
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    if delivery.isReceiving { UIKitSimulation.current?.panTouchesMoved(self) }
  }

  /// Fails a pan that has not begun when its finger lifts, and ends one that recognizes
  /// when its last finger lifts ([G6], [G8], [TD3]).
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    if delivery.isReceiving { decideTouchesEnded(touches) }
  }

  /// Fails a pan that has not begun, and cancels one that recognizes ([G6], [G8], [TD3]).
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    if delivery.isReceiving { decideTouchesCancelled() }
  }

  /// The centroid of the tracked touches, truncated, when the pan allows several.
  override var currentLocation: CGPoint {
    guard maximumNumberOfTouches > 1, trackedTouches.count > 1 else {
      return super.currentLocation
    }
    var x = 0
    var y = 0
    for touch in trackedTouches {
      x += Int(touch.point.x)
      y += Int(touch.point.y)
    }
    return CGPoint(x: x / trackedTouches.count, y: y / trackedTouches.count)
  }
}

/// A pan that begins only from an edge of the screen; it uses its first touch only.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The edges the pan may begin from.
  @exclusivity(unchecked) open var edges: UIRectEdge = []

  /// The width of the zone along the edge, in points (spec [R-edgeZone]).
  static let zone = 20
}
