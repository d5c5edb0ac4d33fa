import BackGestureApps
import BackGestureCheck
import BackGestureModel
import BackGestureMutants
import BackGestureRunner
import BackGestureSampleApps
import PropertyCore
import Testing

/// The stateful bugs of public reports, written as app code, are each caught by the
/// invariants and liveness alone (no oracle) within the default budget of
/// `checkBackGestureApp`, and the correct app passes the same budget.
@Suite @MainActor struct StatefulBugTests {
  static func run(_ app: some BackGestureApp, name: String) -> PropertyResult<Scenario> {
    Property.check(
      name, AppProperty.generator(for: app, options: CheckOptions()),
      configuration: PropertyConfiguration(cases: 1000), environment: [:],
      describe: PolicyProperty.describe, AppProperty.body(app))
  }

  @Test("The correct app keeps every invariant")
  func correctApp() {
    let result = Self.run(StatefulBugApp(bug: nil), name: "correct app")
    if let message = PropertyReport.message(for: result) {
      Issue.record(Comment(rawValue: message))
    }
    #expect(result.statistics.cases == 1000)
  }

  @Test(
    "Each stateful bug is caught by its invariant, without the oracle",
    arguments: StatefulBug.allCases)
  func caught(_ bug: StatefulBug) throws {
    let result = Self.run(bug.app, name: "stateful bug \(bug)")
    let failure = try #require(
      result.failure, "\(bug) went unnoticed in \(result.statistics.cases) cases")
    #expect(
      failure.error.hasPrefix("\(bug.caughtBy) broken"),
      "\(bug): \(failure.error)\n\(failure.minimal.rendering)")
    let account = failure.explanation ?? "\(failure.error)\n\(failure.minimal.rendering)"
    print(
      "\(bug): case \(failure.caseNumber), \(failure.minimal.value.steps.count) steps\n\(account)")
  }
}
