import Foundation

// Foundation on Linux declares `CGPoint`, `CGSize` and `CGRect` without CoreGraphics'
// `applying(_:)`; where CoreGraphics exists (macOS) its own methods are the ones a shared
// file sees.
#if !canImport(CoreGraphics)
extension CGPoint {
  /// Returns the point mapped by an affine transform, as `CGPointApplyAffineTransform`
  /// does: `(a·x + c·y + tx, b·x + d·y + ty)`.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// Returns the size mapped by an affine transform without its translation, as
  /// `CGSizeApplyAffineTransform` does: `(a·width + c·height, b·width + d·height)`.
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// Returns the smallest rectangle that holds the rectangle's four corners mapped by an
  /// affine transform, as `CGRectApplyAffineTransform` does; the null rectangle stays null.
  ///
  /// The corners are those of the standardized rectangle, so the result has a non-negative
  /// width and height whatever the signs of the rectangle's size and of the transform.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    if isNull { return self }
    let corners = [
      CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(t) }
    let first = CGPoint(x: minX, y: minY).applying(t)
    var (left, top, right, bottom) = (first.x, first.y, first.x, first.y)
    for corner in corners {
      left = min(left, corner.x)
      top = min(top, corner.y)
      right = max(right, corner.x)
      bottom = max(bottom, corner.y)
    }
    return CGRect(x: left, y: top, width: right - left, height: bottom - top)
  }
}
#endif
