import BackGestureModel
import PropertyCore

extension StepBuilder {
  /// Returns the x of a point at a leading distance ([D3]).
  func x(atLeadingDistance distance: Int) -> Int {
    device.direction == .ltr ? distance : device.width - distance
  }

  /// Returns a point moved by a forward displacement ([D4]) and a vertical one, kept on
  /// the device: a finger dragged past an edge stays at the edge, as on glass ([U8], [F4]).
  func point(_ start: Point, forward: Int, down: Int) -> Point {
    let dx = device.direction == .ltr ? forward : -forward
    return Point(
      x: min(max(start.x + dx, 0), device.width - 1),
      y: min(max(start.y + down, 0), device.height - 1))
  }

  /// Returns a point's leading distance ([D3]).
  func leadingDistance(of point: Point) -> Int {
    device.direction == .ltr ? point.x : device.width - point.x
  }

  /// Draws a point on the screen in two choices of its own, its leading distance and its
  /// height: anywhere on the screen, the leading edge and the top the simplest, mostly
  /// at `aim`.
  ///
  /// The coordinates are absolute, not displacements: when the shrinker takes out a
  /// move, the moves after it keep their points, and each coordinate shrinks to the
  /// smallest that still fails.
  mutating func drawPoint(aimingAt aim: Point) throws -> Point {
    let width = device.width
    let leading = device.direction == .ltr ? 0...(width - 1) : 1...width
    let distance = try source.draw(
      .integer(
        Int64(leading.lowerBound)...Int64(leading.upperBound), target: Int64(leading.lowerBound)),
      favouring: [Int64(leadingDistance(of: aim))], anyOneIn: Self.rarity)
    let y = try source.draw(
      .integer(0...Int64(device.height - 1), target: 0), favouring: [Int64(aim.y)],
      anyOneIn: Self.rarity)
    return Point(x: x(atLeadingDistance: Int(distance)), y: Int(y))
  }

  /// Draws a finger that is not down: the lowest free id mostly, another one sometimes.
  mutating func freeFinger() throws -> Int? {
    let down = glance.fingers
    func isFree(_ id: Int) -> Bool { !down.contains { $0.id == id } }
    guard let lowest = (1...9).first(where: isFree) else { return nil }
    guard try source.chance(1, in: 6) else { return lowest }
    // The list of free fingers only for the one draw in six that picks among them.
    var free: [Int] = []
    free.reserveCapacity(9)
    for id in 1...9 where isFree(id) { free.append(id) }
    return try source.pick(free)
  }

