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

    /// Lets touches reach the views while they animate.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from the current state.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Even pacing.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// Slow at both ends.
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
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
      simulation.schedule(at: end) { completion(true) }
    }
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
