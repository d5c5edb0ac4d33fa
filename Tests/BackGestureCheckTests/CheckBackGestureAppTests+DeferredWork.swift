import BackGestureCheck
import BackGestureSampleApps
import BackGestureUIKit
import Testing

/// ``ActingApp``'s screens go back to the root on their own half a second after they
/// show; unguarded, the deferred pop can land while a swipe or a push is in flight, where
/// UIKit forbids an operation (spec [U26], invariant 12).
@MainActor
func autoReturnApp(guarded: Bool = false, timer: Bool = false) -> ActingApp {
  ActingApp(kind: .autoReturn(timer: timer), guarded: guarded)
}

/// Deferred work runs on the simulated clock, so a check finds what it does.
@Suite struct CheckBackGestureAppDeferredWorkTests {
  @Test(
    "checkBackGestureApp finds a deferred pop that lands during a transition",
    arguments: [false, true])
  @MainActor func deferredPopFound(timer: Bool) throws {
    var result: PropertyResult<Scenario>?
    withKnownIssue { result = checkBackGestureApp(autoReturnApp(timer: timer)) }
    let failure = try #require(result?.failure)
    #expect(failure.error.hasPrefix("invariant 12"), "\(failure.error)")
    #expect(
      failure.error.contains(
        "popToRootViewController(animated:) was called while a transition is in flight"),
      "\(failure.error)")
  }

  @Test("A failure in deferred work names the work and marks the step before it, word for word")
  @MainActor func deferredWorkExplained() throws {
    // B shows at 0 ms and defers its pop to 500 ms. The pop of B at 150 ms animates for
    // 350 ms, so it ends at 500 ms too; the deferred work was scheduled first, so it runs
    // first, inside the pop (spec [U26]).
    let scenario = try Scenario.parse(
      """
      backgesture-scenario 4
      device: phone 390x844 ltr
      preset: privateHandler
      screen A
      screen B
      stack: A B
      steps:
      @150 pop
      """, file: "deferred.scenario"
    ).scenario
    let failure = try #require(ScenarioCheck.run(scenario, app: autoReturnApp()).failure)
    #expect(
      FailureExplanation.text(failure, in: scenario) == """
        The app broke one of UIKit's rules.
        invariant 12 (the app keeps UIKit's rules) broken after the app's deferred work at \
        @500, after the last step

        Minimal counterexample:
          backgesture-scenario 4
          device: phone 390x844 ltr
          preset: privateHandler

          screen A
          screen B
          stack: A B

          steps:
          @150 pop    # <- then the app's deferred work at @500 breaks it

        What went wrong, cause first:
          popToRootViewController(animated:) was called while a transition is in flight
        """)
  }

  @Test("The same pop, guarded against a transition in flight, passes", arguments: [false, true])
  @MainActor func guardedPopPasses(timer: Bool) {
    let result = AppProperty.check(
      autoReturnApp(guarded: true, timer: timer), options: CheckOptions())
    #expect(
      result.isSuccess,
      "\(result.failure.map { "\($0.error)\n\($0.minimal.rendering)" } ?? "")")
  }
}

/// An app whose root screen, once it appears, starts work that never ends: every piece
/// schedules the next, `interval` seconds later (0 for `DispatchQueue.main.async`).
struct ForeverWorkApp: BackGestureApp {
  /// The delay between two pieces, in seconds.
  var interval: Double

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    ForeverWorkScreen(screen, interval: interval)
  }
}

/// A screen that, the first time it appears as its stack's root, works forever.
@MainActor
final class ForeverWorkScreen: UIViewController {
  private let interval: Double
  private var started = false

  init(_ screen: ScreenDescription, interval: Double) {
    self.interval = interval
    super.init(nibName: nil, bundle: nil)
    title = screen.name
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard !started, navigationController?.viewControllers.first === self else { return }
    started = true
    tick()
  }

  private func tick() {
    if interval == 0 {
      DispatchQueue.main.async { [weak self] in self?.tick() }
    } else {
      DispatchQueue.main.asyncAfter(deadline: .now() + interval) { [weak self] in self?.tick() }
    }
  }
}

/// Work that never settles is a counterexample found in bounded time, not a hang.
@Suite struct CheckBackGestureAppForeverWorkTests {
  @Test("A chain of asyncAfter that never ends is reported once the quiescence wait passed")
  @MainActor func asyncAfterChain() throws {
    let result = AppProperty.check(ForeverWorkApp(interval: 0.1), options: CheckOptions(cases: 50))
    let failure = try #require(result.failure)
    // The root appears at 0 ms and schedules a piece every 100 ms: with no step, the wait
    // of 10,000 ms runs the pieces at 100, 200, ..., 10,000 ms, and the one at 10,100 ms
    // is still scheduled.
    #expect(failure.minimal.value.steps.isEmpty)
    #expect(
      failure.error == """
        invariant 8 (no freeze and no dead gesture) broken once everything settled, with no step
          the app's deferred work has not settled 10000 ms after the last step: 1 piece is \
        still scheduled, the next at @10100
        """)
  }

  @Test("Work that schedules itself at once forever is reported after 1,000 pieces")
  @MainActor func asyncForever() throws {
    let result = AppProperty.check(ForeverWorkApp(interval: 0), options: CheckOptions(cases: 50))
    let failure = try #require(result.failure)
    // The root appears at 0 ms; every piece runs at 0 ms and schedules the next there.
    // Before the quiescence wait, the first 1,000 run; the 1,001st is the failure.
    #expect(failure.minimal.value.steps.isEmpty)
    #expect(
      failure.error == """
        invariant 8 (no freeze and no dead gesture) broken after the app's deferred work at \
        @0, after the last step
          the app's deferred work ran 1000 times after the last step and still schedules \
        more: work that never settles
        """)
  }
}
