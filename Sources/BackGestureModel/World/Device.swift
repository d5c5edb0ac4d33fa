/// The simulated device: its size, idiom and layout direction (spec [D]).
public struct Device: Sendable, Hashable {
  /// Whether the device is a phone or a pad.
  public enum Idiom: String, Sendable, Hashable, CaseIterable {
    /// A phone.
    case phone
    /// A pad.
    case pad
  }

  /// The layout direction, which decides where the leading edge is.
  public enum Direction: String, Sendable, Hashable, CaseIterable {
    /// Left to right: the leading edge is on the left.
    case ltr
    /// Right to left: the leading edge is on the right.
    case rtl
  }

  /// The idiom.
  public var idiom: Idiom
  /// The width in points.
  public var width: Int
  /// The height in points.
  public var height: Int
  /// The layout direction.
  public var direction: Direction

  /// Creates a device.
  public init(idiom: Idiom, width: Int, height: Int, direction: Direction) {
    self.idiom = idiom
    self.width = width
    self.height = height
    self.direction = direction
  }

}
