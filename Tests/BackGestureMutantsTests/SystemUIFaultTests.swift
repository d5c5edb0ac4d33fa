import BackGestureApps
import BackGestureGenerators
import BackGestureModel
import BackGestureRunner
import BackGestureSampleApps
import BackGestureUIKit
import PropertyCore
import Testing

/// Each rule of the keyboard, search and the tab bar, broken in the mirror, is caught by an
/// app check with those worlds: the seed system's app runs on the broken mirror and a
/// scenario breaks an invariant ([K2], [K4], [K6]).
@Suite @MainActor struct SystemUIFaultTests {
  /// Each rule broken, and the invariant that catches it first: the lost keyboard is an
  /// observable the cancel does not restore; the tab bar and the search that outlives
  /// its screen differ from the oracle's as soon as they are wrong (the comparison with
  /// the oracle comes before the rest state's).
  nonisolated static let faults: [(name: String, fault: MirrorFaults, breaks: String)] = [
    ("firstResponderNotRestored", .firstResponderNotRestored, "invariant 3"),
    ("tabBarFollowsTopOnly", .tabBarFollowsTopOnly, "invariant 10"),
    ("searchOutlivesScreen", .searchOutlivesScreen, "invariant 10"),
  ]

  /// Checks `privateHandler`'s app, as shipped, on 1000 scenarios with the system's UI.
  static func check(_ faults: MirrorFaults) throws -> PropertyResult<Scenario> {
    let app = try #require(PresetApps.app(for: .privateHandler))
    return Property.check(
      "the shipped app on a mirror with \(faults.rawValue) broken",
      Gen.scenarios(preset: .privateHandler, nested: true, systemUI: true),
      configuration: PropertyConfiguration(cases: 1000, seed: 1), environment: [:],
      describe: ScenarioProperty.describe
    ) { scenario in
      if let failure = ScenarioCheck.run(scenario, app: app, faults: faults).failure {
        throw PropertyFailure(failure.description)
      }
    }
  }

  @Test("The shipped app keeps every invariant in worlds with the system's UI")
  func holdsOnTheMirror() throws {
    let result = try Self.check([])
    #expect(result.isSuccess, "\(result.failure.map { "\($0.error)" } ?? "")")
  }

  @Test("A rule of the system's UI broken in the mirror is caught", arguments: 0..<3)
  func caught(_ index: Int) throws {
    let entry = Self.faults[index]
    let result = try Self.check(entry.fault)
    let failure = try #require(result.failure, "\(entry.name) went unnoticed")
    let message = "\(failure.error)"
    #expect(message.contains(entry.breaks), "\(entry.name): \(message)")
    print("\(entry.name): \(message)\n\(failure.minimal.value.scenarioText)")
  }
}
