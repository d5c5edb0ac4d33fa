/// A method to call on a target, the mirror's stand-in for an Objective-C selector.
///
/// UIKit wires gesture recognizers with `#selector(handle(_:))`, which needs the
/// Objective-C runtime; on Linux a selector is made from the method itself. The one
/// difference in an app's source is a small `#if`:
///
/// ```swift
/// #if canImport(UIKit)
/// let action = #selector(handlePan(_:))
/// #else
/// let action = Selector(Self.handlePan)
/// #endif
/// let pan = UIPanGestureRecognizer(target: self, action: action)
/// ```
///
/// and `@objc` on the method, which Linux does not have, goes inside
/// `#if canImport(UIKit)` on the line above it.
public struct Selector: @unchecked Sendable {
  /// Calls the method on a target with a sender; does nothing when either has another type.
  let invoke: @MainActor (AnyObject, AnyObject?) -> Void
  /// A name for messages.
  let name: String

  /// Creates a selector for a method that takes its sender, such as `Self.handlePan`.
  public init<Target: AnyObject, Sender: AnyObject>(
    _ method: @escaping @MainActor (Target) -> (Sender) -> Void,
    name: String = "action:"
  ) {
    self.name = name
    invoke = { target, sender in
      guard let target = target as? Target, let sender = sender as? Sender else { return }
      method(target)(sender)
    }
  }

  /// Creates a selector for a method without arguments, such as `Self.handleTap`.
  public init<Target: AnyObject>(
    _ method: @escaping @MainActor (Target) -> () -> Void, name: String = "action"
  ) {
    self.name = name
    invoke = { target, _ in
      guard let target = target as? Target else { return }
      method(target)()
    }
  }

  /// Creates a selector that runs a closure with the sender, for the mirror's own wiring.
  init(name: String, _ body: @escaping @MainActor (AnyObject?) -> Void) {
    self.name = name
    invoke = { _, sender in body(sender) }
  }
}
