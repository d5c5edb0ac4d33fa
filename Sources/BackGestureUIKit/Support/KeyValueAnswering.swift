import Foundation

/// An object of the mirror that answers, by key-value coding, the keys back-gesture code
/// reads from UIKit's objects: UIKit's private ones included (spec [U23]).
///
/// Where the Objective-C runtime does not exist (Linux), the mirror's `value(forKey:)` and
/// `setValue(_:forKey:)` on `NSObject` ask it first. Where it does (macOS), the runtime's
/// key-value coding finds the same answers through `@objc` accessors named as UIKit's.
@MainActor
protocol KeyValueAnswering: AnyObject {
  /// The value for a key, or `nil` when the mirror does not answer the key; an answer may
  /// itself be `nil`.
  func answer(forKey key: String) -> Any??
  /// Sets the value for a key; `false` when the mirror does not take the key.
  func take(_ value: Any?, forKey key: String) -> Bool
}

extension KeyValueAnswering {
  /// Takes no key.
  func take(_ value: Any?, forKey key: String) -> Bool { false }
}

/// One target–action pair of a recognizer, as UIKit's private `UIGestureRecognizerTarget`
/// shows it to key-value coding: its `target` key is the target.
final class GestureRecognizerTarget: NSObject {
  #if canImport(ObjectiveC)
  /// The target; the runtime's key-value coding reads it for `target`.
  @objc private(set) weak var target: AnyObject?
  #else
  /// The target.
  private(set) weak var target: AnyObject?
  #endif
  /// The action's name.
  let actionName: String

  /// Creates the record of a pair.
  init(target: AnyObject?, actionName: String) {
    self.target = target
    self.actionName = actionName
    super.init()
  }

  /// UIKit's form: `(action=handleNavigationTransition:, target=<Type 0x…>)`.
  override var description: String {
    let shown = target.map { "<\(type(of: $0)) \(ObjectIdentifier($0))>" } ?? "nil"
    return "(action=\(actionName), target=\(shown))"
  }

  /// The target for `target` (and UIKit's ivar name, `_target`).
  func answer(forKey key: String) -> Any?? {
    key == "target" || key == "_target" ? .some(target) : nil
  }
}
