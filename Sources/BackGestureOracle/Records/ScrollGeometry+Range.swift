extension Setup.ScrollGeometry {
  /// The smallest offset: `-inset` horizontally ([C2]), 0 vertically ([C3]).
  var minimum: Int { vertical ? 0 : -inset }

  /// The largest offset ([C2], [C3]).
  var maximum: Int {
    vertical ? max(0, content - frame.height) : max(minimum, content - frame.width)
  }

  /// Tells whether the view can scroll ([C2], [C3]): wider than its frame with its
  /// adjusted inset, or bouncing always ([SV1]).
  var canScroll: Bool {
    if vertical { return content > frame.height }
    return content + inset > frame.width || bounces && alwaysBounce
  }

  /// Clamps an offset to the range.
  func clamped(_ offset: Int) -> Int { min(max(offset, minimum), maximum) }

  /// Returns where a finger drags a horizontal view: inside the range as is, outside it
  /// clamped or, with bounces, with the overshoot halved ([K4]).
  func dragged(_ raw: Int) -> Int {
    if raw < minimum { return bounces ? minimum - (minimum - raw) / 2 : minimum }
    if raw > maximum { return bounces ? maximum + (raw - maximum) / 2 : maximum }
    return raw
  }

  /// Returns the resting offset after a release: clamped, then snapped to a page ([K5]).
  func settled(_ offset: Int) -> Int {
    let clampedOffset = clamped(offset)
    guard !vertical, paging, frame.width > 0 else { return clampedOffset }
    let page = (clampedOffset - minimum + frame.width / 2) / frame.width
    return clamped(minimum + page * frame.width)
  }
}
