import Foundation

/// A recognizer of a tap: fingers that touch down and lift without moving away (spec
/// [G11]).
///
/// It recognizes at once, ending as it begins, when its last finger lifts within 10 pt
/// of where the first touched down; a finger that moves farther, more fingers than
/// ``numberOfTouchesRequired``, or a system cancel fail it. Like any recognizer it goes
/// through the recognizer graph: a recognizer it must wait for, or one that began first,
/// keeps it from recognizing.
///
/// ```swift
/// let tap = UITapGestureRecognizer(target: self, action: #selector(close))
/// view.addGestureRecognizer(tap)
/// ```
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// How many taps make the gesture; the mirror recognizes single taps only, so a value
  /// above 1 never recognizes (model choice).
  open var numberOfTapsRequired = 1
  /// How many fingers the tap needs.
  open var numberOfTouchesRequired = 1

  /// How far a finger may move from the first touch-down before the tap fails, in points
  /// (model choice: UIKit does not document it).
  static let allowableMovement: CGFloat = 10

  /// Where the first finger touched down, in window coordinates.
  private var origin: CGPoint?
  /// How many fingers touched down in this sequence.
  private var touchesSeen = 0

  /// Takes new fingers: one too many fails the tap.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) {
      if origin == nil { origin = touch.location(in: nil) }
      touchesSeen += 1
    }
    if touchesSeen > numberOfTouchesRequired { state = .failed }
  }

  /// A finger that moves too far fails the tap.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    guard let origin else { return }
    for touch in touches {
      let point = touch.location(in: nil)
      if abs(point.x - origin.x) > Self.allowableMovement
        || abs(point.y - origin.y) > Self.allowableMovement
      {
        state = .failed
        return
      }
    }
  }

  /// The last finger lifting ends the tap, when enough fingers touched down.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    guard state == .possible, trackedTouches.count <= touches.count else { return }
    state =
      touchesSeen == numberOfTouchesRequired && numberOfTapsRequired == 1 ? .ended : .failed
  }

  /// A system cancel fails the tap.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    state = .failed
  }

  /// Forgets the sequence once the tap ended or failed.
  open override func reset() {
    super.reset()
    origin = nil
    touchesSeen = 0
  }
}
