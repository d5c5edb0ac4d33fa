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

  /// Draws a finger that is not down: the lowest free id mostly, another one sometimes.
  mutating func freeFinger() throws -> Int? {
    let free = (1...9).filter { !fingersDown.contains($0) }
    guard let lowest = free.first else { return nil }
    return try source.chance(1, in: 6) ? source.pick(free) : lowest
  }

  /// Adds one back-gesture attempt: a touch-down aimed at the edge zones, distance limits
  /// and content; a first move that stays under the slop or crosses it in any direction;
  /// further moves towards a progress or with a velocity around the thresholds; events
  /// in between (a second finger, an operation, a wait); and a lift, a system cancel or
  /// nothing at the end.
  mutating func gesture() throws {
    guard let finger = try freeFinger() else { return }
    let first = try firstMove()
    let start = try touchDownPoint(firstForward: first.forward)
    let firstDelay = try source.pick([16, 8, 1, 10, 33, 100, 0])
    guard emit(.down(finger: finger, at: start), at: try touchDownTime(firstDelay: firstDelay))
    else { return }
    try interlude(tracked: finger)
    guard fingersDown.contains(finger) else { return }

    var forward = first.forward
    var down = first.down
    emit(
      .move(finger: finger, to: point(start, forward: forward, down: down)), at: time + firstDelay)

    let width = device.width
    let moves = try source.weighted([2, 3, 2, 1])
    let byVelocity = try source.chance(2, in: 5)
    let threshold = (501 * width + 999) / 1000
    let target = try source.pick([
      width / 2 + 1, width / 2, width / 2 - 1, threshold, threshold - 1, width, width + 40, 0,
      -20, try source.int(0...width, towards: width / 2),
    ])
    for index in 0..<moves {
      guard !isFull, fingersDown.contains(finger) else { return }
      source.beginSpan("move")
      defer { source.endSpan() }
      try interlude(tracked: finger)
      guard fingersDown.contains(finger) else { return }
      let last = index == moves - 1
      let delay: Int
      if last && byVelocity {
        let velocity = try source.pick([1000, 300, 1001, 999, 301, 299, 0, -1000, 5000, 200])
        delay = try source.pick([10, 100, 1000, 16, 1])
        forward += velocity * delay / 1000
      } else {
        delay = try source.pick([16, 8, 1, 33, 100, 10])
        forward += (target - forward) / (moves - index)
      }
      down += try source.pick([0, 1, -1, 5, 20])
      emit(.move(finger: finger, to: point(start, forward: forward, down: down)), at: time + delay)
    }
    guard fingersDown.contains(finger) else { return }
    try release(tracked: finger)
  }

  /// Returns the time of a gesture's touch-down. While an animation is in flight it is
  /// often chosen so that the decision moment (the first move, `firstDelay` later) lands
  /// well inside the animation, one before its end, on it or one after ([T1]);
  /// otherwise after a typical delay.
  mutating func touchDownTime(firstDelay: Int) throws -> Int {
    if let end = snapshot.transition?.endsAt, end >= time, try source.chance(2, in: 3) {
      let decision = end + (try source.pick([-1, 0, 1, -100, -30, 2, -200]))
      return max(time, decision - firstDelay)
    }
    return try nextTime()
  }

  /// Draws the first move after the touch-down, as a forward and a downward displacement:
  /// across the slop (exactly 11, or more), backward, vertical, diagonal or under it.
  mutating func firstMove() throws -> (forward: Int, down: Int) {
    switch try source.weighted([10, 2, 2, 2, 2]) {
    case 0:
      let forward = try source.pick([11, 12, 20, 40, 80, 10, 150])
      return (forward, try source.pick([0, 1, -1, 5, 10, -10]))
    case 1:
      return (-(try source.pick([11, 12, 30, 80, 1])), try source.pick([0, 3, -3]))
    case 2:
      return (try source.pick([0, 1, -1, 5, 10]), try source.pick([11, -11, 12, 40, -80, 200]))
    case 3:
      let size = try source.pick([11, 12, 20, 40])
      let forward = try source.pick([size, -size, size - 1])
      let down = try source.pick([size, size + 1, -size, -size - 1, size - 1])
      return (forward, down)
    default:
      // Under the slop last: it decides at a later move, so a shrink towards the earlier
      // branches trades it for a gesture that decides sooner, in fewer steps.
      return (try source.int(-10...10, towards: 5), try source.int(-10...10))
    }
  }

  /// Draws a touch-down point: at a leading distance around the edge zone (20), the
  /// scroll strip (40) and the top screen's `maxDistance` (so that the decision point,
  /// after the first move, lands one before, on or one past it); inside a content item;
  /// or anywhere. The height mostly hits one of the top screen's items.
  mutating func touchDownPoint(firstForward: Int) throws -> Point {
    let width = device.width
    let items = topScreen?.content ?? []
    var leading: Int
    var y: Int?
    switch try source.weighted([4, 2, 2, 2]) {
    case 0:
      leading = try source.pick([5, 0, 1, 10, 19, 20, 21, 30, 39, 40, 41, 60])
    case 1:
      let limit = topScreen?.settings.maxDistance ?? 0
      let aim = limit > 0 ? limit + (try source.pick([0, 1, -1])) : try source.int(0...width)
      leading = aim - firstForward
    case 2 where !items.isEmpty:
      let frame = try source.pick(items).frame
      let inset = try source.pick([0, 1, frame.width / 2, max(0, frame.width - 1)])
      let x = device.direction == .ltr ? frame.x + inset : frame.x + frame.width - 1 - inset
      leading = device.direction == .ltr ? x : width - x
      y = frame.y + (try source.pick([frame.height / 2, 0, max(0, frame.height - 1)]))
    default:
      leading = try source.int(0...width, towards: width / 2)
    }
    if y == nil {
      if !items.isEmpty, try source.chance(2, in: 3) {
        let frame = try source.pick(items).frame
        y = frame.y + (try source.pick([frame.height / 2, 0, max(0, frame.height - 1)]))
      } else {
        y = try source.pick([device.height / 2, 0, 1, device.height - 1, 60])
      }
    }
    // A touch-down lands on the screen: x from 0 to width - 1, as UIKit delivers touches.
    let onScreen = device.direction == .ltr ? 0...(width - 1) : 1...width
    leading = min(max(leading, onScreen.lowerBound), onScreen.upperBound)
    return Point(x: x(atLeadingDistance: leading), y: min(max(y ?? 0, 0), device.height - 1))
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
      emit(.down(finger: finger, at: at), at: time + (try source.pick([0, 8, 16])))
    case 1:
      try operation()
    case 2:
      try wait()
    default:
      let others = fingersDown.filter { $0 != tracked }
      guard let other = others.first else { return }
      if try source.chance(1, in: 2) {
        emit(.up(finger: other), at: time + (try source.pick([0, 8, 16])))
      } else {
        let at = snapshot.fingers.first { $0.id == other }!.point
        let moved = point(at, forward: try source.pick([20, -20, 11, 100]), down: 0)
        emit(.move(finger: other, to: moved), at: time + (try source.pick([0, 8, 16])))
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
        for other in others { emit(.up(finger: other), at: time + 1) }
      }
      emit(.up(finger: tracked), at: time + rest)
      if !othersFirst, !others.isEmpty, try source.chance(2, in: 3) {
        for other in others.reversed() { emit(.up(finger: other), at: time + 8) }
      }
    case 2:
      emit(.cancel, at: time + rest)
    default:
      for other in fingersDown where other != tracked {
        emit(.up(finger: other), at: time + rest)
      }
    }
    if try source.chance(1, in: 2) { try wait() }
  }

  /// Adds a touch event outside a planned gesture: a finger that is down lifts or moves,
  /// the system cancels, or another finger touches down.
  mutating func strayTouch() throws {
    let down = fingersDown
    guard !down.isEmpty else {
      guard let finger = try freeFinger() else { return }
      emit(.down(finger: finger, at: try touchDownPoint(firstForward: 0)), at: try nextTime())
      return
    }
    switch try source.weighted([2, 2, 1, 1]) {
    case 0:
      emit(.up(finger: try source.pick(down)), at: try nextTime())
    case 1:
      let finger = try source.pick(down)
      let at = snapshot.fingers.first { $0.id == finger }!.point
      let forward = try source.pick([11, 1, -11, 50, -50, 200])
      let moved = point(at, forward: forward, down: try source.pick([0, 11, -11]))
      emit(.move(finger: finger, to: moved), at: time + (try delay()))
    case 2:
      emit(.cancel, at: try nextTime())
    default:
      guard let finger = try freeFinger() else { return }
      emit(.down(finger: finger, at: try touchDownPoint(firstForward: 0)), at: try nextTime())
    }
  }
}
