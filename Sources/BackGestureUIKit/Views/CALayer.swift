import Foundation

#if !canImport(QuartzCore)
/// The layer that draws a view, as Core Animation declares it; the mirror draws nothing, so
/// every value is kept, not read.
///
/// Declared only where Core Animation does not exist (Linux). Where it does (macOS), the
/// module re-exports QuartzCore, as `import UIKit` does, and a view's ``UIView/layer`` is
/// Core Animation's own `CALayer`, so that a file that imports QuartzCore beside the mirror
/// sees one `CALayer`. The members here are a subset of Core Animation's, with its types.
open class CALayer: NSObject {
  /// The radius of the rounded corners.
  open var cornerRadius: CGFloat = 0
  /// Whether sublayers are clipped to the layer's bounds; a view's `clipsToBounds`.
  open var masksToBounds = false
  /// The width of the border.
  open var borderWidth: CGFloat = 0
  /// The opacity, from 0 to 1.
  open var opacity: Float = 1
  /// The opacity of the shadow, from 0 to 1.
  open var shadowOpacity: Float = 0
  /// The blur radius of the shadow.
  open var shadowRadius: CGFloat = 3
  /// The offset of the shadow.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The layer's position along the z axis.
  open var zPosition: CGFloat = 0

  /// Creates a layer.
  public override init() {
    super.init()
  }
}
#endif
