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
/// (`UIViewPropertyAnimator`), so the curves' shapes are kept, not read; only how long a
/// spring made from its mass takes is (`UISpringTimingParameters`). UIKit's protocol also
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
