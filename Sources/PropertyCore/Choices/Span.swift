/// A labelled stretch of choices that one generator drew, used as a shrink hint.
///
/// Spans nest: a list's span contains one span per element. The shrinker
/// deletes, zeroes, reorders and replaces whole spans, so structure shrinks
/// in a few large steps instead of many small ones.
public struct Span: Sendable, Hashable {
  /// The label given by the generator that opened the span.
  public var label: String
  /// The index of the span's first choice.
  public var start: Int
  /// The index one past the span's last choice.
  public var end: Int
  /// How many spans enclose this one.
  public var depth: Int
  /// Whether a filter rejected the value drawn in this span.
  public var isDiscarded: Bool

  /// The choice indices the span covers.
  public var range: Range<Int> { start..<end }
}
