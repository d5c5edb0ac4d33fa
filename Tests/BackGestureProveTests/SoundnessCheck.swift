import BackGestureEngine
import BackGestureModel
import BackGestureProve
import PropertyCore

/// The check that the abstraction is sound (spec section 15.1): a concrete step drawn at
/// random from the class of an abstract step, in a state reached by concrete steps,
/// behaves as the class's representative does in the state reached by representatives.
///
/// Random walks over the scope's worlds pick an abstract step; its representative runs on
/// one engine, and a concrete member of its class on another. A touch-down's member is
/// drawn from its class's own range (inside the edge zone, inside the strip but outside
/// the zone, beyond both; on the top's item or off it), so it is compared whatever side
/// of those thresholds the representative falls on. Any other member (a displacement and
/// a time drawn at random) is kept when every comparison the rules of sections 4 to 9
/// make on it falls on the same side as for the representative (the slop, the direction,
/// the axis, the `maxDistance` of 150, the progress against 500‰, the velocity against
/// 300 and 1000 pt/s and its staleness, the end of the transition in flight, and whether
/// each scroll view is at an end of its range or decelerating). Both must then show the
/// same outcomes, callbacks, stacks, bars, appearance states, recognizer states,
/// transition kind and phase, fingers and tracking item; the positions, offsets,
/// progress and times may differ.
///
/// The representative is a parameter, so that a test can hand the check a wrong one and
/// see it reported.
struct SoundnessCheck {
  /// The walks, spread over the presets in turn.
  var walks = 1000
  /// The abstract steps of a walk at most.
  var length = 8
  /// The seed of the walks.
  var seed: UInt64 = 0x5EED_0F_AB57
  /// The concrete step an abstract step stands for in a state of a world.
  var representative: (AbstractStep, Snapshot, World) -> Step = { abstract, snapshot, world in
    abstract.concrete(in: snapshot, world: world)
  }

  /// What a run of the check found.
  struct Result {
    var stats = Stats()
    /// The first difference between a path of representatives and a path of members, in
    /// words; `nil` when every walk agreed.
    var mismatch: String?
  }

  /// Runs the walks, up to the first difference.
  func run() -> Result {
    var random = Seeded(SplitMix64(state: seed))
    var result = Result()
    for walk in 0..<walks {
      // Each preset in turn, and each system in turn after every round of the presets.
      let preset = Preset.allCases[walk % Preset.allCases.count]
      let system = OperatingSystem.allCases[walk / Preset.allCases.count % 2]
      let worlds = ProveScope(preset: preset, depth: length, screens: 3, system: system).worlds
      let worldIndex = Int.random(in: 0..<worlds.count, using: &random)
      let world = worlds[worldIndex]
      var representative = Walker(world: world)
      var concrete = Walker(world: world)
      var path: [(abstract: AbstractStep, representative: Step, member: Step)] = []
      for _ in 0..<length {
        let snapshot = representative.engine.snapshot
        let choices = AbstractStep.enabled(in: snapshot, world: world)
        guard let abstract = choices.randomElement(using: &random) else { break }
        let step = self.representative(abstract, snapshot, world)
        guard let expected = representative.signature(of: step) else { break }
        var shift = Point(x: 0, y: 0)
        if case .move(_, let target) = step.action,
          let from = snapshot.fingers.first(where: { $0.id == 1 })?.point
        {
          shift = Point(x: target.x - from.x, y: target.y - from.y)
        }
        var member: (step: Step, walker: Walker)?
        for _ in 0..<40 {
          let candidate = concrete.member(of: abstract, shift: shift, using: &random)
          if let signature = concrete.signature(of: candidate), signature.key == expected.key {
            member = (candidate, signature.walker)
            break
          }
        }
        guard let member else {
          result.stats.unmatched += 1
          break
        }
        representative = expected.walker
        concrete = member.walker
        path.append((abstract, step, member.step))
        result.stats.steps += 1
        if member.step != step { result.stats.differing += 1 }
        if case .move = step.action, expected.walker.decided { result.stats.decisions += 1 }
        let differences = Observed(representative.engine.snapshot).differences(
          from: Observed(concrete.engine.snapshot))
        if !differences.isEmpty {
          result.mismatch = Self.message(
            preset: preset, world: worldIndex, path: path, differences: differences)
          return result
        }
      }
    }
    return result
  }

  /// A difference in words: where, the two paths, and each observable that differs.
  static func message(
    preset: Preset, world: Int,
    path: [(abstract: AbstractStep, representative: Step, member: Step)],
    differences: [String]
  ) -> String {
    let steps = path.count == 1 ? "1 step" : "\(path.count) steps"
    var lines = [
      "\(preset.rawValue), world \(world) of its scope: after \(steps), the representatives "
        + "and members of the same classes differ"
    ]
    for (number, entry) in path.enumerated() {
      lines.append(
        "  \(number + 1). \(entry.abstract): '\(entry.representative.scenarioText)' "
          + "vs '\(entry.member.scenarioText)'")
    }
    lines += differences.map { "  " + $0 }
    return lines.joined(separator: "\n")
  }
}

