import Foundation

#if !canImport(ObjectiveC)
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
/// // …and later, with the same `action`:
/// pan.removeTarget(self, action: action)
/// ```
///
/// and `@objc` on the method, which Linux does not have, goes inside
/// `#if canImport(UIKit)` on the line above it.
///
/// Two selectors are equal when they were given the same `name:`, or, without one, when
/// they were made at the same place in the source (file, line and column). A closure
/// cannot be compared, so the place stands in for the method's name: `Selector(Self.a)`
/// written twice on two lines is two selectors, and a selector made once and kept (or made
/// in one helper) is one. `addTarget` and `removeTarget` compare selectors this way, so
/// remove a target with the selector it was added with, or give both the same `name:`
/// (`Selector(Self.handlePan, name: "handlePan:")`).
///
/// A selector given a `name:` is also that name, as an Objective-C selector is: sent to a
/// target that is not of the method's class, it is sent by name, and `responds(to:)`
/// answers by name likewise (``init(_:)`` says which names the mirror knows). So
/// `Selector(Self.handleNavigationTransition, name: "handleNavigationTransition:")`, made
/// from an app's empty method and aimed at UIKit's pop handler, drives the system pop.
///
/// Where the Objective-C runtime exists (macOS), the mirror declares no `Selector` of its
/// own: the selector is Objective-C's, which `import Foundation` also brings, and these
/// initializers are added to it (`Selector+ObjectiveC.swift`), so a file that imports both
/// Foundation and the mirror sees one `Selector`.
public struct Selector: @unchecked Sendable, Hashable {
  /// What makes two selectors the same.
  enum Identity: Hashable {
    /// The name given with `name:`.
    case named(String)
    /// The place in the source where a selector without a name was made.
    case site(file: SourceFile, line: UInt, column: UInt)
  }

  /// A file's `#fileID`, compared and hashed by its text without making a `String` of it.
  struct SourceFile: Hashable {
    /// The file's id.
    let id: StaticString

    /// Whether two ids have the same text.
    static func == (lhs: SourceFile, rhs: SourceFile) -> Bool {
      guard lhs.id.hasPointerRepresentation, rhs.id.hasPointerRepresentation else {
        return lhs.id.description == rhs.id.description
      }
      let count = lhs.id.utf8CodeUnitCount
      guard count == rhs.id.utf8CodeUnitCount else { return false }
      return lhs.id.utf8Start == rhs.id.utf8Start
        || memcmp(lhs.id.utf8Start, rhs.id.utf8Start, count) == 0
    }

    /// Hashes the id's text.
    func hash(into hasher: inout Hasher) {
      if id.hasPointerRepresentation {
        hasher.combine(
          bytes: UnsafeRawBufferPointer(start: id.utf8Start, count: id.utf8CodeUnitCount))
      } else {
        var text = id.description
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
      }
    }
  }

  /// Calls the method on a target with a sender; does nothing when either has another type.
  let body: @MainActor (AnyObject, AnyObject?) -> Void
  /// Whether an object has the method: `responds(to:)`.
  let isAnswered: @Sendable (AnyObject) -> Bool
  /// What makes two selectors the same.
  let identity: Identity

  /// Creates a selector for a method that takes its sender, such as `Self.handlePan`.
  ///
  /// - Parameters:
  ///   - method: The method, unapplied.
  ///   - name: A name that makes selectors made in different places equal, and by which
  ///     a target of another class is sent the selector; without one, the place where the
  ///     selector is made identifies it.
  ///   - file: The file the selector is made in; leave the default.
  ///   - line: The line; leave the default.
  ///   - column: The column; leave the default.
  @preconcurrency
  public init<Target: AnyObject, Sender: AnyObject>(
    _ method: @escaping @MainActor (Target) -> (Sender) -> Void,
    name: String? = nil, file: StaticString = #fileID, line: UInt = #line,
    column: UInt = #column
  ) {
    identity = Self.identity(name: name, file: file, line: line, column: column)
    body = SelectorBody.method(method, name: name)
    isAnswered = { SelectorBody.answers($0, of: Target.self, name: name) }
  }

  /// Creates a selector for a method without arguments, such as `Self.handleTap`.
  ///
  /// - Parameters:
  ///   - method: The method, unapplied.
  ///   - name: A name that makes selectors made in different places equal, and by which
  ///     a target of another class is sent the selector; without one, the place where the
  ///     selector is made identifies it.
  ///   - file: The file the selector is made in; leave the default.
  ///   - line: The line; leave the default.
  ///   - column: The column; leave the default.
  @preconcurrency
  public init<Target: AnyObject>(
    _ method: @escaping @MainActor (Target) -> () -> Void,
    name: String? = nil, file: StaticString = #fileID, line: UInt = #line,
    column: UInt = #column
  ) {
    identity = Self.identity(name: name, file: file, line: line, column: column)
    body = SelectorBody.method(method, name: name)
    isAnswered = { SelectorBody.answers($0, of: Target.self, name: name) }
  }

  /// Creates the selector of a method named the Objective-C way, as app code does to reach
  /// a method it cannot name in Swift: `Selector("handleNavigationTransition:")`.
  ///
  /// The mirror knows one such method, UIKit's private handler of the system pop, on the
  /// object that is both the system pop's target and its own delegate (spec [U16]): a pan
  /// of the app's that is given this target and action drives the pop as the system pop
  /// does. Invoked on another target, or made with another name, the selector does
  /// nothing, where UIKit would raise an unrecognized-selector exception.
  public init(_ name: String) {
    identity = .named(name)
    body = { target, sender in SelectorBody.named(name, target: target, sender: sender) }
    isAnswered = { SelectorBody.answers(name, target: $0) }
  }

  /// Creates a selector that runs a closure with the sender, for the mirror's own wiring.
  init(name: String, _ body: @escaping @MainActor (AnyObject?) -> Void) {
    identity = .named(name)
    self.body = { _, sender in body(sender) }
    isAnswered = { _ in true }
  }

  /// The selector's name: the name it was given, or, for one made from a method without a
  /// name, the place it was made (`_mirror.File.swift:12:5`), as the mirror names it where
  /// the Objective-C runtime exists.
  var name: String {
    switch identity {
    case .named(let name): return name
    case .site(let file, let line, let column):
      return "_mirror.\(file.id):\(line):\(column)"
    }
  }

  /// Calls the method on a target with a sender; does nothing when either has another type.
  @MainActor
  func invoke(_ target: AnyObject, _ sender: AnyObject?) {
    body(target, sender)
  }

  /// The identity of a selector: its name if it has one, otherwise where it was made.
  private static func identity(
    name: String?, file: StaticString, line: UInt, column: UInt
  ) -> Identity {
    if let name { return .named(name) }
    return .site(file: SourceFile(id: file), line: line, column: column)
  }

  /// Tells whether two selectors are the same: the same name, or made at the same place.
  public static func == (lhs: Selector, rhs: Selector) -> Bool {
    lhs.identity == rhs.identity
  }

  /// Hashes the selector's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(identity)
  }
}

extension Selector: ExpressibleByStringLiteral {
  /// Creates the selector named by a string literal, as the Objective-C runtime's
  /// `Selector` is (`action: "handleNavigationTransition:"`); the same as ``init(_:)``.
  public init(stringLiteral value: String) {
    self.init(value)
  }
}
#endif
