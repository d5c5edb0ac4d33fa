import BackGestureModel
import PropertyCore

/// A small scenario generator over a fixed two-screen world: one finger swipes, then
/// lifts or is cancelled, with waits between gestures.
enum FuzzScenarios {
  static func generator(preset: Preset?, maximumSteps: Int) -> Generator<Scenario> {
    let presets = preset.map { Gen.just($0) } ?? Gen.element(of: Preset.allCases)
    let point = Gen.zip(Gen.int(in: 0...390), Gen.int(in: 0...844)).map { Point(x: $0, y: $1) }
    let delta = Gen.zip(Gen.int(in: 1...120), Gen.int(in: -60...240), Gen.int(in: -40...40))
    let gesture = Gen.zip(point, Gen.array(of: delta, length: 1...4), Gen.bool, Gen.int(in: 0...120))
    let segment = Gen.oneOf(
      gesture.map { Segment.gesture($0, $1, cancelled: $2, after: $3) },
      Gen.int(in: 1...600).map { Segment.wait($0) })
    return Gen.zip(presets, Gen.array(of: segment, length: 0...4)).map { preset, segments in
      let world = World(
        device: Device(idiom: .phone, width: 390, height: 844, direction: .ltr),
        preset: preset, screens: [Screen(name: "A"), Screen(name: "B")], stack: ["A", "B"])
      var steps: [Step] = []
      var time = 0
      for segment in segments {
        switch segment {
        case .wait(let pause):
          time += pause
          steps.append(Step(time: time, action: .wait))
        case .gesture(let start, let moves, let cancelled, let pause):
          time += pause
          steps.append(Step(time: time, action: .down(finger: 1, at: start)))
          var location = start
          for (dt, dx, dy) in moves {
            time += dt
            location = Point(x: location.x + dx, y: location.y + dy)
            steps.append(Step(time: time, action: .move(finger: 1, to: location)))
          }
          time += 16
          steps.append(Step(time: time, action: cancelled ? .cancel : .up(finger: 1)))
        }
      }
      return Scenario(world: world, steps: Array(steps.prefix(maximumSteps)))
    }
  }

  enum Segment {
    case gesture(Point, [(Int, Int, Int)], cancelled: Bool, after: Int)
    case wait(Int)
  }
}