extension SoundnessCheck {
  /// The counts the check reports.
  struct Stats {
    var steps = 0
    var differing = 0
    var decisions = 0
    var unmatched = 0
  }
}

/// What the two walks must agree on after each step.
private struct Observed: Equatable {
  var outcomes: [Outcome]
  var callbacks: [Callback]
  var containers: [[String]]
  var bars: [String]
  var appearance: [ScreenState.Appearance]
  var pan: RecognizerState
  var edge: RecognizerState
  var transition: String?
  var fingers: [Int]
  var trackingItem: ItemID?

  init(_ snapshot: Snapshot) {
    outcomes = Array(snapshot.outcomes)
    callbacks = Array(snapshot.callbacks)
    containers = snapshot.containers.map(\.stack)
    bars = snapshot.containers.map {
      "\($0.transitioning) \($0.barHidden) \($0.barStyle) \($0.pageFlag)"
    }
    appearance = snapshot.screens.map(\.appearance)
    pan = snapshot.pan
    edge = snapshot.edge
    transition = snapshot.transition.map { "\($0.kind) \($0.phase) \($0.from) \($0.to)" }
    fingers = snapshot.fingers.map(\.id)
    trackingItem = snapshot.trackingItem
  }

  /// Each observable that differs, as `name: this vs other`, in the order of the fields.
  func differences(from other: Observed) -> [String] {
    var lines: [String] = []
    func compare<Value: Equatable>(_ name: String, _ a: Value, _ b: Value) {
      if a != b { lines.append("\(name): \(a) vs \(b)") }
    }
    compare("outcomes", outcomes.map { "\($0)" }, other.outcomes.map { "\($0)" })
    compare("callbacks", callbacks.map { "\($0)" }, other.callbacks.map { "\($0)" })
    compare("stacks", containers, other.containers)
    compare("bars", bars, other.bars)
    compare("appearance", appearance.map { "\($0)" }, other.appearance.map { "\($0)" })
    compare("pan", "\(pan)", "\(other.pan)")
    compare("edge", "\(edge)", "\(other.edge)")
    compare("transition", transition ?? "none", other.transition ?? "none")
    compare("fingers", fingers, other.fingers)
    compare(
      "tracking item", trackingItem.map { "\($0)" } ?? "none",
      other.trackingItem.map { "\($0)" } ?? "none")
    return lines
  }
}

/// One walk: an engine on a world, and the samples of finger 1 that the rules read.
private struct Walker {
  let world: World
  var engine: ReferenceEngine
  var touchDown: Point?
  var samples: [(time: Int, point: Point)] = []
  var decided = false

  init(world: World) {
    self.world = world
    engine = ReferenceEngine(world: world)
  }

  var device: Device { world.device }

  func leading(_ point: Point) -> Int {
    device.direction == .ltr ? point.x : device.width - point.x
  }

  func forward(_ from: Point, _ to: Point) -> Int {
    device.direction == .ltr ? to.x - from.x : from.x - to.x
  }

