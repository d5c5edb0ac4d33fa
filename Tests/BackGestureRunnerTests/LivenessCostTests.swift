import BackGestureEngine
import BackGestureModel
import BackGestureRunner
import Testing

/// Invariant 8's liveness probes of a state at rest find their items in work linear in
/// the items of the screen.
@Suite struct LivenessCostTests {
  /// Screen B, on top of A, holding `count` sliders of 4 by 4 pt in rows of 97: each is
  /// hit at its knob, so each gets a probe at rest.
  static func sliders(_ count: Int) throws -> Scenario {
    var lines = [
      "backgesture-scenario 4", "device: phone 390x844 ltr", "preset: fdFullscreen", "screen A",
      "screen B",
    ]
    lines += (0..<count).map { "  slider frame=\(($0 % 97) * 4),\(($0 / 97) * 4),4,4" }
    lines += ["stack: A B", "steps:", "@0 wait"]
    return try Scenario.parse(lines.joined(separator: "\n") + "\n", file: "x.scenario").scenario
  }

  /// The work ``WorkCounter`` counts (item frames read by the hit tests, log entries
  /// compared) in checking a scenario, the parsing left out.
  static func work(_ scenario: Scenario) -> Int {
    let counter = WorkCounter()
    let report = counter.counting { ScenarioCheck.run(scenario, policy: .preset(.fdFullscreen)) }
    #expect(report.failure == nil)
    return counter.units
  }

  @Test("The probes of a screen of n sliders read work linear in n")
  func linear() throws {
    // Each slider gets a probe, which the invariants choose by hit-testing its knob and
    // the engine runs by hit-testing the touch-down twice. Scanning the screen's items,
    // as these hit tests used to, reads about p items for the p-th slider: n²/2 a hit
    // test in all, so 10 times the sliders is 100 times the work, far above 12. Items
    // arranged in a grid once per screen read a few items a hit test.
    let small = Self.work(try Self.sliders(100))
    let large = Self.work(try Self.sliders(1000))
    #expect(small >= 3 * 100)
    #expect(large <= 12 * small, "work \(small) for 100 sliders, \(large) for 1000")
  }
}
