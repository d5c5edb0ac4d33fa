import BackGestureCheck
import BackGestureUIKit
import Testing

/// A screen that pushes a new screen of its kind, animated, whenever it appears: each push
/// starts from the callbacks of the one before once its animation ends.
@MainActor
final class EndlessAnimatedPushScreen: UIViewController {
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard let navigation = navigationController else { return }
    let next = EndlessAnimatedPushScreen()
    next.title = "P\(navigation.viewControllers.count - 1)"
    navigation.pushViewController(next, animated: true)
  }
}

/// A screen that, once it appears, runs a one-millisecond view animation whose completion
/// starts it again, without end.
@MainActor
final class EndlessAnimationScreen: UIViewController {
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    pulse()
  }

  private func pulse() {
    UIView.animate(withDuration: 0.001, animations: {}) { [weak self] _ in self?.pulse() }
  }
}

/// A screen with a repeating one-second timer that does nothing: work that never ends but
/// is spread over time, as a clock on screen is.
@MainActor
final class TickingScreen: UIViewController {
  private var timer: Timer?

  override func viewDidLoad() {
    super.viewDidLoad()
    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
  }
}

/// An app whose screens other than the first are all of one kind.
struct WatchdogApp: BackGestureApp {
  /// Makes a screen that is not the first.
  let make: @MainActor @Sendable () -> UIViewController

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    let page = screen.name == "A" ? UIViewController() : make()
    page.title = screen.name
    return page
  }
}

/// App code that keeps the run loop busy without end, through animations or operations
/// started from one another's ends, is stopped within a bounded budget and reported, not
/// run until memory runs out ([U32]).
@Suite @MainActor struct WatchdogTests {
  /// A and B, with an animated push of B at 0 and a wait at a time far past every bound.
  static func pushThenWait(until time: Int) throws -> Scenario {
    try Scenario.parse(
      """
      backgesture-scenario 4
      device: phone 390x844 ltr
      preset: privateHandler
      screen A
      screen B
      stack: A
      steps:
      @0 push B
      @\(time) wait
      """, file: "watchdog.scenario"
    ).scenario
  }

  @Test("A push whenever a screen appears is stopped after 32 operations in a row")
  func endlessAnimatedPush() throws {
    let app = WatchdogApp(make: { EndlessAnimatedPushScreen() })
    let report = ScenarioCheck.run(try Self.pushThenWait(until: 60_000), app: app)
    let failure = try #require(report.failure)
    // The push of B is the first operation; B's viewDidAppear, when its animation ends at
    // 350 ms, pushes P1, P1's pushes P2, and so on, every 350 ms: the push of P32 would be
    // the 33rd operation in a row and is refused at 32 × 350 = 11,200 ms, inside the wait.
    let text = failure.description
    #expect(text.hasPrefix("invariant 12 (the app keeps UIKit's rules) broken after step 2"))
    #expect(
      text.contains(
        "pushViewController(_:animated:) was called after 32 operations in a row, each started "
          + "from the callbacks or the completion of the one before (push B, push P1, push P2, "
          + "push P3, ...): the app's navigation never comes to rest"))
  }

  @Test("A view animation that restarts itself is stopped within one step")
  func endlessAnimation() throws {
    let app = WatchdogApp(make: { EndlessAnimationScreen() })
    let report = ScenarioCheck.run(try Self.pushThenWait(until: 1_000_000_000), app: app)
    let failure = try #require(report.failure)
    // Within the wait: the push's animation ends at 350 ms (the first action of the step),
    // B's viewDidAppear starts the pulse, whose completions run at 351, 352, ... ms (the
    // second, third, ...). The 100,001st action of the step, due at 350 + 100,000 ms, is
    // the one past the bound; it was scheduled inside the end of the push of B.
    let text = failure.description
    #expect(text.hasPrefix("invariant 12 (the app keeps UIKit's rules) broken after step 2"))
    #expect(
      text.contains(
        "100000 scheduled actions ran within one step and more were due (next: a UIView "
          + "animation's completion at 100350 ms, scheduled after push B): the app's "
          + "animations, timers or deferred work never settle"))
  }

  @Test("A repeating timer spread over time is not stopped")
  func tickingTimer() throws {
    let app = WatchdogApp(make: { TickingScreen() })
    // Sixty seconds of a one-second timer: sixty fires, far below the bound.
    let report = ScenarioCheck.run(try Self.pushThenWait(until: 60_000), app: app)
    #expect(report.failure == nil, "\(report.failure?.description ?? "")")
  }
}
