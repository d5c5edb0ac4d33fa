import BackGestureModel
import BackGestureOracle
import Testing

@Suite struct OracleTests {
  private let world = Fixtures.world(.fdFullscreen, names: ["A", "B", "C"], stack: ["A", "B"])

  private var steps: [Step] {
    swipe(from: 50, through: [61, 120, 300]) + [
      down(2, 10, 10, at: 40), up(1, at: 60), up(2, at: 70), op(.push("C"), at: 500),
      wait(at: 900), op(.pop, animated: false, at: 901),
    ]
  }

  @Test("The same scenario gives the same snapshots and states, run after run")
  func determinism() throws {
    let first = try Oracle.run(world, steps)
    let second = try Oracle.run(world, steps)
    #expect(first == second)
    var a = Oracle.start(world)
    var b = Oracle.start(world)
    for step in steps {
      a = try Oracle.step(a, step)
      b = try Oracle.step(b, step)
    }
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a.snapshot == first.last)
  }

  @Test("Stepping one at a time matches running the whole list")
  func stepMatchesRun() throws {
    var state = Oracle.start(world)
    var snapshots: [Snapshot] = []
    for step in steps {
      state = try Oracle.step(state, step)
      snapshots.append(state.snapshot)
    }
    #expect(try Oracle.run(world, steps) == snapshots)
    #expect(snapshots.map(\.time) == steps.map(\.time))
  }

  @Test("The start state is at rest: time 0, no fingers, no transition, empty logs")
  func start() {
    let snapshot = Oracle.start(world).snapshot
    #expect(snapshot.time == 0)
    #expect(snapshot.fingers.isEmpty)
    #expect(snapshot.transition == nil)
    #expect(snapshot.pan == .possible && snapshot.edge == .disabled)
    #expect(snapshot.callbacks.isEmpty && snapshot.outcomes.isEmpty)
    #expect(snapshot.screens.map(\.name) == ["A", "B", "C"])
  }

  @Test("Steps that break the scenario rules are errors")
  func invalidSteps() {
    let cases: [[Step]] = [
      [wait(at: 10), wait(at: 9)],
      [down(1, 0, 0, at: 0), down(1, 5, 5, at: 1)],
      [move(1, 0, 0, at: 0)],
      [up(3, at: 0)],
      [down(0, 0, 0, at: 0)],
      [down(10, 0, 0, at: 0)],
    ]
    for steps in cases {
      #expect(throws: OracleError.self) { try Oracle.run(world, steps) }
    }
    #expect(throws: OracleError.invalidStep("finger 1 is not down")) {
      try Oracle.run(world, [move(1, 0, 0, at: 0)])
    }
  }

  @Test("Fingers are listed by ascending id with their positions")
  func fingers() throws {
    let snapshot = try Fixtures.final(
      world, [down(3, 1, 2, at: 0), down(1, 3, 4, at: 0), move(3, 5, 6, at: 1)])
    #expect(
      snapshot.fingers == [
        FingerState(id: 1, point: Point(x: 3, y: 4)), FingerState(id: 3, point: Point(x: 5, y: 6)),
      ])
  }
}
