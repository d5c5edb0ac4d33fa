import Foundation

/// The requirement of a navigation bar's delegate named `navigationBar`, called as Swift
/// calls UIKit's optional methods: `delegate?.navigationBar?(bar, shouldPop: item)`.
///
/// The protocol's extension adds a property `navigationBar` whose value is this struct,
/// never `nil` (see `UIGestureRecognizerDelegateCalls`). A navigation controller subclass
/// that adopts the protocol keeps its own `navigationBar`: a member of the class wins over
/// the protocol extension's.
@preconcurrency @MainActor
public struct UINavigationBarDelegateCalls {
  /// The delegate the calls go to.
  let delegate: any UINavigationBarDelegate

  /// Calls `navigationBar(_:shouldPop:)`.
  public func callAsFunction(
    _ navigationBar: UINavigationBar, shouldPop item: UINavigationItem
  ) -> Bool {
    delegate.navigationBar(navigationBar, shouldPop: item)
  }
}

extension UINavigationBarDelegate {
  /// The requirement named `navigationBar`, callable as UIKit's optional method is; never
  /// `nil`.
  public var navigationBar: UINavigationBarDelegateCalls? {
    UINavigationBarDelegateCalls(delegate: self)
  }
}
