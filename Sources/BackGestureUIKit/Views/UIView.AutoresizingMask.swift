import Foundation

extension UIView {
  /// The parts of a view's frame that grow or shrink when its superview's bounds change,
  /// as a set: the margins to the superview's edges and the view's own size.
  ///
  /// The empty set, UIKit's `UIViewAutoresizingNone`, keeps the frame as it is.
  public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    /// The bits of the set.
    public let rawValue: UInt

    /// Creates a set from its bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The margin to the superview's left edge.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The view's width.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The margin to the superview's right edge.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The margin to the superview's top edge.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The view's height.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The margin to the superview's bottom edge.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }
}
