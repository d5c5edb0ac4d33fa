import BackGestureCheck
import BackGestureUIKit
import Testing

/// A screen that pushes a new screen of its kind, without animation, in every
/// `viewWillAppear(_:)`: each push calls the next screen's `viewWillAppear(_:)` inside it.
@MainActor
final class EndlessPushScreen: UIViewController {
  static var made = 0

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    Self.made += 1
    let next = EndlessPushScreen()
    next.title = "P\(Self.made)"
    navigationController?.pushViewController(next, animated: false)
  }
}

/// The app of ``EndlessPushScreen``: every screen is one.
struct EndlessPushApp: BackGestureApp {
  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    let page = EndlessPushScreen()
    page.title = screen.name
    return page
  }
}

/// App code that never returns to the run loop ends as a counterexample that names the
/// chain of operations, not as a hang or a crash ([U31]).
@Suite @MainActor struct RecursionTests {
  @Test("A push in every viewWillAppear is stopped at the depth limit and reported")
  func endlessPush() throws {
    let scenario = try Scenario.parse(
      """
      backgesture-scenario 4
      device: phone 390x844 ltr
      preset: privateHandler
      screen A
      screen B
      stack: A
      steps:
      @0 push B instant
      """, file: "endless.scenario"
    ).scenario
    let report = ScenarioCheck.run(scenario, app: EndlessPushApp())
    let failure = try #require(report.failure)
    // The push of B runs B's viewWillAppear, which pushes a screen whose viewWillAppear
    // pushes again: 32 pushes run inside one another, and the 33rd is refused.
    let text = failure.description
    #expect(text.hasPrefix("invariant 12 (the app keeps UIKit's rules) broken after step 1"))
    #expect(
      text.contains(
        "pushViewController(_:animated:) was called inside 32 operations still running, each "
          + "started from the callbacks of the one before (push B, push P"))
    #expect(text.contains("...): the app's code never returns to the run loop"))
  }
}
