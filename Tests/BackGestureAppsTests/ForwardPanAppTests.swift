import BackGestureApps
import BackGestureModel
import BackGestureRunner
import Testing
import _TestSupport

/// An app whose back pan filters its direction in its own `touchesMoved(_:with:)` (spec
/// [TD3], [TD5]): the filter runs as on iOS, so the checker finds nothing to report.
@Suite @MainActor struct ForwardPanAppTests {
  /// Three swipes on B over A: one that first goes down, one that first goes toward
  /// leading, then one forward, released 230 pt from where it began. `x` maps a
  /// left-to-right abscissa to the device's direction.
  static func scenario(_ direction: Device.Direction) -> Scenario {
    let x = { (ltr: Int) in direction == .rtl ? 390 - ltr : ltr }
    return CheckFixtures.scenario(
      version: 4,
      """
      device: phone 390x844 \(direction.rawValue)
      preset: fdFullscreen
      screen A
      screen B
      stack: A B
      steps:
      @0 down 1 at \(x(200)),400
      @16 move 1 to \(x(200)),440
      @32 move 1 to \(x(260)),440
      @48 up 1
      @100 down 1 at \(x(200)),400
      @116 move 1 to \(x(160)),400
      @132 move 1 to \(x(300)),400
      @148 up 1
      @200 down 1 at \(x(100)),400
      @216 move 1 to \(x(130)),400
      @232 move 1 to \(x(330)),400
      @248 up 1
      @800 wait
      """)
  }

  @Test(
    "A pan that fails itself on a vertical or backward first movement pops only forward",
    arguments: Device.Direction.allCases)
  func filtersInTouchesMoved(_ direction: Device.Direction) throws {
    let scenario = Self.scenario(direction)
    let host = AppHost(world: scenario.world, app: ForwardPanApp())
    var last = host.snapshot
    for step in scenario.steps { last = try host.apply(step) }
    // The first two swipes fail in the pan's own touchesMoved, an app's own rule
    // (refused:delegate, [TD5]); the third begins and is released at 230/390 = 589 permille
    // of the width, past half: the pop finishes ([U16], [U9]).
    #expect(
      last.outcomes.map(\.description)
        == ["swipe:refused:delegate", "swipe:refused:delegate", "swipe:finished"])
    #expect(last.containers.map(\.stack) == [["A"]])
    #expect(ScenarioCheck.run(scenario, app: ForwardPanApp()).failure == nil)
  }
}
