/// The state of a container's navigation bar: whether it is hidden and which style it shows.
public struct BarAppearance: Sendable, Hashable {
  /// Whether the bar is hidden.
  public var hidden: Bool
  /// The bar style, 0 to 9.
  public var style: Int

  /// Creates a bar appearance.
  public init(hidden: Bool, style: Int) {
    self.hidden = hidden
    self.style = style
  }

  /// The bar of a newly presented container: visible, style 0 (spec [O4], [B4]).
  public static let standard = BarAppearance(hidden: false, style: 0)
}
