import BackGestureModel

/// One number of a scenario's steps that the shrinker lowers on its own: a step's time,
/// or a touch's leading distance or height.
///
/// A counterexample's numbers are canonical when lowering any one of them by one makes
/// it pass, fail another way or become an invalid scenario: each is the smallest that
/// still fails, given the others.
///
/// ```swift
/// for (value, lowered) in scenario.loweredByOne {
///   print(value, lowered.steps)
/// }
/// ```
package enum ScenarioValue: Sendable, Hashable, CustomStringConvertible {
  /// The time of the step at an index.
  case time(step: Int)
  /// The leading distance ([D3]) of the point of the `down` or `move` at an index.
  case leading(step: Int)
  /// The height of the point of the `down` or `move` at an index.
  case height(step: Int)

  /// `time of step 2`, `x of step 3`, `y of step 3`: counting from 1 as a reader of the
  /// file does.
  package var description: String {
    switch self {
    case .time(let step): "time of step \(step + 1)"
    case .leading(let step): "x of step \(step + 1)"
    case .height(let step): "y of step \(step + 1)"
    }
  }
}

extension Scenario {
  /// Every number of the steps that can go one lower and stay in range, with the
  /// scenario that lowers it: a time that stays at or after the step before it, a
  /// leading distance that stays on the screen (0 in `ltr`, 1 in `rtl` at the least),
  /// a height that stays at 0 or more.
  package var loweredByOne: [(ScenarioValue, Scenario)] {
    var result: [(ScenarioValue, Scenario)] = []
    let device = world.device
    for (index, step) in steps.enumerated() {
      let earliest = index == 0 ? 0 : steps[index - 1].time
      if step.time > earliest {
        var lowered = steps
        lowered[index].time -= 1
        result.append((.time(step: index), Scenario(world: world, steps: lowered)))
      }
      let point: Point
      switch step.action {
      case .down(_, let at): point = at
      case .move(_, let to): point = to
      default: continue
      }
      let leading = device.direction == .ltr ? point.x : device.width - point.x
      if leading > (device.direction == .ltr ? 0 : 1) {
        let x = device.direction == .ltr ? point.x - 1 : point.x + 1
        result.append(
          (.leading(step: index), replacing(index, with: Point(x: x, y: point.y))))
      }
      if point.y > 0 {
        result.append(
          (.height(step: index), replacing(index, with: Point(x: point.x, y: point.y - 1))))
      }
    }
    return result
  }

  /// Returns the scenario with the point of the touch at an index replaced.
  func replacing(_ index: Int, with point: Point) -> Scenario {
    var steps = steps
    switch steps[index].action {
    case .down(let finger, _): steps[index].action = .down(finger: finger, at: point)
    case .move(let finger, _): steps[index].action = .move(finger: finger, to: point)
    default: break
    }
    return Scenario(world: world, steps: steps)
  }
}
