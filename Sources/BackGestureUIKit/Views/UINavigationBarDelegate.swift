import Foundation

/// The object a navigation bar asks before it pops an item; every method is optional.
///
/// A navigation controller is its bar's delegate in UIKit, and an app keeps a screen from
/// being popped by its back button (unsaved changes) in a subclass that adopts this
/// protocol. A tap on the back button (the `back` step, spec [O6] and [U15]) asks
/// ``navigationBar(_:shouldPop:)`` of the navigation controller when it adopts the
/// protocol, and pops its top when the answer is `true`.
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: NSObjectProtocol {
  /// Returns whether the bar may pop an item.
  func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
}

extension UINavigationBarDelegate {
  /// `true`: the item pops.
  public func navigationBar(
    _ navigationBar: UINavigationBar, shouldPop item: UINavigationItem
  ) -> Bool {
    true
  }
}
