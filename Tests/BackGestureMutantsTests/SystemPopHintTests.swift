import BackGestureModel
import BackGestureRunner
import BackGestureSampleApps
import Testing

/// A dead swipe that UIKit's own delegate causes names its cause: with custom transitions
/// it lets no touch reach the system pop (spec [U9]), which the recognizers' states alone
/// do not show.
@Suite @MainActor struct SystemPopHintTests {
  static func push(_ app: UIKitDelegateApp) throws -> CheckReport {
    let scenario = try Scenario.parse(
      """
      backgesture-scenario 4
      device: phone 390x844 ltr
      preset: delegateInterceptor
      screen A
      screen B
      stack: A
      steps:
      @0 push B

      """, file: "push.scenario"
    ).scenario
    return ScenarioCheck.run(scenario, app: app)
  }

  @Test("The dead swipe of an app with custom animators names UIKit's delegate, word for word")
  func namesTheCause() throws {
    let app = try #require(UIKitDelegateApp.variants.first { $0.name == "customAnimator" }).app
    let failure = try #require(try Self.push(app).failure)
    // At rest after the push: the probe of [L1] swipes from leading distance 1, halfway
    // down (844 / 2); the app adds no pan, the edge never hears the touch.
    #expect(
      failure.detail
        == "at rest on B (stacks A B): a plain swipe from 1,422 did not begin a back gesture "
        + "(pan disabled, edge possible, last outcome push:done): UIKit's own delegate of the "
        + "system pop lets no touch reach it while the navigation controller's delegate "
        + "implements navigationController(_:animationControllerFor:from:to:), spec [U9]")
  }

  @Test("With the delegate replaced the swipe lives, and no cause is named")
  func replacedDelegate() throws {
    let app = try #require(
      UIKitDelegateApp.variants.first { $0.name == "customAnimatorReplaced" }
    ).app
    #expect(try Self.push(app).failure == nil)
  }
}