  /// The comparisons the rules make on a step in this state and on the state after it,
  /// and the walker after the step; `nil` when the engine refuses the step.
  func signature(of step: Step) -> (key: [String], walker: Walker)? {
    let before = engine.snapshot
    var next = self
    guard let after = try? next.engine.apply(step) else { return nil }
    var key: [String] = []
    func flag(_ value: Bool) { key.append(value ? "1" : "0") }
    func add(_ value: some CustomStringConvertible) { key.append(value.description) }
    // The time against the end of the transition in flight ([T1]).
    if let end = before.transition?.endsAt { flag(step.time >= end) } else { add("-") }
    switch step.action {
    case .down(1, let point):
      // The zone, the strip and the item hit are the class itself: a member is drawn
      // from its class's range, and the representative is held to it by its behaviour.
      add("down")
      next.touchDown = point
      next.samples = [(step.time, point)]
      next.decided = false
    case .move(1, let point) where AbstractStep.isIdle(before):
      // Nothing reads an idle finger: every move of it is one class ([PV1]).
      add("idle move")
      next.samples = Array((samples + [(step.time, point)]).suffix(2))
    case .move(1, let point):
      add("move")
      let start = touchDown ?? point
      let dx = point.x - start.x
      let dy = point.y - start.y
      let previous = samples.last ?? (step.time, point)
      let wasPast = abs(previous.point.x - start.x) > 10 || abs(previous.point.y - start.y) > 10
      let isPast = abs(dx) > 10 || abs(dy) > 10
      flag(isPast)
      flag(wasPast)
      add(forward(start, point).signum())
      flag(abs(dy) > abs(dx))
      add((leading(point) - 150).signum())
      flag(forward(start, point) * 1000 / device.width > 500)
      let gap = step.time - previous.time
      let velocity = gap > 0 ? forward(previous.point, point) * 1000 / gap : 0
      flag(velocity > 300)
      flag(velocity > 1000)
      flag(velocity.magnitude >= 200)
      next.samples = Array((samples + [(step.time, point)]).suffix(2))
      next.decided = isPast && !wasPast
    case .up(1):
      add("up")
      let last = samples.last ?? (step.time, Point(x: 0, y: 0))
      flag(step.time - last.time > 100)
      if samples.count == 2, samples[1].time != samples[0].time {
        let velocity =
          forward(samples[0].point, samples[1].point) * 1000 / (samples[1].time - samples[0].time)
        flag(velocity > 300)
        flag(velocity > 1000)
        flag(velocity.magnitude >= 200)
      } else {
        add("-")
      }
      next.samples = []
      next.touchDown = nil
    case .down(let finger, let point):
      add("down \(finger)")
      flag(leading(point) <= 40)
    case .up(let finger): add("up \(finger)")
    case .cancel:
      add("cancel")
      next.samples = []
      next.touchDown = nil
    case .operation: add(step.action.scenarioText)
    case .back: add("back")
    case .focus, .search: add(step.action.scenarioText)
    case .wait: add("wait")
    case .move(let finger, _): add("move \(finger)")
    }
    // The state after: each scroll view at an end of its range, or decelerating.
    for (index, scroll) in after.scrollViews.enumerated() {
      let item = world.screens.flatMap { Self.numbered($0.content) }.filter(Self.scrolls)[index]
      switch item {
      case .horizontalScroll(let view):
        flag(scroll.offset + view.inset <= 0)
        flag(scroll.offset >= max(-view.inset, view.content - view.frame.width))
      case .verticalScroll(let view):
        flag(scroll.offset <= 0)
        flag(scroll.offset >= max(0, view.content - view.frame.height))
      case .control, .cell: break
      }
      flag(scroll.decelerating)
    }
    return (key, next)
  }

  /// A screen's items in numbering order: each item, then the items it holds.
  static func numbered(_ items: [ContentItem]) -> [ContentItem] {
    items.flatMap { [$0] + numbered($0.items) }
  }

  /// Whether an item is a scroll view.
  static func scrolls(_ item: ContentItem) -> Bool {
    switch item {
    case .horizontalScroll, .verticalScroll: true
    case .control, .cell: false
    }
  }

  /// A concrete step drawn at random from the class of an abstract step, in this state;
  /// `shift` is the representative's displacement for a move.
  func member(of abstract: AbstractStep, shift: Point, using random: inout Seeded) -> Step {
    let now = engine.snapshot.time
    let quick = now + Int.random(in: 1...60, using: &random)
    let finger = engine.snapshot.fingers.first { $0.id == 1 }?.point ?? Point(x: 0, y: 0)
    func onDevice(_ point: Point) -> Point {
      Point(
        x: min(max(point.x, 0), device.width - 1), y: min(max(point.y, 0), device.height - 1))
    }
    func x(leading: Int) -> Int { device.direction == .ltr ? leading : device.width - leading }
    switch abstract {
    case .down(let leading, let onItem):
      let range =
        leading <= 10 ? 1...20 : leading <= 30 ? 21...40 : 41...(device.width - 41)
      let y =
        onItem
        ? Int.random(in: 100...399, using: &random)
        : Int.random(in: 400...(device.height - 1), using: &random)
      let point = Point(x: x(leading: Int.random(in: range, using: &random)), y: y)
      return Step(time: quick, action: .down(finger: 1, at: point))
    case .move:
      var point = finger
      point.x += shift.x + Int.random(in: -30...30, using: &random)
      let jitter = shift.y == 0 ? 3 : 30
      point.y += shift.y + Int.random(in: -jitter...jitter, using: &random)
      return Step(time: quick, action: .move(finger: 1, to: onDevice(point)))
    case .up(let rested):
      let time = rested ? now + Int.random(in: 101...500, using: &random) : quick
      return Step(time: time, action: .up(finger: 1))
    case .secondDown:
      let point = Point(
        x: x(leading: Int.random(in: 41...(device.width - 41), using: &random)),
        y: Int.random(in: 400...(device.height - 1), using: &random))
      return Step(time: quick, action: .down(finger: 2, at: point))
    case .secondUp: return Step(time: quick, action: .up(finger: 2))
    case .cancel: return Step(time: quick, action: .cancel)
    case .operation(let operation): return Step(time: quick, action: .operation(operation))
    case .wait: return abstract.concrete(in: engine.snapshot, world: world)
    }
  }
}

/// A seeded generator for the walks.
private struct Seeded: RandomNumberGenerator {
  var base: SplitMix64

  init(_ base: SplitMix64) {
    self.base = base
  }

  mutating func next() -> UInt64 { base.next() }
}
