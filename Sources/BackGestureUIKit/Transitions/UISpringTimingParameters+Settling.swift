import Foundation

extension UISpringTimingParameters {
  /// The distance from the target, as a fraction of the whole distance, within which a
  /// spring is at rest: 0.001, the threshold Apple gives for SwiftUI's springs.
  static let restingDistance: Double = 0.001

  /// The longest time the mirror gives a spring to settle, in milliseconds: a spring
  /// without damping never does.
  static let longestSettling = 10_000

  /// How long a spring of a mass, a stiffness and a damping coefficient takes to come to
  /// rest from a start at the whole distance, in whole milliseconds; `nil` when the values
  /// describe no spring (a mass or a stiffness that is not positive, a negative damping, a
  /// value that is not finite).
  ///
  /// The spring moves a displacement `x`, from 1 (the start) towards 0 (the target), by
  ///
  /// ```text
  /// m·x″ + c·x′ + k·x = 0,   x(0) = 1,   x′(0) = −v
  /// ```
  ///
  /// where `v` is the initial velocity, in distances per second towards the target. It is
  /// at rest from the first whole millisecond at which `x² + (m/k)·x′² ≤ 0.001²`: that sum
  /// is the spring's energy over `k/2`, which damping never increases, so `|x|` stays
  /// within 0.001 from then on. The time is the later of the vector's two components'
  /// (model choice), and at most ``longestSettling``.
  ///
  /// The equation is solved by the classical fourth-order Runge–Kutta method with a fixed
  /// step, a whole millisecond cut into as many steps as keep `max(√(k/m), c/m) · step` at
  /// most 0.25 (at most 100 steps). It uses only addition, multiplication, division and the
  /// square root, which IEEE 754 rounds exactly, so the time is the same on every platform.
  /// Core Animation's documentation gives about 2.85 s for the settling duration of mass 1,
  /// stiffness 100 and damping 5; this gives 2.774 s (UIKit's own computation is not
  /// documented).
  static func settlingMilliseconds(
    mass: CGFloat, stiffness: CGFloat, damping: CGFloat, velocity: CGVector
  ) -> Int? {
    let values = [mass, stiffness, damping, velocity.dx, velocity.dy].map(Double.init)
    guard values.allSatisfy(\.isFinite), mass > 0, stiffness > 0, damping >= 0 else {
      return nil
    }
    return [velocity.dx, velocity.dy].map { speed in
      settlingMilliseconds(
        mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
        velocity: Double(speed))
    }.max()
  }

  /// How long a spring takes to come to rest along one axis, in whole milliseconds, at
  /// most ``longestSettling``.
  private static func settlingMilliseconds(
    mass m: Double, stiffness k: Double, damping c: Double, velocity: Double
  ) -> Int {
    let rate = max((k / m).squareRoot(), c / m)
    let steps = min(max(Int((rate * 0.001 / 0.25).rounded(.up)), 1), 100)
    let h = 0.001 / Double(steps)
    let resting = restingDistance * restingDistance
    func acceleration(_ x: Double, _ v: Double) -> Double { -(k * x + c * v) / m }
    var (x, v) = (1.0, -velocity)
    for millisecond in 0..<longestSettling {
      if x * x + m / k * v * v <= resting { return millisecond }
      for _ in 0..<steps {
        let (x1, v1) = (v, acceleration(x, v))
        let (x2, v2) = (v + h / 2 * v1, acceleration(x + h / 2 * x1, v + h / 2 * v1))
        let (x3, v3) = (v + h / 2 * v2, acceleration(x + h / 2 * x2, v + h / 2 * v2))
        let (x4, v4) = (v + h * v3, acceleration(x + h * x3, v + h * v3))
        x += h / 6 * (x1 + 2 * x2 + 2 * x3 + x4)
        v += h / 6 * (v1 + 2 * v2 + 2 * v3 + v4)
      }
    }
    return longestSettling
  }
}
