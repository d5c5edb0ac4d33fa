import BackGestureApps
import BackGestureEngine
import BackGestureGenerators
import BackGestureInvariants
import BackGestureModel
import BackGestureRunner
import BackGestureSampleApps
import PropertyCore

/// Throughput on a fixed set of generated scenarios: the reference engine alone against
/// the full check (engine, oracle and invariants after every step).
///
/// ```swift
/// let scenarios = Throughput.scenarios(perPreset: 400, seed: 0)
/// let engine = Throughput.measure(scenarios, Throughput.runEngine)
/// let check = Throughput.measure(scenarios) { _ = ScenarioCheck.run($0) }
/// ```
package enum Throughput {
  /// Generates the scenarios the property suites check: the first `perPreset` cases of
  /// every preset's generator, with the preset's property seed derived from `seed`.
  package static func scenarios(perPreset: Int, seed: UInt64) -> [Scenario] {
    var scenarios: [Scenario] = []
    for preset in Preset.allCases {
      _ = Property.check(
        ScenarioProperty.name(for: preset), Gen.scenarios(preset: preset),
        configuration: PropertyConfiguration(
          cases: perPreset, seed: CheckCampaign.seed(seed, for: preset)),
        environment: [:]
      ) { scenario, _ in scenarios.append(scenario) }
    }
    return scenarios
  }

  /// Runs a scenario's steps through the reference engine alone, with the world's
  /// preset; returns the steps applied before the end or a refused step.
  @discardableResult
  package static func runEngine(_ scenario: Scenario) -> Int {
    var engine = ReferenceEngine(
      world: scenario.world, policy: GesturePolicy.preset(scenario.world.preset))
    for (index, step) in scenario.steps.enumerated() {
      guard (try? engine.apply(step)) != nil else { return index }
    }
    return scenario.steps.count
  }

  /// The app the object path is timed with: fdFullscreen written as app code on UIKit's
  /// surface (it follows that preset, so its full check runs the oracle beside it).
  @MainActor
  package static var referenceApp: some BackGestureApp { FullscreenPanApp(preset: .fdFullscreen) }

  /// Runs a scenario's steps through an app's objects alone; returns the steps applied.
  @MainActor
  @discardableResult
  package static func runApp(_ scenario: Scenario, _ app: some BackGestureApp) -> Int {
    let host = AppHost(world: scenario.world, app: app)
    for (index, step) in scenario.steps.enumerated() {
      guard (try? host.apply(step)) != nil else { return index }
    }
    return scenario.steps.count
  }

  /// Runs `body` on every scenario once; returns the elapsed nanoseconds.
  package static func measure(_ scenarios: [Scenario], _ body: (Scenario) -> Void) -> Int64 {
    let clock = ContinuousClock()
    let started = clock.now
    for scenario in scenarios { body(scenario) }
    let elapsed = clock.now - started
    return elapsed.components.seconds * 1_000_000_000
      + elapsed.components.attoseconds / 1_000_000_000
  }

  /// Scenarios per second, from a count and the nanoseconds they took.
  package static func perSecond(_ count: Int, nanoseconds: Int64) -> Int {
    guard nanoseconds > 0 else { return 0 }
    return Int(Int64(count) * 1_000_000_000 / nanoseconds)
  }
}
