import BackGestureModel

extension GesturePolicy {
  /// Tells whether a control under the touch-down point takes the touch from a recognizer ([R-control]).
  public func controlOwnsTouch(_ recognizer: RecognizerKind) -> Bool {
    controlsOwnTouches
  }

  /// Returns a recognizer's scroll rule.
  public func scrollRule(for recognizer: RecognizerKind) -> ScrollRule {
    recognizer == .pan ? panScrollRule : edgeScrollRule
  }

  /// Tells whether a horizontal scroll view is at its leading edge (spec [C2]).
  ///
  /// It is when `offset + inset <= 0` and it is not decelerating.
  public func isAtLeadingEdge(_ view: HorizontalScrollView, decelerating: Bool) -> Bool {
    view.offset + view.inset <= 0 && !decelerating
  }

  /// Tells whether the scroll view under the touch wins the pan against a recognizer (spec [K3]).
  ///
  /// A vertical scroll view that can scroll wins a mostly vertical pan; a horizontal one
  /// that can scroll wins a horizontal pan unless it yields by ``scrollYields(_:)``;
  /// anything else does not compete.
  public func scrollWins(_ context: ScrollContext) -> Bool {
    switch context.item {
    case .vertical(let view):
      view.canScroll && context.mostlyVertical
    case .horizontal(let view, _):
      view.canScroll && !context.mostlyVertical && !scrollYields(context)
    }
  }

  /// Tells whether a horizontal scroll view lets the recognizer have a horizontal pan, by its scroll rule.
  public func scrollYields(_ context: ScrollContext) -> Bool {
    guard case .horizontal(let view, let decelerating) = context.item else { return false }
    let forward = context.forwardDisplacement > 0
    let atEdge = isAtLeadingEdge(view, decelerating: decelerating) && forward
    switch scrollRule(for: context.recognizer) {
    case .leadingEdge:
      return atEdge
    case .leadingEdgeNoBounce:
      return atEdge && !view.bounces
    case .leadingEdgeOrStrip(let strip):
      return atEdge || (context.touchDownLeadingDistance <= strip && forward)
    case .alwaysYields:
      return true
    }
  }
}
