import Foundation

/// A font; the mirror draws no text, so a font is its point size only, kept, not read.
open class UIFont: NSObject, @unchecked Sendable {
  /// The weight of a system font.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The weight, from -1 (lightest) to 1 (heaviest).
    public let rawValue: CGFloat

    /// Creates a weight.
    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// The regular weight.
    public static let regular = Weight(rawValue: 0)
    /// The medium weight.
    public static let medium = Weight(rawValue: 0.23)
    /// The semibold weight.
    public static let semibold = Weight(rawValue: 0.3)
    /// The bold weight.
    public static let bold = Weight(rawValue: 0.4)
  }

  /// The size in points.
  public let pointSize: CGFloat

  /// Creates a font of a size.
  init(size: CGFloat) {
    pointSize = size
    super.init()
  }

  /// Creates a named font; the mirror has no fonts to look up, so it never fails.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    self.init(size: fontSize)
  }

  /// The system font of a size.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(size: fontSize)
  }

  /// The system font of a size and weight.
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(size: fontSize)
  }

  /// The bold system font of a size.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(size: fontSize)
  }
}
