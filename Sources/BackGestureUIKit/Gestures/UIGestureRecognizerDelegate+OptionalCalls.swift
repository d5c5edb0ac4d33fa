import Foundation

/// The requirements of a gesture recognizer's delegate named `gestureRecognizer`, called as
/// Swift calls UIKit's optional methods:
/// `delegate?.gestureRecognizer?(recognizer, shouldRecognizeSimultaneouslyWith: other)`.
///
/// UIKit's requirements are `@objc optional`, which Swift on Linux cannot declare; the
/// mirror's are ordinary requirements with defaults. So that a call written for UIKit
/// compiles, the protocol's extension adds a property with the requirements' base name
/// whose value is this callable struct, one `callAsFunction` per requirement with its
/// labels. The property is never `nil`: where UIKit's caller would get `nil` because the
/// method is not implemented, the mirror's default answers, with the value UIKit takes as
/// the default (docs/UIKitSurface.md, "Optional requirements").
@preconcurrency @MainActor
public struct UIGestureRecognizerDelegateCalls {
  /// The delegate the calls go to.
  let delegate: any UIGestureRecognizerDelegate

  /// Calls `gestureRecognizer(_:shouldReceive:)` for a touch.
  public func callAsFunction(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool {
    delegate.gestureRecognizer(gestureRecognizer, shouldReceive: touch)
  }

  /// Calls `gestureRecognizer(_:shouldReceive:)` for a press.
  public func callAsFunction(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress
  ) -> Bool {
    delegate.gestureRecognizer(gestureRecognizer, shouldReceive: press)
  }

  /// Calls `gestureRecognizer(_:shouldReceive:)` for an event.
  public func callAsFunction(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent
  ) -> Bool {
    delegate.gestureRecognizer(gestureRecognizer, shouldReceive: event)
  }

  /// Calls `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`.
  public func callAsFunction(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    delegate.gestureRecognizer(
      gestureRecognizer, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer)
  }

  /// Calls `gestureRecognizer(_:shouldRequireFailureOf:)`.
  public func callAsFunction(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    delegate.gestureRecognizer(gestureRecognizer, shouldRequireFailureOf: otherGestureRecognizer)
  }

  /// Calls `gestureRecognizer(_:shouldBeRequiredToFailBy:)`.
  public func callAsFunction(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    delegate.gestureRecognizer(
      gestureRecognizer, shouldBeRequiredToFailBy: otherGestureRecognizer)
  }
}

extension UIGestureRecognizerDelegate {
  /// The requirements named `gestureRecognizer`, callable as UIKit's optional methods are;
  /// never `nil`.
  public var gestureRecognizer: UIGestureRecognizerDelegateCalls? {
    UIGestureRecognizerDelegateCalls(delegate: self)
  }

  /// `gestureRecognizerShouldBegin(_:)`, callable as UIKit's optional method is:
  /// `delegate?.gestureRecognizerShouldBegin?(recognizer)`; never `nil`.
  public var gestureRecognizerShouldBegin: (@MainActor (UIGestureRecognizer) -> Bool)? {
    { self.gestureRecognizerShouldBegin($0) }
  }
}
