import Foundation

/// The object behind a target-action target, as UIKit keeps it.
///
/// A target is almost always an object (a controller, a view), which a cast to
/// `NSObject` finds cheaply; anything else is boxed as `AnyObject` does.
func targetObject(_ target: Any) -> AnyObject {
  if let object = target as? NSObject { return object }
  return target as AnyObject
}

/// The object behind an optional target, or `nil`.
func targetObject(_ target: Any?) -> AnyObject? {
  guard let target else { return nil }
  return targetObject(target) as AnyObject
}
