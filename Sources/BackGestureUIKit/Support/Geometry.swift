import Foundation

#if !canImport(CoreGraphics)
/// A two-dimensional vector; Foundation on Linux has no `CGVector`, CoreGraphics has one
/// where it exists.
public struct CGVector: Sendable, Hashable {
  /// The horizontal component.
  public var dx: CGFloat
  /// The vertical component.
  public var dy: CGFloat

  /// Creates a vector.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// The zero vector.
  public static let zero = CGVector(dx: 0, dy: 0)
}

/// An affine transform of the plane, as CoreGraphics declares it where it exists.
///
/// A point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`. The mirror stores a view's
/// transform and does not apply it: frames, hit-testing and conversions ignore it.
public struct CGAffineTransform: Sendable, Equatable {
  /// The first entry of the first row.
  public var a: CGFloat
  /// The second entry of the first row.
  public var b: CGFloat
  /// The first entry of the second row.
  public var c: CGFloat
  /// The second entry of the second row.
  public var d: CGFloat
  /// The horizontal translation.
  public var tx: CGFloat
  /// The vertical translation.
  public var ty: CGFloat

  /// Creates a transform from its six entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// Creates a transform whose entries are all zero, as the C struct's zero initializer does.
  public init() {
    self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
  }

  /// Creates a translation.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// Creates a scale.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// The transform that changes nothing.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// Whether the transform is the identity.
  public var isIdentity: Bool { self == .identity }

  /// Returns this transform followed by another.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// Returns the transform with a translation applied before it.
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// Returns the transform with a scale applied before it.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }
}
#endif

/// Insets for each edge of a rectangle.
public struct UIEdgeInsets: Sendable, Hashable {
  /// The top inset.
  public var top: CGFloat
  /// The left inset.
  public var left: CGFloat
  /// The bottom inset.
  public var bottom: CGFloat
  /// The right inset.
  public var right: CGFloat

  /// Creates insets.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Creates zero insets.
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// No insets.
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// The edges of a rectangle, as a set.
public struct UIRectEdge: OptionSet, Sendable, Hashable {
  /// The bits of the set.
  public let rawValue: UInt

  /// Creates a set from its bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The top edge.
  public static let top = UIRectEdge(rawValue: 1 << 0)
  /// The left edge.
  public static let left = UIRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  /// The right edge.
  public static let right = UIRectEdge(rawValue: 1 << 3)
  /// Every edge.
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// The direction of the user interface's layout.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// Left to right.
  case leftToRight
  /// Right to left.
  case rightToLeft
}

/// How a view's content is laid out with respect to the layout direction.
public enum UISemanticContentAttribute: Int, Sendable {
  /// Follows the layout direction.
  case unspecified = 0
  /// Playback controls, left to right whatever the direction.
  case playback
  /// Spatial controls, left to right whatever the direction.
  case spatial
  /// Always left to right.
  case forceLeftToRight
  /// Always right to left.
  case forceRightToLeft
}

/// How a view controller is presented.
public enum UIModalPresentationStyle: Int, Sendable {
  /// The system chooses.
  case automatic = -2
  /// No style.
  case none = -1
  /// Covers the screen; the presenting view controller is removed when it ends.
  case fullScreen = 0
  /// A sheet over part of the screen.
  case pageSheet
  /// A centred sheet.
  case formSheet
  /// Covers the presenting controller's content.
  case currentContext
  /// A custom presentation.
  case custom
  /// Covers the screen; the presenting view controller stays.
  case overFullScreen
  /// Covers the presenting controller's content, which stays.
  case overCurrentContext
  /// A popover.
  case popover
}

/// A colour; the mirror keeps its components exactly as given, and whether it was made as a
/// grey or from red, green and blue.
public final class UIColor: NSObject, Sendable {
  /// The red, green, blue and alpha components, each from 0 to 1; a grey's white is its
  /// red, green and blue.
  public let components: [CGFloat]
  /// Whether the colour is a grey (`init(white:alpha:)`): UIKit keeps greys in a grey
  /// colour space, and a grey is not equal to the RGB colour with the same components.
  let isGrey: Bool

  /// Creates a colour from red, green, blue and alpha components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
    isGrey = false
  }

  /// Creates a grey.
  public init(white: CGFloat, alpha: CGFloat) {
    components = [white, white, white, alpha]
    isGrey = true
  }

  /// Tells whether two colours are in the same colour space (grey or RGB) with the same
  /// components.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return other.isGrey == isGrey && other.components == components
  }

  /// A hash of the colour space and the components.
  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(isGrey)
    hasher.combine(components)
    return hasher.finalize()
  }

  /// Clear.
  public static let clear = UIColor(white: 0, alpha: 0)
  /// White.
  public static let white = UIColor(white: 1, alpha: 1)
  /// Black.
  public static let black = UIColor(white: 0, alpha: 1)
  /// The tint a view has when neither it nor a superview sets one: UIKit's system blue
  /// (red 0, green 122, blue 255 of 255).
  static let defaultTint = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
}
