import Foundation

/// UIKit's content pop of iOS 26: a screen-edge pan that recognizes without an edge,
/// anywhere in the content area, once the edge recognizer has failed (spec [G10]).
///
/// The navigation controller installs it on its view when the simulation runs iOS 26,
/// with the system pop's delegate and action. It makes a scroll view's pan wait for it
/// when the drag is horizontal and forward and the view sits at its leading edge without
/// decelerating, the dynamic failure requirement UIKit sets up for its back swipe (a
/// model choice read from a decompiled UIKit, [G10]); otherwise the scroll view's pan,
/// deeper, goes first ([AR2]). A scroll view whose pan's delegate answers for the pair
/// (simultaneity, or a failure requirement either way) is ordered by its answers alone,
/// as the world model orders it ([R-graph]; a model choice: in UIKit the requirements
/// would add up).
@MainActor
final class ContentPopGestureRecognizer: UIScreenEdgePanGestureRecognizer {
  override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    guard otherGestureRecognizer.isScrollViewPan,
      let scroll = otherGestureRecognizer.view as? UIScrollView, scroll.axis == .horizontal,
      let simulation = UIKitSimulation.current, !answers(otherGestureRecognizer)
    else { return false }
    let moved = translation(in: nil)
    guard abs(moved.y) <= abs(moved.x) else { return false }  // mostly vertical ([K2])
    let forward = simulation.layoutDirection == .rightToLeft ? -moved.x : moved.x
    return forward > 0 && scroll.canScrollHorizontally
      && scroll.isAtLeadingEdge(at: simulation.time)
  }

  /// Whether a scroll view's pan's delegate answers for its pair with this recognizer.
  private func answers(_ pan: UIGestureRecognizer) -> Bool {
    guard let delegate = pan.delegate else { return false }
    return delegate.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: self)
      || delegate.gestureRecognizer(pan, shouldRequireFailureOf: self)
      || delegate.gestureRecognizer(pan, shouldBeRequiredToFailBy: self)
  }
}
