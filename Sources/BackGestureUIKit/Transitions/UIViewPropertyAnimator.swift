import Foundation

/// An animator of view properties that can be paused, scrubbed, reversed and stopped, on
/// the simulated clock.
///
/// As with `UIView.animate`, the mirror applies the animations' changes at once, when the
/// animator first becomes active (it starts, pauses, or is scrubbed) or, for animations
/// added later, when they are added; it does not undo them when the animator ends at its
/// start (UIKit puts the animated values back). What runs on the clock is the animator's
/// life, as UIKit's documentation gives it (spec [U22]): ``state``, ``isRunning``,
/// ``fractionComplete`` (elapsed time over duration, whatever the timing curve), the end
/// after the remaining time, and the completions with the position the animations ended
/// at. Outside a simulation the animations end as soon as they start.
///
/// With a spring made from a mass, a stiffness and a damping
/// (`UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`), the animations
/// run for the spring's settling time instead of ``duration``, as UIKit's animators are
/// seen to do; ``duration`` still reports the duration given.
///
/// An animator started inside an interactive transition's `animateTransition(using:)`
/// follows that transition instead of its own duration: it ends when the transition's
/// animation ends, at `.end` when the transition finished and at `.start` when it was
/// cancelled (model choice, the counterpart of UIKit's pausing of the transition's layers).
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
  /// The pacing: only the settling time of a spring made from its mass is read.
  open private(set) var timingParameters: (any UITimingCurveProvider)?
  /// The duration of the animations, in seconds.
  open private(set) var duration: TimeInterval
  /// The delay before the animations start, in seconds.
  open private(set) var delay: TimeInterval = 0
  /// Whether the animated views take touches; kept, not read.
  open var isUserInteractionEnabled = true
  /// Whether the app hit-tests the animating views itself; kept, not read.
  open var isManualHitTestingEnabled = false
  /// Whether the animations can be interrupted; kept, not read.
  open var isInterruptible = true
  /// Whether a paused animation scrubs linearly; the mirror's always do.
  open var scrubsLinearly = true
  /// Whether finished animations stay active, paused at their end, without the completions.
  open var pausesOnCompletion = false

  /// Where the animator is in its life.
  open private(set) var state: UIViewAnimatingState = .inactive
  /// Whether the animations run now.
  open private(set) var isRunning = false
  /// The animations not yet applied.
  private var pendingAnimations: [() -> Void] = []
  /// The completions, in the order they were added.
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  /// Whether the animations run back towards their start.
  private var reversed = false
  /// The fraction complete when the current run began, or where the animations paused.
  private var fractionAtMark: CGFloat = 0
  /// When the current run began (after its delay), in milliseconds.
  private var markTime = 0
  /// How long the current run takes from ``fractionAtMark`` to its target, in milliseconds.
  private var runMilliseconds = 0
  /// A number that changes whenever a scheduled end stops applying.
  private var generation = 0
  /// The interactive transition the animator follows, if it was started inside one.
  private weak var followedTransition: NavigationTransition?

  /// Creates an animator with a timing curve and no animations.
  public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
    self.duration = duration
    timingParameters = parameters
    super.init()
  }

  /// Creates an animator with one of UIKit's curves.
  public convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { pendingAnimations.append(animations) }
  }

  /// Creates an animator with a cubic Bézier curve.
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { pendingAnimations.append(animations) }
  }

  /// Creates an animator with a spring's damping ratio.
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { pendingAnimations.append(animations) }
  }

  /// Creates and starts an animator, after a delay, with a completion; the animator is a
  /// `UIViewPropertyAnimator` even when the call names a subclass (UIKit's returns `Self`).
  @discardableResult
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(
      duration: duration, timingParameters: UICubicTimingParameters(animationCurve: .easeInOut))
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  // MARK: UIViewAnimating

  /// Whether the animations run back towards their start; changing it while they run turns
  /// them around where they are.
  open var isReversed: Bool {
    get { reversed }
    set {
      guard newValue != reversed else { return }
      if isRunning {
        let fraction = fractionComplete
        reversed = newValue
        run(from: fraction, milliseconds: remainingMilliseconds(from: fraction), delay: 0)
      } else {
        reversed = newValue
      }
    }
  }

  /// How far the animations have come, from 0 to 1: the time run over the duration.
  ///
  /// Setting it scrubs a paused animator (an inactive one becomes active and paused, as in
  /// UIKit); a running or stopped animator ignores it (UIKit allows it only while paused).
  open var fractionComplete: CGFloat {
    get {
      if let transition = followedTransition { return transition.percentComplete }
      guard isRunning, runMilliseconds > 0, let simulation = UIKitSimulation.current else {
        return fractionAtMark
      }
      let elapsed = CGFloat(max(0, simulation.time - markTime)) / CGFloat(runMilliseconds)
      let target: CGFloat = reversed ? 0 : 1
      let fraction = fractionAtMark + (target - fractionAtMark) * min(elapsed, 1)
      return min(max(fraction, 0), 1)
    }
    set {
      guard state != .stopped, !isRunning else { return }
      activate()
      fractionAtMark = min(max(newValue, 0), 1)
    }
  }

  /// Starts the animations, or resumes paused ones; does nothing to running or stopped ones.
  open func startAnimation() {
    startAnimation(afterDelay: 0)
  }

  /// Starts the animations after a delay, or resumes paused ones after it.
  open func startAnimation(afterDelay delay: TimeInterval) {
    guard state != .stopped, !isRunning else { return }
    activate()
    self.delay = delay
    if let transition = UIKitSimulation.current?.animatingTransition, transition.isInteractive {
      follow(transition)
      return
    }
    let fraction = fractionAtMark
    run(
      from: fraction, milliseconds: remainingMilliseconds(from: fraction),
      delay: Milliseconds.from(seconds: delay))
  }

  /// Pauses the animations where they are; an inactive animator becomes active and paused.
  open func pauseAnimation() {
    guard state != .stopped else { return }
    activate()
    guard isRunning, followedTransition == nil else { return }
    fractionAtMark = fractionComplete
    isRunning = false
    generation &+= 1
  }

  /// Stops the animations: with `true` the animator becomes inactive without calling its
  /// completions; with `false` it stays stopped until ``finishAnimation(at:)``.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    fractionAtMark = fractionComplete
    isRunning = false
    followedTransition = nil
    generation &+= 1
    state = withoutFinishing ? .inactive : .stopped
  }

  /// Ends stopped animations at a position and calls the completions with it; does nothing
  /// unless the animator is stopped.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else { return }
    end(at: finalPosition)
  }

  // MARK: UIViewImplicitlyAnimating

  /// Adds animations; they apply at once when the animator is already active, and the
  /// delay factor is ignored.
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    addAnimations(animation)
  }

  /// Adds animations; they apply at once when the animator is already active.
  open func addAnimations(_ animation: @escaping () -> Void) {
    if state == .inactive {
      pendingAnimations.append(animation)
    } else {
      animation()
    }
  }

  /// Adds a completion, called with the position the animations end at.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Resumes paused animations: they run to their end (their start when reversed) in
  /// `durationFactor` times the duration (a mass-spring's settling time), or, for a factor
  /// of 0, in the time they had left (model choice: UIKit multiplies the original
  /// duration). New timing parameters replace the animator's.
  open func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {
    guard state == .active, !isRunning, followedTransition == nil else { return }
    if let parameters { timingParameters = parameters }
    let fraction = fractionAtMark
    let milliseconds =
      durationFactor > 0
      ? Milliseconds.from(seconds: runDuration * TimeInterval(durationFactor))
      : remainingMilliseconds(from: fraction)
    run(from: fraction, milliseconds: milliseconds, delay: 0)
  }

  // MARK: The clock

  /// Makes an inactive animator active: its pending animations apply now.
  private func activate() {
    guard state == .inactive else { return }
    state = .active
    let animations = pendingAnimations
    pendingAnimations.removeAll()
    for animation in animations { animation() }
  }

  /// The time the animations take from start to end, in seconds: the spring's settling
  /// time for a spring made from its mass, else the duration.
  private var runDuration: TimeInterval {
    guard let settling = timingParameters?.springTimingParameters?.settlingMilliseconds else {
      return duration
    }
    return Milliseconds.seconds(settling)
  }

  /// The time the animations need from a fraction to their target, in milliseconds.
  private func remainingMilliseconds(from fraction: CGFloat) -> Int {
    let left = reversed ? fraction : 1 - fraction
    return Milliseconds.from(seconds: runDuration * TimeInterval(max(0, left)))
  }

  /// Runs the animations from a fraction to their target, ending after a delay and a time.
  private func run(from fraction: CGFloat, milliseconds: Int, delay: Int) {
    isRunning = true
    fractionAtMark = fraction
    runMilliseconds = milliseconds
    generation &+= 1
    guard let simulation = UIKitSimulation.current else {
      reachTarget()
      return
    }
    markTime = simulation.time + delay
    let expected = generation
    // The clock keeps a running animator alive until its end, as UIKit keeps one while
    // it animates.
    simulation.schedule(at: markTime + milliseconds, source: "a property animator's end") {
      [self] in
      guard generation == expected else { return }
      reachTarget()
    }
  }

  /// Follows an interactive transition: ends with its animation.
  private func follow(_ transition: NavigationTransition) {
    isRunning = true
    followedTransition = transition
    generation &+= 1
    let expected = generation
    transition.animationCompletions.append { [self, weak transition] _ in
      guard generation == expected else { return }
      let cancelled = transition?.transitionWasCancelled ?? false
      followedTransition = nil
      fractionAtMark = cancelled ? 0 : 1
      isRunning = false
      end(at: cancelled ? .start : .end)
    }
  }

  /// The animations reached their end, or their start when reversed.
  private func reachTarget() {
    fractionAtMark = reversed ? 0 : 1
    isRunning = false
    generation &+= 1
    if pausesOnCompletion { return }
    end(at: reversed ? .start : .end)
  }

  /// Becomes inactive and calls the completions with a position.
  private func end(at position: UIViewAnimatingPosition) {
    state = .inactive
    isRunning = false
    let finished = completions
    completions.removeAll()
    for completion in finished { completion(position) }
  }
}
