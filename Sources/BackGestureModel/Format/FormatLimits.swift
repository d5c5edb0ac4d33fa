/// The range of every number a scenario file may hold (spec [F2]–[F5]), checked when the
/// file is read.
///
/// Inside these ranges no sum or product the engine, the oracle, the checker or the
/// renderers form overflows: the largest is a time (at most 10⁹) plus a few animation
/// lengths, or a length (at most 10⁶) times 1000 or times the device size.
package enum FormatLimits {
  /// A time in ms: a step's `@T`, the result of `@+N`, `decelerating=T`.
  package static let time = 0...1_000_000_000
  /// A length in points: a frame's width and height, `content`, `inset`.
  package static let length = 0...1_000_000
  /// A position or signed distance in points: a frame's x and y, `offset`, `maxDistance`.
  package static let position = -1_000_000...1_000_000
  /// An offset in `expect scroll:`; a drag may take a scroll view a little past the
  /// offsets a file can declare.
  package static let observedOffset = -2_000_000...2_000_000
  /// A device's width and height in points.
  package static let deviceSide = 1...4096
  /// A bar style.
  package static let style = 0...9
  /// A screen's animator duration in ms.
  package static let animator = 1...5000
  /// A finger id.
  package static let finger = 1...9
  /// A slider's `value`, in permille of its width.
  package static let permille = 0...1000
  /// How deep content items nest: 1 for an item of the screen, 2 for an item that one of
  /// its scroll views holds, and so on ([C7]). The checker, the renderers and an app's
  /// view hierarchy walk the items level by level, some by recursion; the bound keeps
  /// that recursion far from any thread's stack limit.
  package static let nestingDepth = 32
}
