import BackGestureModel

/// The points an item's frame takes in the engine's hit test: `minX <= x < maxX` and
/// `minY <= y < maxY` (spec [C1]); no point when either range is empty.
struct HitArea: Sendable, Hashable {
  /// The first column inside.
  var minX: Int
  /// The first column past the right edge.
  var maxX: Int
  /// The first row inside.
  var minY: Int
  /// The first row past the bottom edge.
  var maxY: Int

  /// Whether no point lies inside.
  var isEmpty: Bool { minX >= maxX || minY >= maxY }

  /// Whether a point lies inside.
  func contains(_ point: Point) -> Bool {
    minX <= point.x && point.x < maxX && minY <= point.y && point.y < maxY
  }
}
