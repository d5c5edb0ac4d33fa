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
  /// Each rule broken, and the invariants that can catch it: the lost keyboard is an
  /// observable the cancel does not restore (3); a wrong tab bar, or a search whose screen
  /// left, is wrong at rest (5) and differs from the oracle's (10), whichever the shrunk
  /// scenario meets first.
  nonisolated static let faults: [(name: String, fault: MirrorFaults, breaks: [Int])] = [
    ("firstResponderNotRestored", .firstResponderNotRestored, [3]),
    ("tabBarFollowsTopOnly", .tabBarFollowsTopOnly, [5, 10]),
    ("searchOutlivesScreen", .searchOutlivesScreen, [5, 10]),
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
    let caught = entry.breaks.contains { message.hasPrefix("invariant \($0) (") }
    #expect(caught, "\(entry.name): \(message)")
    print("\(entry.name): \(message)\n\(failure.minimal.value.scenarioText)")
  }
}
