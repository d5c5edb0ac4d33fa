import BackGestureModel
import BackGestureRunner
import Testing

/// The numbers of a scenario's steps, each lowered by one.
@Suite struct ScenarioValueTests {
  static func scenario(_ direction: Device.Direction, steps: String) throws -> Scenario {
    try Scenario.parse(
      """
      backgesture-scenario 1
      device: phone 390x844 \(direction.rawValue)
      preset: fdFullscreen

      screen A
      screen B
      stack: A B

      steps:
      \(steps)
      """, file: "values"
    ).scenario
  }

  @Test(
    "A time after the step before, a leading distance off the edge, a height off the top go one lower"
  )
  func leftToRight() throws {
    let scenario = try Self.scenario(.ltr, steps: "@0 down 1 at 0,5\n@16 move 1 to 11,0\n@16 up 1")
    let lowered = scenario.loweredByOne
    #expect(
      lowered.map(\.0.description) == ["y of step 1", "time of step 2", "x of step 2"])
    #expect(lowered[0].1.steps[0].action == .down(finger: 1, at: Point(x: 0, y: 4)))
    #expect(lowered[1].1.steps.map(\.time) == [0, 15, 16])
    #expect(lowered[2].1.steps[1].action == .move(finger: 1, to: Point(x: 10, y: 0)))
  }

  @Test("Right to left, the leading distance is measured from the right edge and goes down to 1")
  func rightToLeft() throws {
    let scenario = try Self.scenario(.rtl, steps: "@0 down 1 at 389,0\n@0 move 1 to 378,0")
    let lowered = scenario.loweredByOne
    #expect(lowered.map(\.0.description) == ["x of step 2"])
    #expect(lowered[0].1.steps[1].action == .move(finger: 1, to: Point(x: 379, y: 0)))
  }
}
