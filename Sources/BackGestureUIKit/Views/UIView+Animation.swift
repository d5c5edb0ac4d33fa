import Foundation

extension UIView {
  /// The pacing of an animation.
  public enum AnimationCurve: Int, Sendable {
    /// Slow at both ends.
    case easeInOut
    /// Slow at the start.
    case easeIn
    /// Slow at the end.
    case easeOut
    /// Even.
    case linear
  }

  /// Options of an animation.
  public struct AnimationOptions: OptionSet, Sendable {
    /// The bits of the set.
    public let rawValue: UInt

    /// Creates a set from its bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Lays out subviews when the animation is committed.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Lets touches reach the views while they animate.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from the current state.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeats the animation.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs the animation back and forth.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Keeps the animation's own duration inside another animation.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// Keeps the animation's own curve inside another animation.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Redraws the content while it animates.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Hides and shows views in a transition instead of removing and adding them.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// Inherits neither the type nor the options of an enclosing animation.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    /// Slow at both ends.
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Slow at the start.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Slow at the end.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Even pacing.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// No transition.
    public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
    /// A flip around the vertical axis from the left.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// A flip around the vertical axis from the right.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// A page curling up.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// A page curling down.
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// A cross-dissolve.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// A flip around the horizontal axis from the top.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// A flip around the horizontal axis from the bottom.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    /// The default frame rate.
    public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
    /// 60 frames per second.
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    /// 30 frames per second.
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
  }

  /// Animates changes to views; the mirror applies them at once and calls the completion
  /// when the animation would end.
  ///
  /// Inside a transition's `animateTransition(using:)` the animation belongs to the
  /// transition: it ends when the transition's animation ends (for an interactive
  /// transition, when it finishes or cancels), so an animator that calls
  /// `completeTransition(_:)` from the completion ends the transition then. Elsewhere it
  /// ends after its duration and delay.
  ///
  /// - Parameters:
  ///   - duration: The duration in seconds.
  ///   - delay: The delay in seconds before it starts.
  ///   - options: The options; the mirror ignores them.
  ///   - animations: The changes; run at once.
  ///   - completion: Called with `true` when the animation ends.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    guard let completion else { return }
    guard let simulation = UIKitSimulation.current else {
      completion(true)
      return
    }
    if let transition = simulation.animatingTransition {
      transition.animationCompletions.append(completion)
    } else {
      let end = simulation.time + Milliseconds.from(seconds: duration + delay)
      simulation.schedule(at: end, source: "a UIView animation's completion") { completion(true) }
    }
  }

  /// Animates changes to views with a spring; the mirror ignores the spring and runs the
  /// animation as `animate(withDuration:delay:options:animations:completion:)` does.
  ///
  /// - Parameters:
  ///   - duration: The duration in seconds.
  ///   - delay: The delay in seconds before it starts.
  ///   - dampingRatio: The spring's damping ratio; ignored.
  ///   - velocity: The spring's initial velocity; ignored.
  ///   - options: The options; the mirror ignores them.
  ///   - animations: The changes; run at once.
  ///   - completion: Called with `true` when the animation ends.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: delay, options: options, animations: animations,
      completion: completion)
  }

  /// Animates changes to views with no delay.
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations,
      completion: completion)
  }

  /// Animates changes to views with no delay and no completion.
  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// Runs changes without animating them.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    actionsWithoutAnimation()
  }
}

/// Conversions between UIKit's seconds and the model's whole milliseconds.
enum Milliseconds {
  /// Whole milliseconds from seconds, rounded to the nearest; negative and non-finite
  /// values give 0, and values are capped at a day.
  static func from(seconds: TimeInterval) -> Int {
    guard seconds.isFinite, seconds > 0 else { return 0 }
    return Int((min(seconds, 86_400) * 1000).rounded())
  }

  /// Seconds from whole milliseconds.
  static func seconds(_ milliseconds: Int) -> TimeInterval {
    TimeInterval(milliseconds) / 1000
  }
}
