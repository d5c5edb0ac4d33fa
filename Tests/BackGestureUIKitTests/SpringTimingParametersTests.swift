import BackGestureUIKit
import Testing

/// `UISpringTimingParameters` in a property animator: a spring made from its mass runs for
/// its settling time, the others for the animator's duration.
@Suite @MainActor struct SpringTimingParametersTests {
  /// The millisecond at which an animator of 300 ms with timing parameters, started at 0,
  /// calls its completion, or `nil` if it has not by 20 s.
  func end(with parameters: any UITimingCurveProvider) -> Int? {
    let simulation = UIKitSimulation(width: 390, height: 844, layoutDirection: .leftToRight)
    var ended: Int?
    simulation.run {
      let animator = UIViewPropertyAnimator(duration: 0.3, timingParameters: parameters)
      animator.addAnimations {}
      animator.addCompletion { _ in ended = simulation.time }
      animator.startAnimation()
      simulation.advance(to: 20_000)
    }
    return ended
  }

  @Test("A spring of mass, stiffness and damping runs for its settling time, not the duration")
  func massSpringSettles() {
    let simulation = UIKitSimulation(width: 390, height: 844, layoutDirection: .leftToRight)
    simulation.run {
      let spring = UISpringTimingParameters(
        mass: 2.5, stiffness: 2000, damping: 95, initialVelocity: CGVector(dx: 0, dy: 0))
      let animator = UIViewPropertyAnimator(duration: 0.3, timingParameters: spring)
      var ended = false
      animator.addCompletion { _ in ended = true }
      animator.startAnimation()
      #expect(animator.duration == 0.3)
      simulation.advance(to: 300)
      #expect(!ended)
      #expect(animator.fractionComplete == CGFloat(300) / 385)
      simulation.advance(to: 384)
      #expect(!ended)
      simulation.advance(to: 385)
      #expect(ended)
      #expect(spring.timingCurveType == .spring)
      #expect(spring.springTimingParameters === spring)
      #expect(spring.cubicTimingParameters == nil)
    }
  }

  @Test("Settling times: Core Animation's documented spring, a velocity, no damping")
  func settlingTimes() {
    // Core Animation documents about 2.85 s for mass 1, stiffness 100, damping 5.
    let documented = UISpringTimingParameters(
      mass: 1, stiffness: 100, damping: 5, initialVelocity: CGVector(dx: 0, dy: 0))
    #expect(end(with: documented) == 2774)
    // Critically damped: no overshoot, so a velocity towards the target shortens the time
    // and one away from it lengthens it; the later of the two components counts.
    let still = UISpringTimingParameters(
      mass: 1, stiffness: 100, damping: 20, initialVelocity: CGVector(dx: 0, dy: 0))
    let towards = UISpringTimingParameters(
      mass: 1, stiffness: 100, damping: 20, initialVelocity: CGVector(dx: 5, dy: 5))
    let mixed = UISpringTimingParameters(
      mass: 1, stiffness: 100, damping: 20, initialVelocity: CGVector(dx: 5, dy: 0))
    #expect(end(with: still) == 957)
    #expect(end(with: towards).map { $0 < 957 } == true)
    #expect(end(with: mixed) == 957)
    let undamped = UISpringTimingParameters(
      mass: 1, stiffness: 100, damping: 0, initialVelocity: CGVector(dx: 0, dy: 0))
    #expect(end(with: undamped) == 10_000)
  }

  @Test("Damping-ratio, default and iOS 17 springs keep the animator's duration; so does mass 0")
  func otherSpringsKeepTheDuration() {
    let springs = [
      UISpringTimingParameters(),
      UISpringTimingParameters(dampingRatio: 0.8),
      UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 1, dy: 0)),
      UISpringTimingParameters(duration: 0.5, bounce: 0.2),
      UISpringTimingParameters(duration: 0.5, bounce: 0, initialVelocity: CGVector(dx: 2, dy: 0)),
      UISpringTimingParameters(
        mass: 0, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0)),
    ]
    for spring in springs { #expect(end(with: spring) == 300) }
    #expect(springs[2].initialVelocity == CGVector(dx: 1, dy: 0))
  }
}