  /// Adds one back-gesture attempt: a touch-down aimed at the edge zones, distance limits
  /// and content; a first move that stays under the slop or crosses it in any direction;
  /// further moves towards a progress or with a velocity around the thresholds; events
  /// in between (a second finger, an operation, a wait); and a lift, a system cancel or
  /// nothing at the end.
  mutating func gesture() throws {
    guard let finger = try freeFinger() else { return }
    let first = try firstMove()
    let aim = try touchDownPoint(firstForward: first?.forward ?? 0)
    let firstDelay = try source.pick([16, 8, 1, 10, 33, 100, 0])
    let downTime = try touchDownTime(firstDelay: firstDelay)
    // Whether the finger touches down at all: almost always, but not touching is the
    // simplest answer, so that the shrinker can take out a touch-down and keep what
    // happens around it. A finger that never touched down goes through the gesture's
    // draws all the same: the oracle refuses its moves and its lift, and the events in
    // between and a system cancel stay.
    let touches = try source.element([false, true], weights: [1, 63])
    if touches {
      guard emit(.down(finger: finger, at: aim), at: downTime) else { return }
    }
    var tracking: Bool { !touches || glance.fingers.contains { $0.id == finger } }
    try interlude(tracked: finger)
    guard tracking else { return }

    // The first move's time and point are drawn whether or not there is one, so that
    // the shrinker can take it out (the move's kind to none) and leave the choices after
    // it where they were.
    let start = aim
    let firstAim = point(start, forward: first?.forward ?? 0, down: first?.down ?? 0)
    let firstTime = try drawTime(favouring: [time + firstDelay])
    let firstPoint = try drawPoint(aimingAt: firstAim)
    var forward = 0
    var down = 0
    if first != nil {
      forward = leadingDistance(of: firstPoint) - leadingDistance(of: start)
      down = firstPoint.y - start.y
      emit(.move(finger: finger, to: firstPoint), at: firstTime)
    }

    let width = device.width
    let threshold = (501 * width + 999) / 1000
    // Just across the slop first: a shrunk gesture travels no further than its bug needs.
    let target = try source.pick([
      11, width / 2 + 1, width / 2, width / 2 - 1, threshold, threshold - 1, width, width + 40,
      0, -20, try source.int(0...width, towards: width / 2),
    ])
    // Zero to three further moves, about 2:3:2:1, each in its own span that starts with
    // the choice of whether there is one more, so the shrinker takes out any one of them
    // (after three, that choice is drawn and always no).
    for chance in [9, 6, 4, 0] {
      guard !isFull, tracking else { return }
      source.beginSpan("move")
      defer { source.endSpan() }
      guard try source.oneMore(chance) else { break }
      try interlude(tracked: finger)
      guard tracking else { return }
      // Every choice of a move is drawn whichever way it goes, so that a move keeps its
      // choices when the shrinker changes another. The plan (by velocity or towards the
      // target) only aims the move's time and point, which are drawn on their own.
      let byVelocity = try source.chance(2, in: 5)
      let velocity = try source.pick([1000, 300, 1001, 999, 301, 299, 0, -1000, 5000, 200])
      let velocityDelay = try source.pick([10, 100, 1000, 16, 1])
      let share = try source.pick([1, 2, 3])
      let steadyDelay = try source.pick([16, 8, 1, 33, 100, 10])
      let delay: Int
      var aimed = forward
      if byVelocity {
        delay = velocityDelay
        aimed += velocity * delay / 1000
      } else {
        // Towards the target: all the way (the simplest), half way or a third.
        delay = steadyDelay
        aimed += (target - forward) / share
      }
      let aimedDown = down + (try source.pick([0, 1, -1, 5, 20]))
      let at = try drawTime(favouring: [time + delay])
      let moved = try drawPoint(aimingAt: point(start, forward: aimed, down: aimedDown))
      // Whether the finger moves after the events in between: almost always, but not
      // moving is the simplest answer, so that the shrinker can take out a move and keep
      // the events before it.
      guard try source.element([false, true], weights: [1, 63]) else { continue }
      forward = leadingDistance(of: moved) - leadingDistance(of: start)
      down = moved.y - start.y
      emit(.move(finger: finger, to: moved), at: at)
    }
    guard tracking else { return }
    try release(tracked: finger)
  }

  /// Returns the time of a gesture's touch-down. While an animation is in flight it is
  /// often chosen so that the decision moment (the first move, `firstDelay` later) lands
  /// well inside the animation, one before its end, on it or one after ([T1]);
  /// otherwise after a typical delay.
  mutating func touchDownTime(firstDelay: Int) throws -> Int {
    guard let end = glance.transitionEndsAt, end >= time else { return try nextTime() }
    // The typical times, then the decision moments around the end three times over.
    let times = nextTimes
    let decisions = Self.decisionOffsets
    return try drawTime(favouringOneOf: times.count + 3 * decisions.count) { position in
      position < times.count
        ? times[position] : end + decisions[(position - times.count) % decisions.count] - firstDelay
    }
  }

  /// Where ``touchDownTime(firstDelay:)`` favours the decision moment around the end of
  /// the animation in flight, in milliseconds from it.
  static let decisionOffsets = [-1, 0, 1, -100, -30, 2, -200]

