import BackGestureModel
import PropertyCore

extension StepBuilder {
  /// Adds a pull on a page sheet (spec [N7]): a touch-down, a first move that goes down
  /// across the slop (straight, or leaning a little sideways so that a back recognizer
  /// may take it first), zero to two further moves towards half the device's height or
  /// fast downward, and a release at rest, a flick, a system cancel, or nothing.
  ///
  /// It is drawn whatever is in front, so that taking out the presentation it pulls
  /// leaves the choices after it where they were; in front of anything but a page sheet
  /// it is a vertical drag like any other.
  mutating func pull() throws {
    guard let finger = try freeFinger() else { return }
    let height = device.height
    // Every choice is drawn whichever way the pull goes.
    let startY = try source.pick([60, height / 4, 100, height / 2 - 1, height - 80])
    let startLeading = try source.pick([device.width / 2, 100, 30, 10])
    let firstDown = try source.pick([11, 20, 12, 40, 80])
    let sideways = try source.pick([0, 1, -1, 5, 11, -11])
    let threshold = (501 * height + 999) / 1000
    let target = try source.pick([
      threshold, threshold - 1, height / 2, height / 2 + 1, 100, height, 20,
    ])
    let start = try drawPoint(
      aimingAt: Point(x: x(atLeadingDistance: startLeading), y: startY))
    guard emit(.down(finger: finger, at: start), at: try nextTime()) else { return }
    try interlude(tracked: finger)
    guard glance.fingers.contains(where: { $0.id == finger }) else { return }
    let first = try drawPoint(aimingAt: point(start, forward: sideways, down: firstDown))
    emit(.move(finger: finger, to: first), at: try drawTime(favouring: [time + 16, time + 8]))
    for chance in [9, 5, 0] {
      guard !isFull, fingersDown.contains(finger) else { return }
      source.beginSpan("move")
      defer { source.endSpan() }
      guard try source.oneMore(chance) else { break }
      // A steady move towards the target, or a flick: a short fast one at about 1000 pt/s.
      let flick = try source.chance(1, in: 3)
      let speed = try source.pick([1001, 1000, 999, 5000, 300])
      let delay = try source.pick([16, 8, 33])
      let current = glance.fingers.first { $0.id == finger }?.point ?? start
      let down = flick ? speed * delay / 1000 : target - (current.y - start.y)
      let moved = try drawPoint(aimingAt: point(current, forward: 0, down: down))
      emit(.move(finger: finger, to: moved), at: try drawTime(favouring: [time + delay]))
    }
    guard glance.fingers.contains(where: { $0.id == finger }) else { return }
    try release(tracked: finger)
  }
}
