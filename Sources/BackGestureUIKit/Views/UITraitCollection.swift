import Foundation

/// The traits of an interface: its idiom, size classes, style and layout direction.
///
/// The mirror's screen has one set of traits, a phone's in portrait with the light style,
/// in the simulated layout direction; views and controllers return it, and it never
/// changes. Kept, not read.
open class UITraitCollection: NSObject, @unchecked Sendable {
  /// The kind of device.
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  /// The horizontal size class.
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  /// The vertical size class.
  public let verticalSizeClass: UIUserInterfaceSizeClass
  /// Light or dark.
  public let userInterfaceStyle: UIUserInterfaceStyle
  /// The layout direction.
  public let layoutDirection: UITraitEnvironmentLayoutDirection
  /// The scale of the display, in pixels per point.
  public let displayScale: CGFloat

  /// Creates a collection with no trait specified.
  public override init() {
    userInterfaceIdiom = .unspecified
    horizontalSizeClass = .unspecified
    verticalSizeClass = .unspecified
    userInterfaceStyle = .unspecified
    layoutDirection = .unspecified
    displayScale = 0
    super.init()
  }

  /// Creates a collection that specifies the light or dark style only.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(
      idiom: .unspecified, horizontal: .unspecified, vertical: .unspecified,
      style: userInterfaceStyle, direction: .unspecified, scale: 0)
  }

  /// Creates a collection from every trait.
  init(
    idiom: UIUserInterfaceIdiom, horizontal: UIUserInterfaceSizeClass,
    vertical: UIUserInterfaceSizeClass, style: UIUserInterfaceStyle,
    direction: UITraitEnvironmentLayoutDirection, scale: CGFloat
  ) {
    userInterfaceIdiom = idiom
    horizontalSizeClass = horizontal
    verticalSizeClass = vertical
    userInterfaceStyle = style
    layoutDirection = direction
    displayScale = scale
    super.init()
  }

  /// The traits of the simulated screen.
  @MainActor
  static var simulated: UITraitCollection {
    let direction: UITraitEnvironmentLayoutDirection =
      UIKitSimulation.current?.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    return UITraitCollection(
      idiom: .phone, horizontal: .compact, vertical: .regular, style: .light,
      direction: direction, scale: 3)
  }

  /// Whether a change from another collection changes how colours look: a different style.
  open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
    userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
  }

  /// Equal when every trait is equal.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return userInterfaceIdiom == other.userInterfaceIdiom
      && horizontalSizeClass == other.horizontalSizeClass
      && verticalSizeClass == other.verticalSizeClass
      && userInterfaceStyle == other.userInterfaceStyle
      && layoutDirection == other.layoutDirection && displayScale == other.displayScale
  }

  /// A hash of the traits.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(userInterfaceIdiom)
    hasher.combine(horizontalSizeClass)
    hasher.combine(verticalSizeClass)
    hasher.combine(userInterfaceStyle)
    hasher.combine(layoutDirection)
    hasher.combine(displayScale)
    return hasher.finalize()
  }
}

/// The kind of device an interface runs on.
public enum UIUserInterfaceIdiom: Int, Sendable {
  /// Not specified.
  case unspecified = -1
  /// An iPhone.
  case phone = 0
  /// An iPad.
  case pad = 1
  /// An Apple TV.
  case tv = 2
  /// CarPlay.
  case carPlay = 3
  /// A Mac.
  case mac = 5
  /// Apple Vision.
  case vision = 6
}

/// How much room an interface has along an axis.
public enum UIUserInterfaceSizeClass: Int, Sendable {
  /// Not specified.
  case unspecified = 0
  /// Little room.
  case compact = 1
  /// Ample room.
  case regular = 2
}

/// The light or dark style of an interface.
public enum UIUserInterfaceStyle: Int, Sendable {
  /// Not specified.
  case unspecified = 0
  /// Light.
  case light = 1
  /// Dark.
  case dark = 2
}

/// The layout direction of a trait collection.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  /// Not specified.
  case unspecified = -1
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1
}