  /// Draws the first move after the touch-down, as a forward and a downward displacement:
  /// across the slop (exactly 11, or more), backward, vertical, diagonal or under it; or
  /// none, and the further moves alone take the finger towards its target.
  ///
  /// None is the simplest answer, though rare: a shrunk gesture keeps a first move only
  /// when the bug needs the gesture to decide before it travels. In worlds with nested
  /// content a backward move, which is a cell's own drag ([C6]), is twice as likely.
  mutating func firstMove() throws -> (forward: Int, down: Int)? {
    // Every choice is drawn whichever way the move goes, so that the shrinker can switch
    // it (to none, say) and leave the choices after it where they were.
    let kind = try source.weighted([1, 10, nested ? 4 : 2, 2, 2, 2])
    let across = try source.pick([11, 12, 20, 40, 80, 10, 150])
    let acrossDown = try source.pick([0, 1, -1, 5, 10, -10])
    let backward = try source.pick([11, 12, 30, 80, 1])
    let backwardDown = try source.pick([0, 3, -3])
    let vertical = try source.pick([0, 1, -1, 5, 10])
    let verticalDown = try source.pick([11, -11, 12, 40, -80, 200])
    let size = try source.pick([11, 12, 20, 40])
    let diagonal = try source.pick([size, -size, size - 1])
    let diagonalDown = try source.pick([size, size + 1, -size, -size - 1, size - 1])
    let under = try source.int(-10...10, towards: 5)
    let underDown = try source.int(-10...10)
    switch kind {
    case 0: return nil
    case 1: return (across, acrossDown)
    case 2: return (-backward, backwardDown)
    case 3: return (vertical, verticalDown)
    case 4: return (diagonal, diagonalDown)
    // Under the slop last: it decides at a later move, so a shrink towards the earlier
    // branches trades it for a gesture that decides sooner, in fewer steps.
    default: return (under, underDown)
    }
  }

  /// The frame of a screen's item by position in declaration order, a scroll view's own
  /// items right after it ([C7]), so that a touch aims at a held cell too; the last item's
  /// when there are fewer, `nil` when there are none. Read in place, no list made.
  static func frame(at position: Int, in content: [ContentItem]) -> Frame? {
    var found: Frame?
    var seen = 0
    func visit(_ items: [ContentItem]) -> Bool {
      for item in items {
        found = item.frame
        seen += 1
        if seen > position || visit(item.items) { return true }
      }
      return false
    }
    _ = visit(content)
    return found
  }

  /// Draws a touch-down point: at a leading distance around the edge zone (20), the
  /// scroll strip (40) and the top screen's `maxDistance` (so that the decision point,
  /// after the first move, lands one before, on or one past it); inside a content item
  /// (a held one too); or anywhere. The height mostly hits one of the top screen's items.
  mutating func touchDownPoint(firstForward: Int) throws -> Point {
    let width = device.width
    // Every choice is drawn whatever the world, so that taking out a content item, a
    // screen or a setting leaves the choices after it where they were.
    let aim = try source.weighted([4, 2, 2, 2])
    // The smallest distances and heights first: a shrunk touch lands as near the
    // leading edge and the top as its bug allows.
    let edge = try source.pick([0, 1, 5, 10, 19, 20, 21, 30, 39, 40, 41, 60])
    let nearLimit = try source.pick([0, 1, -1])
    let anywhere = try source.int(0...width, towards: width / 2)
    let onItem = try source.chance(2, in: 3)
    let itemIndex = try source.int(0...2)
    let inset = try source.int(0...3)
    let itemHeight = try source.int(0...2)
    let plainHeight = try source.pick([0, 1, 60, device.height / 2, device.height - 1])
    let top = topScreen
    let item = Self.frame(at: itemIndex, in: top?.content ?? [])
    func height(in frame: Frame) -> Int {
      frame.y + [frame.height / 2, 0, max(0, frame.height - 1)][itemHeight]
    }
    var leading: Int
    var y = plainHeight
    let limit = top?.settings.maxDistance ?? 0
    switch aim {
    case 0:
      leading = edge
    case 1 where limit > 0:
      leading = limit + nearLimit - firstForward
    case 2 where item != nil:
      let frame = item!
      let offset = [0, 1, frame.width / 2, max(0, frame.width - 1)][inset]
      let x = device.direction == .ltr ? frame.x + offset : frame.x + frame.width - 1 - offset
      leading = device.direction == .ltr ? x : width - x
      y = height(in: frame)
    default:
      leading = anywhere - (aim == 1 ? firstForward : 0)
    }
    if aim != 2, onItem, let frame = item { y = height(in: frame) }
    // A touch-down lands on the screen: x from 0 to width - 1, as UIKit delivers touches.
    let onScreen = device.direction == .ltr ? 0...(width - 1) : 1...width
    leading = min(max(leading, onScreen.lowerBound), onScreen.upperBound)
    return try drawPoint(
      aimingAt: Point(x: x(atLeadingDistance: leading), y: min(max(y, 0), device.height - 1)))
  }

