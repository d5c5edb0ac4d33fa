import Foundation

/// Searches and removals by identity on arrays of objects.
///
/// They are written outside the main actor on purpose: a closure that main-actor code
/// passes to the standard library (`contains(where:)`, `filter`, `removeAll(where:)`)
/// checks its executor each time it is called, which costs more than the search itself.
extension Array where Element: AnyObject {
  /// Whether the array holds an object.
  func containsObject(_ object: AnyObject?) -> Bool {
    for element in self where element === object { return true }
    return false
  }

  /// The first index of an object, if the array holds it.
  func firstIndexOfObject(_ object: AnyObject) -> Int? {
    for index in indices where self[index] === object { return index }
    return nil
  }

  /// Removes every occurrence of an object.
  mutating func removeObject(_ object: AnyObject) {
    guard containsObject(object) else { return }
    removeAll { $0 === object }
  }

  /// Whether the elements before an index hold an object.
  func containsObject(_ object: AnyObject, before end: Int) -> Bool {
    for index in 0..<end where self[index] === object { return true }
    return false
  }
}
