import Foundation

/// The kind of a timing curve.
public enum UITimingCurveType: Int, Sendable {
  /// One of UIKit's animation curves.
  case builtin = 0
  /// A cubic Bézier curve.
  case cubic = 1
  /// A spring.
  case spring = 2
  /// A cubic curve and a spring together.
  case composed = 3
}

/// An object that gives an animation its pacing.
///
/// The mirror's animators run their animations in time linearly whatever the curve
/// (`UIViewPropertyAnimator`), so the curves are kept, not read. UIKit's protocol also
/// refines `NSCopying` and `NSSecureCoding`; the mirror's does not, so an app's own provider
/// compiles with or without those methods.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: NSObjectProtocol {
  /// The kind of curve.
  var timingCurveType: UITimingCurveType { get }
  /// The cubic curve, if the provider has one.
  var cubicTimingParameters: UICubicTimingParameters? { get }
  /// The spring, if the provider has one.
  var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve, or one of UIKit's animation curves.
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
  /// The UIKit curve, for a built-in curve.
  open private(set) var animationCurve: UIView.AnimationCurve = .easeInOut
  /// The curve's first control point.
  open private(set) var controlPoint1 = CGPoint(x: 0.42, y: 0)
  /// The curve's second control point.
  open private(set) var controlPoint2 = CGPoint(x: 0.58, y: 1)
  /// The kind of curve: built-in or cubic.
  open private(set) var timingCurveType: UITimingCurveType = .builtin
  /// The curve itself.
  open var cubicTimingParameters: UICubicTimingParameters? { self }
  /// None.
  open var springTimingParameters: UISpringTimingParameters? { nil }

  /// Creates the ease-in-out curve.
  public override init() {
    super.init()
  }

  /// Creates one of UIKit's curves.
  public init(animationCurve curve: UIView.AnimationCurve) {
    animationCurve = curve
    super.init()
  }

  /// Creates a cubic Bézier curve from its two control points.
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    controlPoint1 = point1
    controlPoint2 = point2
    timingCurveType = .cubic
    super.init()
  }
}

/// A spring's timing.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
  /// The velocity the animated values start with.
  open private(set) var initialVelocity = CGVector.zero
  /// The spring's damping ratio.
  let dampingRatio: CGFloat
  /// A spring.
  open var timingCurveType: UITimingCurveType { .spring }
  /// None.
  open var cubicTimingParameters: UICubicTimingParameters? { nil }
  /// The spring itself.
  open var springTimingParameters: UISpringTimingParameters? { self }

  /// Creates UIKit's default spring: damping ratio 4.56, no initial velocity.
  public override init() {
    dampingRatio = 4.56
    super.init()
  }

  /// Creates a spring with a damping ratio and no initial velocity.
  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: .zero)
  }

  /// Creates a spring with a damping ratio and an initial velocity.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    dampingRatio = ratio
    initialVelocity = velocity
    super.init()
  }
}
