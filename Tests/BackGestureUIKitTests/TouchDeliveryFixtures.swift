import BackGestureUIKit

/// A pan that writes every call it gets, and what its gesture reads inside them, to a
/// shared log (spec [TD1]-[TD6]).
@MainActor
final class LoggingPan: UIPanGestureRecognizer {
  let log: CallLog
  /// What the pan read inside its last `touchesMoved(_:with:)`, as text.
  var readings: [String] = []

  init(log: CallLog) {
    self.log = log
    super.init(target: nil, action: nil)
  }

  override func shouldReceive(_ event: UIEvent) -> Bool {
    log.entries.append("pan.shouldReceive(event)")
    return true
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    log.entries.append("pan.touchesBegan")
    super.touchesBegan(touches, with: event)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    log.entries.append("pan.touchesMoved")
    super.touchesMoved(touches, with: event)
    let touch = touches.first!
    let text = { (point: CGPoint) in "\(Int(point.x)),\(Int(point.y))" }
    readings = [
      "location \(text(location(in: nil)))", "translation \(text(translation(in: nil)))",
      "velocity \(text(velocity(in: nil)))", "touches \(numberOfTouches)",
      "touch 0 \(text(location(ofTouch: 0, in: nil)))",
      "event \(event.timestamp) \(event.allTouches?.count ?? 0)",
      "for pan \(event.touches(for: self) == [touch])",
      "for view \(view.map { event.touches(for: $0) == [touch] } ?? false)",
    ]
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    log.entries.append("pan.touchesEnded")
    super.touchesEnded(touches, with: event)
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    log.entries.append("pan.touchesCancelled")
    super.touchesCancelled(touches, with: event)
  }

  override func reset() {
    super.reset()
    log.entries.append("pan.reset")
  }
}

/// A view that writes the touches it hears of to a shared log.
@MainActor
final class LoggingView: UIView {
  let log: CallLog

  init(frame: CGRect, log: CallLog) {
    self.log = log
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) { nil }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.entries.append("view.touchesBegan")
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.entries.append("view.touchesMoved")
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.entries.append("view.touchesEnded")
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.entries.append("view.touchesCancelled")
  }
}

/// A delegate and target that write what they are asked and told to a shared log.
@MainActor
final class LoggingDelegate: NSObject, UIGestureRecognizerDelegate {
  let log: CallLog
  var begins = true

  init(log: CallLog) {
    self.log = log
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent
  ) -> Bool {
    log.entries.append("delegate.shouldReceive(event)")
    return true
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool {
    log.entries.append("delegate.shouldReceive(touch)")
    return true
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    log.entries.append("delegate.shouldBegin")
    return begins
  }

  func handle(_ recognizer: UIGestureRecognizer) {
    log.entries.append("action \(recognizer.state.rawValue)")
  }
}

/// A pan that fails itself when its first movement is vertical or goes right to left,
/// checking after the pan's own `touchesMoved(_:with:)` has run.
@MainActor
final class RightwardPan: UIPanGestureRecognizer {
  private var judged = false

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    guard !judged, state == .possible, let touch = touches.first else { return }
    judged = true
    let dx = touch.location(in: nil).x - touch.previousLocation(in: nil).x
    let dy = touch.location(in: nil).y - touch.previousLocation(in: nil).y
    if dx <= 0 || abs(dy) > dx { state = .failed }
  }

  override func reset() {
    super.reset()
    judged = false
  }
}

/// A recognizer of its own class that begins once its finger is more than 30 pt from
/// where it touched down, reports each later move, and ends when the finger lifts.
@MainActor
final class FarDragRecognizer: UIGestureRecognizer {
  private var start: CGPoint?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    if start == nil { start = touches.first?.location(in: nil) }
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    guard let start, let point = touches.first?.location(in: nil) else { return }
    switch state {
    case .possible:
      if abs(point.x - start.x) > 30 || abs(point.y - start.y) > 30 { state = .began }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    state = state == .possible ? .failed : .ended
  }

  override func reset() {
    super.reset()
    start = nil
  }
}

/// A pan that gives up every touch it is offered.
@MainActor
final class IgnoringPan: UIPanGestureRecognizer {
  var moves = 0
  var resets = 0

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    for touch in touches { ignore(touch, for: event) }
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    moves += 1
    super.touchesMoved(touches, with: event)
  }

  override func reset() {
    super.reset()
    resets += 1
  }
}

/// A pan whose arbitration methods a test sets, as a subclass overrides them.
@MainActor
final class GraphPan: UIPanGestureRecognizer {
  var prevents = true
  var preventable = true
  var requires: UIGestureRecognizer?
  var requiredBy: UIGestureRecognizer?

  override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
    prevents
  }

  override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
    preventable
  }

  override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    otherGestureRecognizer === requires
  }

  override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    otherGestureRecognizer === requiredBy
  }
}
