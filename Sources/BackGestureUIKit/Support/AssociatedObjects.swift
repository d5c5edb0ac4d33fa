import Foundation

#if !canImport(ObjectiveC)
/// How an associated value is kept, the Objective-C runtime's policies with their values.
///
/// Declared only where the runtime does not exist (Linux); on macOS the runtime's own
/// `objc_AssociationPolicy` and functions apply, and the mirror's objects, which are
/// `NSObject`s, work with them as UIKit's do.
// swift-format-ignore: AlwaysUseLowerCamelCase
public enum objc_AssociationPolicy: UInt, Sendable {
  /// A weak reference: the mirror reads `nil` once the value is gone, where the runtime
  /// keeps a dangling pointer.
  case OBJC_ASSOCIATION_ASSIGN = 0
  /// A strong reference.
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  /// A copy (`NSCopying`), kept strongly.
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  /// A strong reference, set atomically.
  case OBJC_ASSOCIATION_RETAIN = 0o1401
  /// A copy, set atomically.
  case OBJC_ASSOCIATION_COPY = 0o1403
}

/// Returns the value associated with an object for a key, or `nil`.
///
/// The key is an address, usually `&SomeType.someStaticVariable`, as with the runtime.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  AssociatedValues.value(of: object as AnyObject, for: key)
}

/// Associates a value with an object for a key, kept by a policy; `nil` removes it.
///
/// The value lives as long as the object, as with the runtime: for the mirror's views,
/// controllers and recognizers it goes when the object goes; for any other object, at the
/// next associated-object call after the object went.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  AssociatedValues.set(value, of: object as AnyObject, for: key, policy: policy)
}

/// Removes every value associated with an object.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func objc_removeAssociatedObjects(_ object: Any) {
  AssociatedValues.removeAll(of: object as AnyObject)
}

/// The values associated with one object, and the table of the objects that cannot keep
/// their own.
final class AssociatedValues: @unchecked Sendable {
  /// One kept value.
  enum Kept {
    /// A value kept strongly (or a value type, which has no lifetime).
    case strong(Any)
    /// An object kept weakly.
    case weak(WeakTarget)

    /// The value, or `nil` for an object that went.
    var value: Any? {
      switch self {
      case .strong(let value): return value
      case .weak(let box): return box.object
      }
    }
  }

  /// The values, by key.
  var values: [UnsafeRawPointer: Kept] = [:]
  /// The object the values belong to, for the table's entries.
  weak var owner: AnyObject?

  /// Guards every set of values and the table.
  private static let lock = NSLock()
  /// The values of objects that are not the mirror's, by object; an entry whose owner went
  /// is stale.
  nonisolated(unsafe) private static var table: [ObjectIdentifier: AssociatedValues] = [:]

  /// The value for a key.
  static func value(of object: AnyObject, for key: UnsafeRawPointer) -> Any? {
    lock.lock()
    defer { lock.unlock() }
    return values(of: object, creating: false)?.values[key]?.value
  }

  /// Sets or removes the value for a key.
  static func set(
    _ value: Any?, of object: AnyObject, for key: UnsafeRawPointer,
    policy: objc_AssociationPolicy
  ) {
    lock.lock()
    defer { lock.unlock() }
    sweep()
    guard let value else {
      values(of: object, creating: false)?.values[key] = nil
      return
    }
    values(of: object, creating: true)?.values[key] = kept(value, policy: policy)
  }

  /// Removes every value of an object.
  static func removeAll(of object: AnyObject) {
    lock.lock()
    defer { lock.unlock() }
    values(of: object, creating: false)?.values.removeAll()
  }

  /// How a value is kept under a policy.
  private static func kept(_ value: Any, policy: objc_AssociationPolicy) -> Kept {
    switch policy {
    case .OBJC_ASSOCIATION_ASSIGN:
      guard type(of: value) is AnyObject.Type else { return .strong(value) }
      return .weak(WeakTarget(value as AnyObject))
    case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
      if let copying = value as? NSCopying { return .strong(copying.copy(with: nil)) }
      return .strong(value)
    case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
      return .strong(value)
    }
  }

  /// The values of an object: its own, for the mirror's objects, or its table entry.
  private static func values(of object: AnyObject, creating: Bool) -> AssociatedValues? {
    if let holder = object as? any AssociatedValuesHolder {
      if let own = holder.associatedValuesStorage { return own }
      guard creating else { return nil }
      let made = AssociatedValues()
      holder.associatedValuesStorage = made
      return made
    }
    let id = ObjectIdentifier(object)
    if let entry = table[id], entry.owner === object { return entry }
    guard creating else { return nil }
    let made = AssociatedValues()
    made.owner = object
    table[id] = made
    return made
  }

  /// Drops the table's entries whose objects went, releasing their values.
  private static func sweep() {
    table = table.filter { $0.value.owner != nil }
  }
}

/// An object that keeps its associated values itself, so that they go exactly when it goes:
/// the mirror's responders (views, controllers) and recognizers.
protocol AssociatedValuesHolder: AnyObject {
  /// The values, made on first use; read and written only under the values' lock.
  var associatedValuesStorage: AssociatedValues? { get set }
}
#endif
