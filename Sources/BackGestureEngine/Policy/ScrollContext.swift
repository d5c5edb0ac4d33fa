import BackGestureModel

/// The facts scroll arbitration reads at the decision moment (spec [K2], [K3]).
public struct ScrollContext: Sendable, Hashable {
  /// The scroll view hit at touch-down, with its current offset.
  public enum Item: Sendable, Hashable {
    /// A horizontal scroll view and whether it is decelerating now.
    case horizontal(HorizontalScrollView, decelerating: Bool)
    /// A vertical scroll view.
    case vertical(VerticalScrollView)
  }

  /// The recognizer that decides.
  public var recognizer: RecognizerKind
  /// The scroll view hit at touch-down.
  public var item: Item
  /// Whether the pan is mostly vertical: `|dy| > |dx|` from the touch-down point.
  public var mostlyVertical: Bool
  /// The forward displacement from the touch-down point to the current point.
  public var forwardDisplacement: Int
  /// The leading distance of the touch-down point.
  public var touchDownLeadingDistance: Int

  /// Creates a scroll context.
  public init(
    recognizer: RecognizerKind, item: Item, mostlyVertical: Bool, forwardDisplacement: Int,
    touchDownLeadingDistance: Int
  ) {
    self.recognizer = recognizer
    self.item = item
    self.mostlyVertical = mostlyVertical
    self.forwardDisplacement = forwardDisplacement
    self.touchDownLeadingDistance = touchDownLeadingDistance
  }
}

extension HorizontalScrollView {
  /// The adjusted leading inset: the content inset plus the safe area's (spec [SV3]).
  var adjustedInset: Int { inset + safeInset }
  /// The smallest offset, minus the adjusted inset (spec [C2], [SV3]).
  var minOffset: Int { -adjustedInset }
  /// The largest offset, `max(min, content - width)` (spec [C2]).
  var maxOffset: Int { max(minOffset, content - frame.width) }
  /// Whether the view can scroll: its content and adjusted inset exceed its width, or it
  /// bounces with `alwaysBounce` (spec [C2], [SV1]).
  var canScroll: Bool { content + adjustedInset > frame.width || (bounces && alwaysBounce) }
}

extension VerticalScrollView {
  /// The largest offset, `max(0, content - height)` (spec [C3]).
  var maxOffset: Int { max(0, content - frame.height) }
  /// Whether the view can scroll: its content is taller than its frame.
  var canScroll: Bool { content > frame.height }
}
