import BackGestureCheck
import BackGestureSampleApps
import BackGestureUIKit
import Testing

/// Taps on an app's own button reach its code through the mirror's touch delivery
/// (``ActingApp``'s Done button, 200x60 at 20,600 on every screen).
@Suite struct CheckBackGestureAppButtonTests {
  /// Two taps on the Done button, the second while the pop the first started animates
  /// (the pop runs from 50 ms to 400 ms, [O1]); during it, B is the top and takes the
  /// touch, and its own Done button pops B, which UIKit refuses inside a transition
  /// (invariant 12, `ios18`).
  static let doubleTap = """
    backgesture-scenario 4
    device: phone 390x844 ltr
    preset: privateHandler
    screen A
    screen B
    screen C
    stack: A B C
    steps:
    @0 down 1 at 120,630
    @50 up 1
    @100 down 1 at 120,630
    @150 up 1
    """

  @Test("A second tap on the Done button while its pop animates pops inside the transition")
  @MainActor func doubleTapFound() throws {
    let scenario = try Scenario.parse(Self.doubleTap, file: "done.scenario").scenario
    let failure = try #require(
      ScenarioCheck.run(scenario, app: ActingApp(kind: .doneButton, guarded: false)).failure)
    #expect(
      failure.description == """
        invariant 12 (the app keeps UIKit's rules) broken after step 4 '@150 up 1'
          popViewController(animated:) was called while a transition is in flight
        """)
  }

  @Test("Guarded, the second tap does nothing and the scenario passes")
  @MainActor func guardedPasses() throws {
    let scenario = try Scenario.parse(Self.doubleTap, file: "done.scenario").scenario
    let report = ScenarioCheck.run(scenario, app: ActingApp(kind: .doneButton, guarded: true))
    #expect(report.failure == nil, "\(report.failure.map(\.description) ?? "")")
  }
}
