import BackGestureApps
import BackGestureCheck
import BackGestureGenerators
import BackGestureModel
import Foundation
import PropertyCore
import Testing
import _TestSupport

@Suite @MainActor struct AppHostTests {
  @Test("A swipe from the leading edge pops with the system pop")
  func systemPop() throws {
    let scenario = CheckFixtures.scenario(
      """
      device: phone 390x844 ltr
      preset: delegateInterceptor
      screen A
      screen B
      stack: A B
      steps:
      @0 down 1 at 5,400
      @16 move 1 to 30,400
      @32 move 1 to 250,400
      @48 up 1
      @1000 wait
      """)
    let host = AppHost(world: scenario.world, app: PlainApp())
    var last = host.snapshot
    for step in scenario.steps {
      last = try host.apply(step)
      print(step.scenarioText, last.transition.map { "\($0.kind) \($0.phase) \($0.progress)" } ?? "-", last.edge)
    }
    print(last.callbacks.map(\.description).joined(separator: " "))
    print(last.outcomes.map(\.description))
    #expect(last.containers[0].stack == ["A"])
  }

  @Test("Generated scenarios on the plain app keep the invariants")
  func generated() {
    var failures = 0
    var checked = 0
    let result = Property.check(
      "plain app", Gen.scenarios(), configuration: PropertyConfiguration(cases: 300),
      environment: [:], describe: \.scenarioText
    ) { scenario in
      checked += 1
      let report = ScenarioCheck.run(scenario, app: PlainApp())
      if let failure = report.failure {
        failures += 1
        throw PropertyFailure(failure.description)
      }
    }
    if let message = PropertyReport.message(for: result) { print(message) }
    #expect(result.isSuccess)
  }
}
