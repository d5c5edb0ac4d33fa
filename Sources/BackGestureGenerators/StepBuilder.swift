import BackGestureModel
import BackGestureOracle
import PropertyCore

/// Builds a scenario's steps one at a time while the oracle runs alongside, so every
/// choice can depend on the world as it is: which fingers are down, which screen is on
/// top, whether a transition is in flight and when it ends.
///
/// Every step is checked by the oracle before it is kept, so the steps are always valid
/// (no move of a finger that is not down, no time going back). Every loop is bounded by
/// the step limit or a small constant, so any choice sequence, even one decoded from
/// arbitrary bytes, finishes.
struct StepBuilder {
  /// The world the steps run in.
  let world: World
  /// Where every choice comes from.
  let source: ChoiceSource
  /// The most steps the scenario may have.
  let limit: Int
  /// The oracle's state after the steps so far.
  var state: OracleState
  /// The oracle's observables after the steps so far.
  var snapshot: Snapshot
  /// The steps so far.
  var steps: [Step] = []
  /// Whether operations include taps on the back button (``Gen/scenarios(preset:maximumSteps:backButton:)``).
  var backButton = false

  /// Creates a builder for a world.
  init(world: World, source: ChoiceSource, limit: Int) {
    self.world = world
    self.source = source
    self.limit = limit
    self.state = Oracle.start(world)
    self.snapshot = state.snapshot
  }

  /// The time of the last step (0 before any).
  var time: Int { steps.last?.time ?? 0 }

  /// Whether no more steps may be added.
  var isFull: Bool { steps.count >= limit }

  /// The device.
  var device: Device { world.device }

  /// The fingers that are down, by ascending id.
  var fingersDown: [Int] { snapshot.fingers.map(\.id) }

  /// The top screen of the current container.
  var topScreen: Screen? {
    snapshot.current.stack.last.flatMap { world.screen(named: $0) }
  }

  /// Appends a step at a time (never before the last step), if there is room and the
  /// oracle accepts it. Returns whether it was kept.
  @discardableResult
  mutating func emit(_ action: Step.Action, at time: Int) -> Bool {
    guard !isFull else { return false }
    let step = Step(time: max(time, self.time), action: action)
    guard let next = try? Oracle.step(state, step) else { return false }
    state = next
    snapshot = next.snapshot
    steps.append(step)
    return true
  }

  /// Builds the steps: a bounded sequence of segments (a gesture, an operation, a wait,
  /// a stray touch), each in its own span so the shrinker can delete it whole.
  mutating func build() throws -> [Step] {
    for _ in 0..<limit {
      guard !isFull else { break }
      source.beginSpan("segment")
      defer { source.endSpan() }
      guard try source.int(0...5) > 0 else { break }
      try segment()
    }
    if steps.isEmpty { emit(.wait, at: 0) }
    return steps
  }

  /// Adds one segment, chosen by weight.
  mutating func segment() throws {
    if fingersDown.isEmpty {
      switch try source.weighted([3, 8, 1, 1]) {
      case 0: try operation()
      case 1: try gesture()
      case 2: try wait()
      default: try strayTouch()
      }
    } else {
      switch try source.weighted([3, 2, 2, 1]) {
      case 0: try strayTouch()
      case 1: try operation()
      case 2: try gesture()
      default: try wait()
      }
    }
  }

  /// Adds a `wait` that lands before, on or after the end of the animation in flight,
  /// or a while later.
  mutating func wait() throws {
    emit(.wait, at: try nextTime())
  }

  /// Returns the time of the next step: on, one before or one after the end of the
  /// animation in flight (when there is one, often), or after a typical delay.
  mutating func nextTime() throws -> Int {
    if let end = snapshot.transition?.endsAt, end >= time, try source.chance(2, in: 3) {
      return max(time, end + (try source.pick([0, -1, 1, 2, 50])))
    }
    return time + (try delay())
  }

  /// Draws a delay between two steps: frame-like, threshold-like or anything.
  mutating func delay() throws -> Int {
    switch try source.weighted([6, 3, 1]) {
    case 0: return try source.pick([16, 0, 1, 8, 10, 17, 33])
    case 1: return try source.pick([100, 101, 99, 350, 351, 349, 300, 1000])
    default: return try source.int(0...2000, towards: 16)
    }
  }
}
