#if canImport(ObjectiveC)
import Foundation
import ObjectiveC

/// The mirror's initializers on Objective-C's `Selector`, where the runtime exists.
///
/// On macOS `import Foundation` brings Objective-C's `Selector`, so the mirror declares
/// none of its own there (a second type of the same name would make `Selector` ambiguous
/// in a file that imports both). A selector made from a Swift method gets a name that
/// identifies it as the mirror's `Selector` on Linux does (its `name:`, or the place in
/// the source where it was made), and its method is kept under that name; `#selector`
/// and `@objc` methods work as on iOS, sent with `perform(_:with:)`.
extension Selector {
  /// Creates a selector for a method that takes its sender, such as `Self.handlePan`.
  ///
  /// - Parameters:
  ///   - method: The method, unapplied.
  ///   - name: A name that makes selectors made in different places equal; without one,
  ///     the place where the selector is made identifies it.
  ///   - file: The file the selector is made in; leave the default.
  ///   - line: The line; leave the default.
  ///   - column: The column; leave the default.
  @preconcurrency
  public init<Target: AnyObject, Sender: AnyObject>(
    _ method: @escaping @MainActor (Target) -> (Sender) -> Void,
    name: String? = nil, file: StaticString = #fileID, line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      registering: SelectorBody.method(method, name: name),
      as: name ?? SelectorBodies.siteName(file: file, line: line, column: column))
  }

  /// Creates a selector for a method without arguments, such as `Self.handleTap`.
  ///
  /// - Parameters:
  ///   - method: The method, unapplied.
  ///   - name: A name that makes selectors made in different places equal; without one,
  ///     the place where the selector is made identifies it.
  ///   - file: The file the selector is made in; leave the default.
  ///   - line: The line; leave the default.
  ///   - column: The column; leave the default.
  @preconcurrency
  public init<Target: AnyObject>(
    _ method: @escaping @MainActor (Target) -> () -> Void,
    name: String? = nil, file: StaticString = #fileID, line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      registering: SelectorBody.method(method, name: name),
      as: name ?? SelectorBodies.siteName(file: file, line: line, column: column))
  }

  /// Creates a selector that runs a closure with the sender, for the mirror's own wiring.
  init(name: String, _ body: @escaping @MainActor (AnyObject?) -> Void) {
    self.init(registering: { _, sender in body(sender) }, as: "_mirror." + name)
  }

  /// Registers a body under a name and makes the selector of that name.
  private init(
    registering body: @escaping @MainActor (AnyObject, AnyObject?) -> Void, as name: String
  ) {
    SelectorBodies.register(body, as: name)
    self = NSSelectorFromString(name)
  }

  /// The selector's name, as `NSStringFromSelector` gives it.
  var name: String { NSStringFromSelector(self) }

  /// Calls the method on a target with a sender: a body the mirror registered, UIKit's
  /// private pop handler, or an `@objc` method of the target sent with `perform(_:with:)`.
  @MainActor
  func invoke(_ target: AnyObject, _ sender: AnyObject?) {
    let name = NSStringFromSelector(self)
    if let body = SelectorBodies.body(named: name) {
      body(target, sender)
    } else if name == SelectorBody.systemPopHandlerName {
      SelectorBody.named(name, target: target, sender: sender)
    } else if let object = target as? NSObject, object.responds(to: self) {
      _ = object.perform(self, with: sender)
    }
  }
}

/// The bodies of the selectors made from Swift methods, by name.
enum SelectorBodies {
  /// The bodies; written once per name, read on the main actor.
  nonisolated(unsafe) private static var bodies:
    [String: @MainActor (AnyObject, AnyObject?) -> Void] = [:]
  /// Guards ``bodies``.
  private static let lock = NSLock()

  /// The name of a selector without a `name:`: the place where it was made.
  static func siteName(file: StaticString, line: UInt, column: UInt) -> String {
    "_mirror.\(file):\(line):\(column)"
  }

  /// Keeps a body under a name; the first body of a name stays (one place makes one method).
  static func register(
    _ body: @escaping @MainActor (AnyObject, AnyObject?) -> Void, as name: String
  ) {
    lock.lock()
    defer { lock.unlock() }
    if bodies[name] == nil { bodies[name] = body }
  }

  /// The body kept under a name, if any.
  static func body(named name: String) -> (@MainActor (AnyObject, AnyObject?) -> Void)? {
    lock.lock()
    defer { lock.unlock() }
    return bodies[name]
  }
}
#endif
