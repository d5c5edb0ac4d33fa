import BackGestureEngine
import BackGestureModel
import Testing

@Suite struct DeterminismTests {
  private let world = determinismWorld()

  private let steps: [Step] = [
    Step(time: 0, action: .down(finger: 1, at: Point(x: 100, y: 150))),
    Step(time: 16, action: .move(finger: 1, to: Point(x: 130, y: 150))),
    Step(time: 32, action: .move(finger: 1, to: Point(x: 180, y: 150))),
    Step(time: 40, action: .up(finger: 1)),
    Step(time: 50, action: .operation(Operation(.push("C")))),
    Step(time: 400, action: .down(finger: 1, at: Point(x: 100, y: 500))),
    Step(time: 410, action: .move(finger: 1, to: Point(x: 300, y: 500))),
    Step(time: 420, action: .down(finger: 2, at: Point(x: 10, y: 10))),
    Step(time: 430, action: .cancel),
    Step(time: 900, action: .wait),
  ]

  private func trace() throws -> [Snapshot] {
    var engine = ReferenceEngine(world: world)
    var snapshots = [engine.snapshot]
    for step in steps { snapshots.append(try engine.apply(step)) }
    return snapshots
  }

  @Test("The same steps give equal snapshot sequences")
  func sameStepsSameTrace() throws {
    let first = try trace()
    #expect(first == (try trace()))
    #expect(
      first.last?.outcomes.map(\.description) == [
        "swipe:lost:scroll", "push:done", "swipe:cancelled",
      ])
  }

  @Test("A copy of the engine is an independent restore point")
  func copyIsRestorePoint() throws {
    var engine = ReferenceEngine(world: world)
    for step in steps.prefix(5) { try engine.apply(step) }
    var copy = engine
    for step in steps.dropFirst(5) { try engine.apply(step) }
    #expect(copy.snapshot != engine.snapshot)
    for step in steps.dropFirst(5) { try copy.apply(step) }
    #expect(copy.snapshot == engine.snapshot)
  }
}

/// A over B (with a scroll view away from its edge), and C to push.
private func determinismWorld() -> World {
  world(
    .fdFullscreen,
    screens: [screen("A"), screen("B", content: [hscroll(offset: 50)]), screen("C")],
    stack: ["A", "B"])
}
