import BackGestureApps
import BackGestureCheck
import BackGestureModel
import BackGestureRunner
import BackGestureSampleApps
import Foundation
import PropertyCore
import Testing

/// The bugs of public reports about apps that act, written as app code, are each caught
/// by the invariants and liveness alone (no oracle) on every one of five seeds at the
/// default budget of `checkBackGestureApp`, and each fixed form passes the same five (the
/// first in every run, all five in CI's long checks, `BACKGESTURE_LONG_CHECKS=1`).
@Suite @MainActor struct ReportedBugTests {
  /// The seeds every bug and every fix is checked on.
  static let seeds: [UInt64] = [1, 2, 3, 4, 5]

  static func run(_ bug: ReportedBug, fixed: Bool, seed: UInt64) -> PropertyResult<Scenario> {
    AppProperty.check(bug.app(fixed: fixed), options: bug.options(seed: seed))
  }

  @Test(
    "Each reported bug is caught by its invariant on five seeds (the first outside the long checks)",
    arguments: ReportedBug.allCases)
  func caught(_ bug: ReportedBug) throws {
    for seed in Self.long ? Self.seeds : [Self.seeds[0]] {
      let result = Self.run(bug, fixed: false, seed: seed)
      let failure = try #require(
        result.failure, "\(bug) went unnoticed in \(result.statistics.cases) cases, seed \(seed)")
      #expect(
        failure.error.hasPrefix("\(bug.caughtBy) broken"),
        "\(bug), seed \(seed): \(failure.error)\n\(failure.minimal.rendering)")
      if seed == Self.seeds[0] {
        let account = failure.explanation ?? "\(failure.error)\n\(failure.minimal.rendering)"
        print(
          "\(bug): case \(failure.caseNumber), \(failure.minimal.value.steps.count) steps\n\(account)"
        )
      }
    }
  }

  /// R8's window (a second touch after the lift, before the finish or the cancel has
  /// animated to its end) is found on each of twenty seeds. About a minute in a debug
  /// build, so it runs where asked: CI sets `BACKGESTURE_LONG_CHECKS=1`.
  @Test(
    "R8, the flag cleared at the lift, is caught on 20 of 20 seeds",
    .enabled(if: long))
  func liftFlagOnTwentySeeds() {
    var missed: [UInt64] = []
    var cases: [Int] = []
    for seed in UInt64(0)..<20 {
      let result = Self.run(.flagClearedAtLift, fixed: false, seed: seed)
      if let failure = result.failure {
        cases.append(failure.caseNumber)
      } else {
        missed.append(seed)
      }
    }
    print(
      "R8 on 20 seeds: caught at cases \(cases.sorted().map(String.init).joined(separator: " "))")
    #expect(missed.isEmpty, "R8 went unnoticed on seeds \(missed)")
  }

  /// Whether the long checks run: CI sets `BACKGESTURE_LONG_CHECKS=1`.
  nonisolated static let long =
    ProcessInfo.processInfo.environment["BACKGESTURE_LONG_CHECKS"] == "1"

  /// Every fixed form passes its full budget on each seed, where no bug stops the run
  /// early: all five in CI's long checks; in every `swift test`, seed 1 with a fifth of
  /// the budget (200 scenarios).
  @Test("Each fixed form passes on the same five seeds", arguments: ReportedBug.allCases)
  func fixed(_ bug: ReportedBug) {
    for seed in Self.long ? Self.seeds : [Self.seeds[0]] {
      var options = bug.options(seed: seed)
      if !Self.long { options.cases /= 5 }
      let result = AppProperty.check(bug.app(fixed: true), options: options)
      #expect(
        result.isSuccess,
        "\(bug) fixed, seed \(seed): \(result.failure.map { "\($0.error)\n\($0.minimal.rendering)" } ?? "")"
      )
    }
  }
}
