/// A position on the screen, in whole points, with the origin at the top left.
public struct Point: Sendable, Hashable {
  /// The horizontal coordinate; it grows to the right.
  public var x: Int
  /// The vertical coordinate; it grows downwards.
  public var y: Int

  /// Creates a point.
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }
}

/// A rectangle on the screen, in whole points.
public struct Frame: Sendable, Hashable {
  /// The left edge.
  public var x: Int
  /// The top edge.
  public var y: Int
  /// The width.
  public var width: Int
  /// The height.
  public var height: Int

  /// Creates a frame.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}

extension Point: CustomStringConvertible {
  /// The scenario-format spelling, `x,y`.
  public var description: String { "\(x),\(y)" }
}

extension Frame: CustomStringConvertible {
  /// The scenario-format spelling, `x,y,w,h`.
  public var description: String { "\(x),\(y),\(width),\(height)" }
}
