import BackGestureUIKit

/// How a preset app's back recognizer settles a conflict with a scroll view's pan through
/// the recognizer graph (spec [AR12]): the back recognizer requires the scroll view's
/// pan to fail when its own begin rules pass and the scroll view wins by the preset's
/// scroll rule ([K3]); otherwise the scroll view's pan is required to fail by it. So the
/// begin rules decide first and the scroll rule after them, as spec section 5 orders
/// them, and a scroll view that wins makes the back recognizer lose with `lost:scroll`.
@MainActor
enum ScrollYield {
  /// The scroll rule of a back recognizer ([K3]).
  enum Rule {
    /// The scroll view yields at its leading edge to a forward drag.
    case leadingEdge
    /// The scroll view always yields to a horizontal drag.
    case always
  }

  /// The scroll view whose own pan a recognizer is, if it is one.
  static func scrollView(of recognizer: UIGestureRecognizer) -> UIScrollView? {
    guard let view = recognizer.view as? UIScrollView, view.panGestureRecognizer === recognizer
    else { return nil }
    return view
  }

  /// Whether the scroll view's pan answers for itself about a back recognizer, by its
  /// delegate: it recognizes with it, waits for it or is waited for. Then the preset
  /// orders nothing between them ([AR12], [R-graph]).
  static func appAnswers(_ scrollView: UIScrollView, about back: UIGestureRecognizer) -> Bool {
    let own = scrollView.panGestureRecognizer
    guard let delegate = own.delegate else { return false }
    return delegate.gestureRecognizer(own, shouldRecognizeSimultaneouslyWith: back)
      || delegate.gestureRecognizer(own, shouldRequireFailureOf: back)
      || delegate.gestureRecognizer(own, shouldBeRequiredToFailBy: back)
  }

  /// Whether a scroll view wins a back recognizer's drag by a rule: a mostly vertical drag
  /// always (only a scroll view that scrolls vertically takes part in one, [SV2], [Q5]);
  /// a horizontal one unless the rule yields.
  static func scrollWins(
    _ scrollView: UIScrollView, against pan: UIPanGestureRecognizer, rule: Rule,
    in container: UIView
  ) -> Bool {
    let translation = pan.translation(in: container)
    if abs(translation.y) > abs(translation.x) { return true }
    switch rule {
    case .always:
      return false
    case .leadingEdge:
      let forward = AppGeometry.forward(translation.x, in: container)
      return !(isAtLeadingEdge(scrollView) && forward > 0)
    }
  }

  /// Whether a scroll view rests at its leading edge: its offset at or before the
  /// adjusted inset's, and not decelerating ([C2], [SV3]).
  static func isAtLeadingEdge(_ scrollView: UIScrollView) -> Bool {
    guard !scrollView.isDecelerating else { return false }
    let insets = scrollView.adjustedContentInset
    if scrollView.effectiveUserInterfaceLayoutDirection == .rightToLeft {
      let trailingStart = scrollView.contentSize.width - scrollView.bounds.width + insets.right
      return scrollView.contentOffset.x >= trailingStart
    }
    return scrollView.contentOffset.x <= -insets.left
  }
}
