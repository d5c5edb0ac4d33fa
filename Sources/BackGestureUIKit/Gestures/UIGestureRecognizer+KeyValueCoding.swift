import Foundation

extension UIGestureRecognizer: KeyValueAnswering {
  /// UIKit's private `_targets`, which key-value coding reads for `targets` and `_targets`:
  /// one record per target–action pair, in the order they were added; for a navigation
  /// controller's system pop, UIKit's pop handler first (spec [U16], [U23]).
  var targetRecords: [NSObject] {
    targets.map { GestureRecognizerTarget(target: $0.target.object, actionName: $0.action.name) }
  }

  /// The recognizer's targets for `targets` and `_targets`.
  func answer(forKey key: String) -> Any?? {
    key == "targets" || key == "_targets" ? .some(targetRecords) : nil
  }
}

#if !canImport(ObjectiveC)
extension UIGestureRecognizer: AssociatedValuesHolder {}
#else
extension UIGestureRecognizer {
  /// The runtime's key-value coding finds this accessor for `targets` and `_targets`.
  @objc(_targets) var objcTargetRecords: [NSObject] { targetRecords }
}
#endif
