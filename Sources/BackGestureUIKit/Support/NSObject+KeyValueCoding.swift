import Foundation

#if !canImport(ObjectiveC)
extension NSObject {
  /// Returns the value for a key, as the Objective-C runtime's key-value coding does for
  /// the keys back-gesture code reads.
  ///
  /// Declared only where the runtime does not exist (Linux). The mirror's objects answer
  /// the keys of spec [U23] as UIKit's do (a recognizer's `targets`, a target record's
  /// `target`, a navigation controller's `_isTransitioning` and
  /// `_cachedInteractionController`); any object answers a key that names one of its
  /// stored properties, or the property with a leading underscore, as key-value coding
  /// reads an instance variable. Any other key gives `nil`, where the runtime raises
  /// `NSUnknownKeyException`. This is an extension of `NSObject`, so a subclass cannot
  /// override it (or `value(forUndefinedKey:)`) as it can on iOS.
  public func value(forKey key: String) -> Any? {
    if let record = self as? GestureRecognizerTarget, let answer = record.answer(forKey: key) {
      return answer
    }
    if let found = self as? any KeyValueAnswering {
      // The mirror's objects live on the main actor, where key-value coding is used.
      nonisolated(unsafe) let answering = found
      nonisolated(unsafe) var answer: Any?? = nil
      MainActor.assumeIsolated { answer = answering.answer(forKey: key) }
      if let answer { return answer }
    }
    return StoredProperties.value(of: self, named: key)
  }

  /// Sets the value for a key, as the runtime's key-value coding does for the keys the
  /// mirror takes: a navigation controller's `navigationBar`. Any other key is ignored,
  /// where the runtime raises `NSUnknownKeyException` or sets an `@objc` property.
  public func setValue(_ value: Any?, forKey key: String) {
    guard let found = self as? any KeyValueAnswering else { return }
    nonisolated(unsafe) let answering = found
    nonisolated(unsafe) let value = value
    MainActor.assumeIsolated { _ = answering.take(value, forKey: key) }
  }
}

/// Key-value coding's reading of instance variables, by reflection.
enum StoredProperties {
  /// The value of the stored property named `key` or `_key`, in the object's class or a
  /// superclass; `nil` when there is none, or when its value is `nil`.
  static func value(of object: AnyObject, named key: String) -> Any? {
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children where child.label == key || child.label == "_" + key {
        return unwrapped(child.value)
      }
      mirror = current.superclassMirror
    }
    return nil
  }

  /// A value with its optional layers removed: `nil` for an empty optional.
  private static func unwrapped(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    guard let wrapped = mirror.children.first?.value else { return nil }
    return unwrapped(wrapped)
  }
}
#endif