  /// Sometimes adds an event while a gesture's finger is down: another finger touching
  /// down (or lifting, or moving), an operation, or a wait.
  mutating func interlude(tracked: Int) throws {
    source.beginSpan("interlude")
    defer { source.endSpan() }
    guard try source.chance(1, in: 7) else { return }
    switch try source.weighted([3, 2, 1, 1]) {
    case 0:
      guard let finger = try freeFinger() else { return }
      let at = try touchDownPoint(firstForward: 0)
      emit(.down(finger: finger, at: at), at: try drawTime(favouring: [time, time + 8, time + 16]))
    case 1:
      try operation()
    case 2:
      try wait()
    default:
      let others = fingersDown.filter { $0 != tracked }
      guard let other = others.first else { return }
      let lifts = try source.chance(1, in: 2)
      let at = glance.fingers.first { $0.id == other }!.point
      let forward = try source.pick([20, -20, 11, 100])
      let when = try drawTime(favouring: [time, time + 8, time + 16])
      if lifts {
        emit(.up(finger: other), at: when)
      } else {
        let moved = try drawPoint(aimingAt: point(at, forward: forward, down: 0))
        emit(.move(finger: other, to: moved), at: when)
      }
    }
  }

  /// Ends a gesture: the tracked finger lifts after a rest (below, at or past the
  /// velocity's 100 ms staleness), with other fingers lifting before or after it; or the
  /// system cancels every finger; or the fingers stay down.
  ///
  /// Staying down is the simplest answer, since it adds no step: a gesture that a step
  /// limit cut short keeps its shape when the shrinker deletes what came before it and
  /// the gesture's unread choices answer with the simplest value.
  mutating func release(tracked: Int) throws {
    source.beginSpan("release")
    defer { source.endSpan() }
    let rest = try source.pick([16, 0, 1, 8, 100, 101, 99, 300])
    switch try source.weighted([1, 6, 2, 1]) {
    case 0:
      break
    case 1:
      let others = fingersDown.filter { $0 != tracked }
      let othersFirst = try !others.isEmpty && source.chance(1, in: 2)
      if othersFirst {
        for other in others { emit(.up(finger: other), at: try drawTime(favouring: [time + 1])) }
      }
      emit(.up(finger: tracked), at: try drawTime(favouring: [time + rest]))
      if !othersFirst, !others.isEmpty, try source.chance(2, in: 3) {
        for other in others.reversed() {
          emit(.up(finger: other), at: try drawTime(favouring: [time + 8]))
        }
      }
    case 2:
      emit(.cancel, at: try drawTime(favouring: [time + rest]))
    default:
      for other in fingersDown where other != tracked {
        emit(.up(finger: other), at: try drawTime(favouring: [time + rest]))
      }
    }
    if try source.chance(1, in: 2) { try wait() }
  }

  /// Adds a touch event outside a planned gesture: a finger that is down lifts or moves,
  /// the system cancels, or another finger touches down. The kind is one choice that
  /// means the same whether fingers are down or not (``ChoiceSource/option(_:)``): with
  /// none down, a finger touches down mostly and the system cancels sometimes.
  mutating func strayTouch() throws {
    let down = fingersDown
    switch try source.option(down.isEmpty ? [0, 0, 1, 6] : [2, 2, 1, 1]) {
    case 0 where !down.isEmpty:
      let finger = try source.pick(down)
      emit(.up(finger: finger), at: try nextTime())
    case 1 where !down.isEmpty:
      let finger = try source.pick(down)
      let at = glance.fingers.first { $0.id == finger }!.point
      let forward = try source.pick([11, 1, -11, 50, -50, 200])
      let aimedDown = try source.pick([0, 11, -11])
      let now = time
      let when = try drawTime(favouringOneOf: Self.typicalDelays.count) {
        now + Self.typicalDelays[$0]
      }
      let moved = try drawPoint(aimingAt: point(at, forward: forward, down: aimedDown))
      emit(.move(finger: finger, to: moved), at: when)
    case 2:
      emit(.cancel, at: try nextTime())
    default:
      guard let finger = try freeFinger() else { return }
      emit(.down(finger: finger, at: try touchDownPoint(firstForward: 0)), at: try nextTime())
    }
  }
}
