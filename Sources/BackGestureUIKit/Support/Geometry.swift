import Foundation

/// A two-dimensional vector; Foundation on Linux has no `CGVector`.
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

/// A colour; the mirror keeps its components exactly as given.
public final class UIColor: NSObject, Sendable {
  /// The red, green, blue and alpha components, each from 0 to 1.
  public let components: [CGFloat]

  /// Creates a colour from red, green, blue and alpha components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
  }

  /// Creates a grey.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Tells whether two colours have the same components.
  public override func isEqual(_ object: Any?) -> Bool {
    (object as? UIColor)?.components == components
  }

  /// A hash of the components.
  public override var hash: Int { components.hashValue }

  /// Clear.
  public static let clear = UIColor(white: 0, alpha: 0)
  /// White.
  public static let white = UIColor(white: 1, alpha: 1)
  /// Black.
  public static let black = UIColor(white: 0, alpha: 1)
}
