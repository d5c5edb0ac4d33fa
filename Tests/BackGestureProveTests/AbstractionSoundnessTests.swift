import BackGestureEngine
import BackGestureModel
import BackGestureProve
import PropertyCore
import Testing

/// Soundness of the abstraction (spec section 15.1): a concrete step drawn at random from
/// the class of an abstract step, in a state reached by concrete steps, behaves as the
/// class's representative does in the state reached by representatives.
///
/// Random walks over the scope's worlds pick an abstract step; its representative runs on
/// one engine, and a concrete member of its class on another: a touch point, a
/// displacement and a time drawn at random, kept when every comparison the rules of
/// sections 4 to 9 make on it falls on the same side as for the representative (the
/// slop, the direction, the axis, the edge zone, the strip, the `maxDistance` of 150, the
/// item hit, the progress against 500‰, the velocity against 300 and 1000 pt/s and its
/// staleness, the end of the transition in flight, and whether each scroll view is at an
/// end of its range or decelerating). Both must then show the same outcomes, callbacks,
/// stacks, bars, appearance states, recognizer states, transition kind and phase, fingers
/// and tracking item; the positions, offsets, progress and times may differ.
@Suite struct AbstractionSoundnessTests {
  static let walks = 1000
  static let length = 8

  @Test("A random member of each step's class behaves as its representative")
  func membersBehaveAsRepresentatives() throws {
    var random = Seeded(SplitMix64(state: 0x5EED_0F_AB57))
    var stats = Stats()
    for walk in 0..<Self.walks {
      let preset = Preset.allCases[walk % Preset.allCases.count]
      let worlds = ProveScope(preset: preset, depth: Self.length, screens: 3).worlds
      let world = worlds[Int.random(in: 0..<worlds.count, using: &random)]
      var representative = Walker(world: world)
      var concrete = Walker(world: world)
      for _ in 0..<Self.length {
        let snapshot = representative.engine.snapshot
        let choices = AbstractStep.enabled(in: snapshot, world: world)
        guard let abstract = choices.randomElement(using: &random) else { break }
        let step = abstract.concrete(in: snapshot, world: world)
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
          stats.unmatched += 1
          break
        }
        representative = expected.walker
        concrete = member.walker
        stats.steps += 1
        if member.step != step { stats.differing += 1 }
        if case .move = step.action, expected.walker.decided { stats.decisions += 1 }
        let a = Observed(representative.engine.snapshot)
        let b = Observed(concrete.engine.snapshot)
        #expect(
          a == b,
          "\(world.preset) \(abstract): \(step.scenarioText) vs \(member.step.scenarioText)")
        if a != b { return }
      }
    }
    // Coverage, with floors: most steps find a member, most members differ from their
    // representative, and the walks reach decisions.
    print(
      "soundness: \(stats.steps) steps, \(stats.differing) with another member, "
        + "\(stats.decisions) decisions, \(stats.unmatched) classes without a member found")
    #expect(stats.steps >= Self.walks * Self.length / 2)
    #expect(stats.differing * 10 >= stats.steps * 6)
    #expect(stats.decisions >= 150)
    #expect(stats.unmatched * 10 <= stats.steps)
  }
}

/// The counts the property reports.
private struct Stats {
  var steps = 0
  var differing = 0
  var decisions = 0
  var unmatched = 0
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
      add("down")
      flag(leading(point) <= 20)
      flag(leading(point) <= 40)
      let top = before.current.stack.last.flatMap(world.screen(named:))
      let hit = top?.content.firstIndex { item in
        let frame = item.frame
        return frame.x <= point.x && point.x < frame.x + frame.width && frame.y <= point.y
          && point.y < frame.y + frame.height
      }
      add(hit ?? -1)
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
