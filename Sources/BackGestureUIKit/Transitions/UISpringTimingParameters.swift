import Foundation

/// A spring's timing.
///
/// The mirror's animators run in time linearly whatever the curve, so a spring's shape is
/// kept, not read. What is read is how long a spring made from its mass, stiffness and
/// damping takes: an animator with such a spring runs for the spring's settling time
/// instead of its own duration, as UIKit's animators are seen to do
/// (the settling time counted in whole milliseconds).
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
  /// The velocity the animated values start with.
  open private(set) var initialVelocity = CGVector.zero
  /// How the spring was described.
  let shape: Shape
  /// How long a spring made from its mass, stiffness and damping takes to come to rest, in
  /// whole milliseconds; `nil` for the other springs, whose animator keeps its duration.
  let settlingMilliseconds: Int?
  /// A spring.
  open var timingCurveType: UITimingCurveType { .spring }
  /// None.
  open var cubicTimingParameters: UICubicTimingParameters? { nil }
  /// The spring itself.
  open var springTimingParameters: UISpringTimingParameters? { self }

  /// The ways UIKit describes a spring.
  enum Shape: Sendable, Equatable {
    /// A damping ratio: 1 settles without oscillating, less oscillates.
    case dampingRatio(CGFloat)
    /// A mass on a spring, with the spring's stiffness and the damping coefficient.
    case physical(mass: CGFloat, stiffness: CGFloat, damping: CGFloat)
    /// iOS 17's perceived duration in seconds and bounce, from -1 to 1.
    case perceptual(duration: TimeInterval, bounce: CGFloat)
  }

  /// Creates UIKit's default spring: damping ratio 4.56, no initial velocity.
  public override init() {
    shape = .dampingRatio(4.56)
    settlingMilliseconds = nil
    super.init()
  }

  /// Creates a spring with a damping ratio and no initial velocity.
  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: .zero)
  }

  /// Creates a spring with a damping ratio and an initial velocity.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    shape = .dampingRatio(ratio)
    settlingMilliseconds = nil
    initialVelocity = velocity
    super.init()
  }

  /// Creates a spring from a mass, the spring's stiffness, a damping coefficient and an
  /// initial velocity; an animator with it runs for the spring's settling time, whatever
  /// its own duration.
  ///
  /// The damping ratio is `damping / (2 · √(stiffness · mass))`, as UIKit documents it.
  public init(
    mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
  ) {
    shape = .physical(mass: mass, stiffness: stiffness, damping: damping)
    settlingMilliseconds = Self.settlingMilliseconds(
      mass: mass, stiffness: stiffness, damping: damping, velocity: velocity)
    initialVelocity = velocity
    super.init()
  }

  /// Creates an iOS 17 spring from its perceived duration and bounce, with no initial
  /// velocity.
  @available(iOS 17.0, *)
  public convenience init(duration: TimeInterval, bounce: CGFloat) {
    self.init(duration: duration, bounce: bounce, initialVelocity: .zero)
  }

  /// Creates an iOS 17 spring from its perceived duration, its bounce and an initial
  /// velocity; the animator keeps its own duration.
  @available(iOS 17.0, *)
  public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
    shape = .perceptual(duration: duration, bounce: bounce)
    settlingMilliseconds = nil
    initialVelocity = velocity
    super.init()
  }
}
