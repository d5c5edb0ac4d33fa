import BackGestureModel
import BackGestureOracle
import Testing

/// Small worlds, step builders and log parsers shared by the oracle's tests.
///
/// The phone is 400 pt wide so that progress is easy to work out by hand:
/// a forward displacement of d points is `d * 1000 / 400` permille.
enum Fixtures {
  /// A 400 x 800 phone, left to right.
  static let phone = Device(idiom: .phone, width: 400, height: 800, direction: .ltr)
  /// A 400 x 800 phone, right to left.
  static let rtlPhone = Device(idiom: .phone, width: 400, height: 800, direction: .rtl)
  /// An 800 x 1000 pad, left to right.
  static let pad = Device(idiom: .pad, width: 800, height: 1000, direction: .ltr)

  /// Returns a world.
  static func world(
    _ preset: Preset, device: Device = phone, screens: [Screen], stack: [String],
    presentations: [[String]] = []
  ) -> World {
    World(
      device: device, preset: preset, screens: screens, stack: stack,
      presentations: presentations)
  }

  /// Returns a world of screens with default settings.
  static func world(
    _ preset: Preset, device: Device = phone, names: [String], stack: [String],
    presentations: [[String]] = []
  ) -> World {
    world(
      preset, device: device, screens: names.map { Screen(name: $0) }, stack: stack,
      presentations: presentations)
  }

  /// Runs steps and returns the last snapshot.
  static func final(_ world: World, _ steps: [Step]) throws -> Snapshot {
    try #require(Oracle.run(world, steps).last)
  }

  /// Parses a log spelled as in a scenario's `expect callbacks:` line.
  static func log(_ text: String) -> EventLog<Callback> {
    EventLog(text.split(separator: " ").map { Callback(String($0))! })
  }

  /// Parses outcomes spelled as in a scenario's `expect outcomes:` line.
  static func outcomes(_ text: String) -> EventLog<Outcome> {
    EventLog(text.split(separator: " ").map { Outcome(String($0))! })
  }
}

/// A finger touches down at a time.
func down(_ finger: Int, _ x: Int, _ y: Int, at time: Int) -> Step {
  Step(time: time, action: .down(finger: finger, at: Point(x: x, y: y)))
}

/// A finger moves at a time.
func move(_ finger: Int, _ x: Int, _ y: Int, at time: Int) -> Step {
  Step(time: time, action: .move(finger: finger, to: Point(x: x, y: y)))
}

/// A finger lifts at a time.
func up(_ finger: Int, at time: Int) -> Step {
  Step(time: time, action: .up(finger: finger))
}

/// The system cancels every finger at a time.
func cancel(at time: Int) -> Step {
  Step(time: time, action: .cancel)
}

/// Time passes.
func wait(at time: Int) -> Step {
  Step(time: time, action: .wait)
}

/// An operation at a time, animated unless told otherwise.
func op(_ kind: Operation.Kind, animated: Bool = true, at time: Int) -> Step {
  Step(time: time, action: .operation(Operation(kind, animated: animated)))
}

/// A one-finger horizontal swipe at y = 400 that decides at its first move: down at `x`
/// at time `t`, then one move to each x, 10 ms apart.
func swipe(from x: Int, through xs: [Int], at t: Int = 0, finger: Int = 1) -> [Step] {
  [down(finger, x, 400, at: t)]
    + xs.enumerated().map { move(finger, $0.element, 400, at: t + 10 * ($0.offset + 1)) }
}
