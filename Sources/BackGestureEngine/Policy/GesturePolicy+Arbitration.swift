import BackGestureModel

extension GesturePolicy {
  /// Tells whether a control under the touch-down point takes the touch from a recognizer ([R-control]).
  public func controlOwnsTouch(_ recognizer: RecognizerKind) -> Bool {
    controlsOwnTouches
  }

  /// Returns a recognizer's scroll rule; the content pop's is UIKit's, `leadingEdge`,
  /// in every preset ([G10]).
  public func scrollRule(for recognizer: RecognizerKind) -> ScrollRule {
    switch recognizer {
    case .pan: panScrollRule
    case .edge: edgeScrollRule
    case .content: .leadingEdge
    }
  }

  /// Tells whether a horizontal scroll view is at its leading edge (spec [C2]).
  ///
  /// It is when `offset + inset + safeInset <= 0` (the adjusted inset, [SV3]) and it is
  /// not decelerating.
  public func isAtLeadingEdge(_ view: HorizontalScrollView, decelerating: Bool) -> Bool {
    view.offset + view.inset + view.safeInset <= 0 && !decelerating
  }
}
