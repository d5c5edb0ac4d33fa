import BackGestureApps
import BackGestureModel
import BackGestureRunner
import Testing
import _TestSupport

/// An app's own pan that drives its own transition goes the way the app designed (spec
/// section 12, invariant 7); a pan aimed at UIKit's pop handler is held to the direction.
@Suite @MainActor struct PullDownAppTests {
  /// B over A: a pull down from the middle of the screen, released 400 pt lower.
  static func pull(_ system: OperatingSystem = .ios18) -> Scenario {
    CheckFixtures.scenario(
      version: 4,
      """
      device: phone 390x844 ltr
      preset: privateHandler
      system: \(system.rawValue)
      screen A
      screen B
      stack: A B
      steps:
      @0 down 1 at 200,300
      @16 move 1 to 200,320
      @32 move 1 to 200,700
      @48 up 1
      @800 wait
      """)
  }

  @Test(
    "A pull down that pops with the app's own transition breaks no invariant",
    arguments: OperatingSystem.allCases)
  func pullDownPops(_ system: OperatingSystem) throws {
    let scenario = Self.pull(system)
    let host = AppHost(world: scenario.world, app: PullDownApp())
    var last = host.snapshot
    for step in scenario.steps { last = try host.apply(step) }
    #expect(last.containers.map(\.stack) == [["A"]])
    #expect(ScenarioCheck.run(scenario, app: PullDownApp()).failure == nil)
  }

  @Test("The same pull on a pan aimed at UIKit's pop handler breaks the direction rule")
  func handlerPanHeldToDirection() throws {
    let report = ScenarioCheck.run(Self.pull(), app: AnyDirectionHandlerApp())
    let failure = try #require(report.failure)
    #expect(failure.invariant == .settingsRespected)
    #expect(failure.description.contains("rule direction refuses"))
  }
}
