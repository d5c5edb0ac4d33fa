import Foundation

#if !canImport(ObjectiveC)
extension NSObjectProtocol {
  /// Returns whether the object has the method a selector names, as the Objective-C
  /// runtime's `responds(to:)` does.
  ///
  /// Declared only where the runtime does not exist (Linux), on `NSObjectProtocol`, so that
  /// a delegate typed by its protocol is asked as on iOS. A selector made from a method
  /// (`Selector(Self.handle)`) is answered by objects of the method's class; one named the
  /// Objective-C way, or made from a method with a `name:` and asked of an object of
  /// another class, is answered for the one name the mirror knows, UIKit's private pop
  /// handler on its own object (spec [U16]); any other name is not answered. The optional
  /// requirements of the mirror's protocols have defaults, so their names are not selectors
  /// the mirror can ask about. An extension cannot be overridden, so a class cannot forward
  /// `responds(to:)` as it can on iOS.
  public func responds(to aSelector: Selector!) -> Bool {
    guard let aSelector else { return false }
    return aSelector.isAnswered(self)
  }

  /// Sends a selector without an argument, as the runtime's `perform(_:)` does; returns
  /// `nil`, since the mirror's selectors name methods that return nothing.
  @discardableResult
  public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
    perform(aSelector, with: nil)
  }

  /// Sends a selector with an argument, as the runtime's `perform(_:with:)` does: the
  /// selector's method runs with the argument as its sender when the object has it; a
  /// selector the object does not answer does nothing, where the runtime raises an
  /// unrecognized-selector exception. Returns `nil`.
  @discardableResult
  public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
    guard let aSelector else { return nil }
    let sender = object.map { targetObject($0) }
    nonisolated(unsafe) let target: AnyObject = self
    nonisolated(unsafe) let argument = sender
    MainActor.assumeIsolated { aSelector.invoke(target, argument) }
    return nil
  }
}

/// Returns the selector with a name, as the Objective-C runtime's function does:
/// `Selector(name)`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
  Selector(aSelectorName)
}

/// Returns a selector's name, as the Objective-C runtime's function does: the name it was
/// made with, or for a selector made from a method without a `name:`, the place it was
/// made (`_mirror.File.swift:12:5`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func NSStringFromSelector(_ aSelector: Selector) -> String {
  aSelector.name
}
#endif
