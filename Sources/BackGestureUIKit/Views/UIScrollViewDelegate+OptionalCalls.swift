import Foundation

/// The requirement of a scroll view's delegate named `scrollViewDidEndDragging`, called as
/// Swift calls UIKit's optional methods:
/// `delegate?.scrollViewDidEndDragging?(scrollView, willDecelerate: true)`.
///
/// The protocol's extension adds a property of that name whose value is this struct,
/// never `nil`, and a closure property for each requirement with one unlabelled argument
/// (see `UIGestureRecognizerDelegateCalls`).
@preconcurrency @MainActor
public struct UIScrollViewDelegateCalls {
  /// The delegate the calls go to.
  let delegate: any UIScrollViewDelegate

  /// Calls `scrollViewDidEndDragging(_:willDecelerate:)`.
  public func callAsFunction(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    delegate.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
  }
}

extension UIScrollViewDelegate {
  /// `scrollViewDidScroll(_:)`, callable as UIKit's optional method is; never `nil`.
  public var scrollViewDidScroll: (@MainActor (UIScrollView) -> Void)? {
    { self.scrollViewDidScroll($0) }
  }

  /// `scrollViewWillBeginDragging(_:)`, callable as UIKit's optional method is; never `nil`.
  public var scrollViewWillBeginDragging: (@MainActor (UIScrollView) -> Void)? {
    { self.scrollViewWillBeginDragging($0) }
  }

  /// `scrollViewDidEndDragging(_:willDecelerate:)`, callable as UIKit's optional method is;
  /// never `nil`.
  public var scrollViewDidEndDragging: UIScrollViewDelegateCalls? {
    UIScrollViewDelegateCalls(delegate: self)
  }
}
