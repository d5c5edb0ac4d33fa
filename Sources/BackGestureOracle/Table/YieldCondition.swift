/// When a horizontal scroll view gives a horizontal pan up to a back recognizer ([K3]),
/// written as the conditions the rule is made of.
///
/// The oracle's own reading of the scroll rules of table 2.2: a scroll view yields when
/// it is told to yield unconditionally, or when the pan moves forward and either the
/// view rests at its leading edge (and, where bouncing matters, does not bounce) or the
/// touch-down lies in the strip along the leading edge.
package struct YieldCondition: Sendable, Hashable, CustomStringConvertible {
  /// It yields whatever its state (the system edge recognizer's priority).
  package var unconditionally: Bool
  /// A view that bounces never yields by resting at its leading edge.
  package var notWhenBouncing: Bool
  /// The width of the strip along the leading edge in which a forward pan always wins.
  package var strip: Int?

  /// `leadingEdge`: yields at its leading edge to a forward pan.
  static let atLeadingEdge = YieldCondition(
    unconditionally: false, notWhenBouncing: false, strip: nil)
  /// `leadingEdgeNoBounce`: as `leadingEdge`, only when it does not bounce.
  static let atLeadingEdgeWithoutBounce = YieldCondition(
    unconditionally: false, notWhenBouncing: true, strip: nil)
  /// `always yields`.
  static let always = YieldCondition(unconditionally: true, notWhenBouncing: false, strip: nil)

  /// `leadingEdgeOrStrip(N)`: as `leadingEdge`, or to a forward pan that began in the strip.
  static func atLeadingEdgeOrInStrip(_ width: Int) -> YieldCondition {
    YieldCondition(unconditionally: false, notWhenBouncing: false, strip: width)
  }

  /// Tells whether the scroll view yields.
  ///
  /// - Parameters:
  ///   - resting: Whether the view rests at its leading edge: `offset + inset <= 0` and
  ///     not decelerating ([C2]).
  ///   - bounces: Whether the view bounces.
  ///   - touchDownLeading: The touch-down point's distance from the leading edge.
  ///   - forward: The pan's forward displacement.
  package func holds(resting: Bool, bounces: Bool, touchDownLeading: Int, forward: Int) -> Bool {
    if unconditionally { return true }
    guard forward > 0 else { return false }
    if resting, !(notWhenBouncing && bounces) { return true }
    if let strip, touchDownLeading <= strip { return true }
    return false
  }

  /// The rule's name in spec section 6, such as `leadingEdgeOrStrip(40)`.
  package var description: String {
    if unconditionally { return "alwaysYields" }
    if let strip { return "leadingEdgeOrStrip(\(strip))" }
    return notWhenBouncing ? "leadingEdgeNoBounce" : "leadingEdge"
  }
}
