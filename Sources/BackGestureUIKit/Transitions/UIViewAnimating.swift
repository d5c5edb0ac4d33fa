import Foundation

/// Where an animator is in its life.
public enum UIViewAnimatingState: Int, Sendable {
  /// Not started, or finished: the initial state.
  case inactive = 0
  /// Started or paused, and not yet finished.
  case active = 1
  /// Stopped without finishing; it waits for `finishAnimation(at:)`.
  case stopped = 2
}

/// Where an animation ends.
public enum UIViewAnimatingPosition: Int, Sendable {
  /// At the end: the values the animations set.
  case end = 0
  /// At the start.
  case start = 1
  /// Where the animation was when it stopped.
  case current = 2
}

/// An animator that starts, pauses, scrubs, reverses and stops its animations.
@preconcurrency @MainActor
public protocol UIViewAnimating: NSObjectProtocol {
  /// Where the animator is in its life.
  var state: UIViewAnimatingState { get }
  /// Whether the animations run now (active and not paused).
  var isRunning: Bool { get }
  /// Whether the animations run back towards their start.
  var isReversed: Bool { get set }
  /// How far the animations have come, from 0 to 1.
  var fractionComplete: CGFloat { get set }
  /// Starts or resumes the animations.
  func startAnimation()
  /// Starts the animations after a delay in seconds.
  func startAnimation(afterDelay delay: TimeInterval)
  /// Pauses the animations.
  func pauseAnimation()
  /// Stops the animations: with `true` the animator becomes inactive without its
  /// completions; with `false` it waits, stopped, for ``finishAnimation(at:)``.
  func stopAnimation(_ withoutFinishing: Bool)
  /// Ends stopped animations at a position, calling the completions with it.
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that takes animations and completions while it runs; what an interruptible
/// transition's animator returns.
///
/// Every method is optional in UIKit. The mirror makes them requirements with defaults
/// that do nothing, as UIKit does nothing where an animator does not implement one.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  /// Adds animations that start after a fraction of the remaining duration.
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  /// Adds animations.
  func addAnimations(_ animation: @escaping () -> Void)
  /// Adds a completion, called with the position the animations end at.
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  /// Resumes paused animations with new timing, for a duration that is a multiple of the
  /// original.
  func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
  /// Does nothing, as UIKit where the method is not implemented.
  public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
  /// Does nothing, as UIKit where the method is not implemented.
  public func addAnimations(_ animation: @escaping () -> Void) {}
  /// Does nothing, as UIKit where the method is not implemented.
  public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
  /// Does nothing, as UIKit where the method is not implemented.
  public func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {}
}
