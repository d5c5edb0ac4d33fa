import Foundation

/// An interaction controller that scrubs a transition's animation to a percentage, then
/// finishes or cancels it.
///
/// The mirror keeps the percentage in whole permille of the spec: `update(_:)` reads
/// `⌊1000 · p + 10⁻⁶⌋`, clamped to 0…1000, which is exact for every `p = t / w` with
/// whole `t` and `w ≤ 4096` (the fraction of such a quotient is 0 or at least 1/4096, far
/// above a double's rounding error). Finishing takes `(1000 − P) × d / s` ms and
/// cancelling `P × d / s` ms, truncated, with `s` the completion speed in permille
/// (spec [I6]).
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject,
  UIViewControllerInteractiveTransitioning
{
  /// The duration of the transition in seconds, once it started.
  open var duration: CGFloat {
    CGFloat(context?.durationMilliseconds ?? 0) / 1000
  }
  /// The percentage last set by ``update(_:)``.
  open private(set) var percentComplete: CGFloat = 0
  /// The speed of the completion, above 0; 1 by default.
  open var completionSpeed: CGFloat = 1
  /// The pacing of the completion.
  open var completionCurve: UIView.AnimationCurve = .easeInOut
  /// Whether the transition starts interactively.
  open var wantsInteractiveStart = true
  /// The pacing of the completion after a finish or cancel (iOS 10); kept, not read.
  open var timingCurve: (any UITimingCurveProvider)?

  /// The transition being driven.
  weak var context: NavigationTransition?

  /// Creates an interaction controller.
  public override init() {
    super.init()
  }

  /// Starts driving a transition: runs its animator's animation, paused at 0.
  open func startInteractiveTransition(
    _ transitionContext: any UIViewControllerContextTransitioning
  ) {
    guard let transition = transitionContext as? NavigationTransition else { return }
    context = transition
    percentComplete = 0
    transition.runAnimator()
  }

  /// Sets how far the transition has come.
  open func update(_ percentComplete: CGFloat) {
    self.percentComplete = max(0, percentComplete)
    context?.updateInteractiveTransition(percentComplete)
  }

  /// Finishes the transition from where it is.
  open func finish() {
    context?.speedPermille = Self.permille(completionSpeed)
    context?.finishInteractiveTransition()
  }

  /// Cancels the transition from where it is.
  open func cancel() {
    context?.speedPermille = Self.permille(completionSpeed)
    context?.cancelInteractiveTransition()
  }

  /// Pauses the transition.
  open func pause() {
    context?.pauseInteractiveTransition()
  }

  /// A speed in permille, at least 1.
  static func permille(_ speed: CGFloat) -> Int {
    guard speed.isFinite, speed > 0 else { return 1 }
    return max(1, Int((min(speed, 1000) * 1000).rounded()))
  }
}
