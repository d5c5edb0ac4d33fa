import Foundation

extension UIView {
  /// Resizes the subviews by their ``autoresizingMask`` after the view's size changed from
  /// an old size, as UIKit does when ``autoresizesSubviews`` is `true`.
  ///
  /// Along each axis the change of the view's length goes to the flexible parts of a
  /// subview's frame: its leading margin (`x`), its length (`width`) and its trailing
  /// margin (the old length less `x + width`). One flexible part takes the whole change;
  /// several share it in proportion to their lengths before the change, as Apple documents
  /// for `autoresizingMask`, or equally when those lengths add up to 0 (model choice: a
  /// view of zero size has no proportions); with none the frame stays where it is, which
  /// keeps its leading margin. A resized subview resizes its own subviews in turn.
  func resizeSubviews(from oldSize: CGSize) {
    guard autoresizesSubviews else { return }
    let newSize = frame.size
    for subview in subviews where !subview.autoresizingMask.isEmpty {
      let mask = subview.autoresizingMask
      var resized = subview.frame
      let (x, width) = (resized.origin.x, resized.size.width)
      let (y, height) = (resized.origin.y, resized.size.height)
      let horizontal = Self.shares(
        of: newSize.width - oldSize.width,
        lengths: (x, width, oldSize.width - x - width),
        flexible: (
          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
          mask.contains(.flexibleRightMargin)
        ))
      let vertical = Self.shares(
        of: newSize.height - oldSize.height,
        lengths: (y, height, oldSize.height - y - height),
        flexible: (
          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
          mask.contains(.flexibleBottomMargin)
        ))
      resized.origin.x += horizontal.margin
      resized.size.width += horizontal.length
      resized.origin.y += vertical.margin
      resized.size.height += vertical.length
      subview.frame = resized
    }
  }

  /// The shares of a change that go to a leading margin and to a length along one axis,
  /// from the lengths of the three parts and which of them are flexible; the trailing
  /// margin takes the rest.
  private static func shares(
    of change: CGFloat, lengths: (CGFloat, CGFloat, CGFloat), flexible: (Bool, Bool, Bool)
  ) -> (margin: CGFloat, length: CGFloat) {
    let parts = [(flexible.0, lengths.0), (flexible.1, lengths.1), (flexible.2, lengths.2)]
    let flexibleLengths = parts.filter(\.0).map(\.1)
    guard !flexibleLengths.isEmpty, change != 0 else { return (0, 0) }
    let total = flexibleLengths.reduce(0, +)
    func share(_ part: (Bool, CGFloat)) -> CGFloat {
      guard part.0 else { return 0 }
      return total == 0 ? change / CGFloat(flexibleLengths.count) : change * part.1 / total
    }
    return (share(parts[0]), share(parts[1]))
  }
}
