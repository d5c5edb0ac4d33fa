import BackGestureApps
import BackGestureCheck
import BackGestureModel
import BackGestureSampleApps
import Foundation
import Testing

@Suite @MainActor struct TmpAcceptanceTests {
  @Test func systemUISeeds() throws {
    guard ProcessInfo.processInfo.environment["ACCEPT"] == "1" else { return }
    for preset in PresetApps.presets {
      let app = try #require(PresetApps.app(for: preset))
      var passed = 0
      var failedSeeds: [UInt64] = []
      let only = ProcessInfo.processInfo.environment["SEEDS"].map { $0.split(separator: ",").compactMap { UInt64($0) } }
      for seed in only ?? Array(UInt64(0)..<3) {
        let options = CheckOptions(
          systems: [.ios18, .ios26], sheets: true, nested: true, cases: 1000, seed: seed, systemUI: true)
        let result = AppProperty.check(app, options: options)
        if result.isSuccess { passed += 1 } else {
          failedSeeds.append(seed)
          if let failure = result.failure {
            print("FAIL \(preset) seed \(seed): \(failure.error)\n\(failure.minimal.value.scenarioText)")
          } else {
            print("FAIL \(preset) seed \(seed): \(result.outcome)")
          }
        }
      }
      print("ACCEPT \(preset): \(passed)/20 seeds passed; failed: \(failedSeeds)")
    }
  }
}
