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
  /// What the builder aims by of the oracle's observables after the steps so far.
  var glance: OracleState.Glance
  /// The steps so far.
  var steps: [Step] = []
  /// Whether operations include taps on the back button (``Gen/scenarios(preset:maximumSteps:backButton:sheets:systems:nested:honours:systemUI:)``).
  var backButton = false
  /// Whether a `present` step draws its style, and a gesture may be a pull on a page
  /// sheet (``Gen/scenarios(preset:maximumSteps:backButton:sheets:systems:nested:honours:systemUI:)``).
  var sheets = false
  /// Whether the world's content may nest and hold cells with swipe actions
  /// (``Gen/scenarios(preset:maximumSteps:backButton:sheets:systems:nested:honours:systemUI:)``): a
  /// first move then goes backward, a cell's own drag ([C6]), twice as often.
  var nested = false
  /// Whether the checked code honours page sheets (spec section 14.11): without it, a
  /// `present` step draws its style as with it and is given as a full-screen one.
  var honoursPageSheets = true
  /// Whether a segment may be a tap on the current screen's text field or search bar
  /// ([K1], [K4]).
  var systemUI = false

  /// Creates a builder for a world.
  init(world: World, source: ChoiceSource, limit: Int) {
    self.world = world
    self.source = source
    self.limit = limit
    self.state = Oracle.start(world)
    self.glance = state.glance
    // Room for a typical run at once, so that the list is not regrown step by step.
    steps.reserveCapacity(min(max(0, limit), 32))
  }

  /// The time of the last step (0 before any).
  var time: Int { steps.last?.time ?? 0 }

  /// Whether no more steps may be added.
  var isFull: Bool { steps.count >= limit }

  /// The device.
  var device: Device { world.device }

  /// The fingers that are down, by ascending id.
  var fingersDown: [Int] { glance.fingers.map(\.id) }

  /// The top screen of the current container.
  var topScreen: Screen? {
    glance.currentTopScreen
  }

  /// Appends a step at a time (never before the last step), if there is room and the
  /// oracle accepts it. Returns whether it was kept.
  @discardableResult
  mutating func emit(_ action: Step.Action, at time: Int) -> Bool {
    guard !isFull else { return false }
    let step = Step(time: max(time, self.time), action: action)
    guard (try? Oracle.advance(&state, step)) != nil else { return false }
    glance = state.glance
    steps.append(step)
    return true
  }

  /// Builds the steps: a bounded sequence of segments (a gesture, an operation, a wait,
  /// a stray touch), each in its own span so the shrinker can delete it whole. There may
  /// be none: a bug in the world as set up needs no step to show.
  mutating func build() throws -> [Step] {
    for _ in 0..<limit {
      guard !isFull else { break }
      source.beginSpan("segment")
      defer { source.endSpan() }
      guard try source.int(0...5) > 0 else { break }
      try segment()
    }
    return steps
  }

  /// Adds one segment, chosen by weight: an operation (the simplest), a gesture, a wait
  /// or a stray touch. The kind is one choice that means the same whether fingers are
  /// down or not (``ChoiceSource/option(_:)``); only how often each comes up differs.
  mutating func segment() throws {
    let weights = (fingersDown.isEmpty ? [3, 8, 1, 1] : [2, 2, 1, 3]) + (systemUI ? [4] : [])
    switch try source.option(weights) {
    case 0: try operation()
    // With sheets, one gesture in three is a pull on the sheet in front ([N7]): one
    // choice inside the segment, drawn only when the generator draws sheets at all.
    case 1 where sheets: try source.chance(1, in: 3) ? pull() : gesture()
    case 1: try gesture()
    case 2: try wait()
    case 3: try strayTouch()
    default: try tap()
    }
  }

  /// Adds a tap on the current screen's text field or search bar: the one it has, or
  /// either when it has both or neither ([K1], [K4]).
  mutating func tap() throws {
    let top = topScreen?.settings ?? ScreenSettings()
    let search: Bool
    switch (top.field, top.search) {
    case (true, false): search = false
    case (false, true): search = true
    default: search = try source.chance(1, in: 2)
    }
    emit(search ? .search : .focus, at: try nextTime())
  }

  /// Adds a `wait` that lands before, on or after the end of the animation in flight,
  /// or a while later.
  mutating func wait() throws {
    emit(.wait, at: try nextTime())
  }

  /// One coordinate in this many is drawn anywhere on the screen rather than where the
  /// generator aims it.
  static let rarity = 24

  /// The latest time a step may have, in milliseconds.
  static let latestTime = 100_000_000

  /// The delays of the spread, from 0 to 2000 ms in steps of ``spreadStep``: one time in
  /// about ten lands on any of them rather than where the generator aims.
  static let spreadCount = 2000 / spreadStep + 1
  /// The step between two delays of the spread, in milliseconds.
  static let spreadStep = 37

  /// Draws the time of the next step in one choice of its own: any time from the last
  /// step's on, the last step's the simplest; mostly one of `favoured`, else any delay
  /// up to 2 s.
  ///
  /// The time is absolute, not a delay: when the shrinker takes out a step, the steps
  /// after it keep their times, and each time shrinks to the earliest that still fails.
  mutating func drawTime(favouring favoured: [Int]) throws -> Int {
    try drawTime(favouringOneOf: favoured.count) { favoured[$0] }
  }

  /// ``drawTime(favouring:)`` with the favoured list given by its length and its entry at
  /// a position, so that a list that follows a rule is never built.
  mutating func drawTime(favouringOneOf count: Int, _ favoured: (Int) -> Int) throws -> Int {
    let earliest = time
    // The latest time is the same for every step, so that a time stays in range when
    // the shrinker takes out or moves an earlier step.
    let kind = Choice.Kind.integer(
      Int64(earliest)...Int64(max(earliest, Self.latestTime)), target: Int64(earliest))
    // The favoured list: `favoured` repeated until it is about nine times as long as the
    // spread, then the spread (every 37 ms up to 2 s after `earliest`), each entry no
    // earlier than `earliest`; read by position instead of built, once per step.
    let spread = Self.spreadCount
    let aimed = max(1, 9 * spread / max(1, count)) * count
    return Int(
      try source.draw(kind, favouringOneOf: aimed + spread, anyOneIn: .max) { position in
        let time =
          position < aimed
          ? favoured(position % count) : earliest + Self.spreadStep * (position - aimed)
        return Int64(max(time, earliest))
      })
  }

  /// Draws the time of the next step: on, one before or one after the end of the
  /// animation in flight (when there is one, two times in three), or after a typical
  /// delay.
  mutating func nextTime() throws -> Int {
    let times = nextTimes
    return try drawTime(favouringOneOf: times.count) { times[$0] }
  }

  /// The times ``nextTime()`` favours, each listed as often as it is favoured, read by
  /// position: the typical delays after the last step, then, while an animation is in
  /// flight, the times near its end nine times over.
  var nextTimes: FavouredTimes {
    FavouredTimes(time: time, end: glance.transitionEndsAt.flatMap { $0 >= time ? $0 : nil })
  }

  /// The list ``nextTimes`` describes, read by position instead of built.
  struct FavouredTimes {
    /// The last step's time.
    var time: Int
    /// The end of the animation in flight, when there is one and it is still ahead.
    var end: Int?

    /// How many entries the list has.
    var count: Int {
      StepBuilder.typicalDelays.count + (end == nil ? 0 : 9 * StepBuilder.nearEnd.count)
    }

    /// The entry at a position in `0..<count`.
    subscript(position: Int) -> Int {
      let delays = StepBuilder.typicalDelays
      guard position >= delays.count, let end else { return time + delays[position] }
      return end + StepBuilder.nearEnd[(position - delays.count) % StepBuilder.nearEnd.count]
    }
  }

  /// Delays between two steps, frame-like twice as often as threshold-like: each listed
  /// as often as it is favoured (any delay at all comes from the draw itself); made once.
  static let typicalDelays: [Int] = {
    let frames = [16, 0, 1, 8, 10, 17, 33]
    let thresholds = [100, 101, 99, 350, 351, 349, 300, 1000]
    return frames + frames + thresholds
  }()

  /// The offsets from the end of the animation in flight that ``nextTimes``
  /// favours: on it, one before, one or two after, and 50 ms after.
  static let nearEnd = [0, -1, 1, 2, 50]
}
