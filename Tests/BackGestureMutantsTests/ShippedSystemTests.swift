import BackGestureApps
import BackGestureCheck
import BackGestureInvariants
import BackGestureModel
import BackGestureMutants
import BackGestureRunner
import BackGestureSampleApps
import Foundation
import PropertyCore
import Testing
import _TestSupport

/// The seed systems as they ship: each bug of `docs/AsShipped.md` is a scenario under
/// `Corpus/shipped/` whose expectations follow the specification (the corpus suites hold
/// the engine and the oracle to them); it fails on the as-shipped app with the invariant
/// named here, after the step named here, and holds on the preset's own app.
@Suite @MainActor struct ShippedSystemTests {
  /// A scenario that shows one bug of a shipped system.
  struct Bug: Sendable, CustomStringConvertible {
    let file: String
    let system: ShippedSystem
    /// The invariant the shipped app breaks, and the index of the step after which it
    /// breaks it: worked out from the bug, not read from a run.
    let invariant: InvariantID
    let step: Int
    /// The line of the failure's detail that shows the bug, word for word.
    let shows: String

    var description: String { file }
  }

  nonisolated static let bugs: [Bug] = [
    // At rest after the push, the liveness probe [L1] swipes forward at leading distance
    // 1 (x = 390 - 1, y = 844 / 2), leftward: the article refuses a negative x.
    Bug(
      file: "private-rtl-forward-swipe-refused", system: .privateHandler, invariant: .noFreeze,
      step: 0,
      shows:
        "at rest on B (stacks A B): a plain swipe from 389,422 did not begin a back gesture"),
    // The push finds the bar hidden and gives B no hook: at rest after it the bar is
    // still hidden, where B prefers it visible (invariant 5, before the oracle's 10).
    Bug(
      file: "private-push-under-hidden-bar-gets-no-hook", system: .privateHandler,
      invariant: .restState, step: 0,
      shows: "container 0 shows bar hidden style=0 at rest, but its top B prefers bar visible"),
    // The hook shows the bar at B's will-appear, in the push.
    Bug(
      file: "fd-unset-preference-keeps-hidden-bar", system: .fdFullscreen,
      invariant: .differential, step: 0, shows: "containers[0].barHidden: app no | oracle yes"),
    // The repair shows the bar at A's will-disappear, in the set-stack.
    Bug(
      file: "fd-disappear-repair-shows-bar", system: .fdFullscreen,
      invariant: .differential, step: 0, shows: "containers[0].barHidden: app no | oracle yes"),
    // At rest after the push, the liveness probe [L1] swipes at leading distance 1
    // (x = 390 - 1, y = 844 / 2); FD reads x = 389 > 100 and refuses it.
    Bug(
      file: "fd-rtl-max-distance-from-left-edge", system: .fdFullscreen,
      invariant: .noFreeze, step: 0,
      shows:
        "at rest on B (stacks A B): a plain swipe from 389,422 did not begin a back gesture"),
    // At the decision (step 2) both recognize: the scroll view tracks the finger under the
    // pop, where the spec's scroll view yielded and tracks nothing [K4][K6].
    Bug(
      file: "fd-readme-scroll-view-moves-during-pop", system: .fdFullscreen,
      invariant: .differential, step: 2, shows: "trackingItem: app B.1 | oracle none"),
    // The swipe reaches its decision (step 2) and FD's delegate has no veto.
    Bug(
      file: "fd-swipe-ignores-veto", system: .fdFullscreen, invariant: .settingsRespected,
      step: 2, shows: "the pan began on B, which fdFullscreen's rule veto refuses"),
    // On iOS 26 FD's pan refuses the opted-out B at the decision (step 2); the content
    // pop, which FD leaves on, goes on and begins there, where the preset has none [G10].
    Bug(
      file: "fd-ios26-content-pop-bypasses-opt-out", system: .fdFullscreen,
      invariant: .settingsRespected, step: 2,
      shows: "the content pop began, but fdFullscreen has no content pop on a phone"),
    // The scroll view's pan decides first and begins, since the offset is 500, not <= 0:
    // the shipped app's pan does not begin, where the spec's pan began ([K3]); the app's
    // lost:scroll is an attempt that began nothing, which the app projection drops [U13].
    Bug(
      file: "restored-strip-needs-offset-and-strip-together", system: .restoredEdge,
      invariant: .differential, step: 1, shows: "pan: app possible | oracle began"),
    // The pad pan begins on the root at the decision.
    Bug(
      file: "restored-pad-pan-on-root-refused", system: .restoredEdge,
      invariant: .rootNeverPopped, step: 1, shows: "the pan began on a stack of one screen (A)"),
    // At the decision the article's pan dismisses and sets no fraction: 0, where the spec's
    // progress is 50 * 1000 / 390 = 128 [I3].
    Bug(
      file: "isolated-dismiss-progress-set-at-begin", system: .isolatedContainers,
      invariant: .differential, step: 1, shows: "transition.progress: app 0‰ | oracle 128‰"),
    // The same begin comes first in every dismissal; `repairedBegin` below shows the
    // release of these two scenarios on the app with only that departure repaired.
    Bug(
      file: "isolated-dismiss-four-tenths-is-not-half", system: .isolatedContainers,
      invariant: .differential, step: 1, shows: "transition.progress: app 0‰ | oracle 128‰"),
    Bug(
      file: "isolated-dismiss-fast-flick-finishes", system: .isolatedContainers,
      invariant: .differential, step: 1, shows: "transition.progress: app 0‰ | oracle 128‰"),
    // The article's delegate lets the backward drag begin: at the decision the pan began
    // where the spec refuses it by direction (invariant 7 before the oracle's 10).
    Bug(
      file: "isolated-backward-drag-does-not-dismiss", system: .isolatedContainers,
      invariant: .settingsRespected, step: 1,
      shows: "the pan began on C, which isolatedContainers's rule direction refuses"),
    // The list still bounces and, at offset 0, recognizes with the pan: the pan began at
    // the decision where the spec's list, which bounces, does not yield [K3].
    Bug(
      file: "isolated-bouncing-list-keeps-its-drag", system: .isolatedContainers,
      invariant: .settingsRespected, step: 1,
      shows: "the pan began on C, which isolatedContainers's rule scroll refuses"),
  ]

  /// The releases of the article's interaction, on its code with the fraction also set at
  /// the begin: 461‰ (fraction 0.46 > 0.4) released at rest finishes where the spec
  /// cancels; 256‰ flicked at 3125 pt/s cancels where the spec finishes (release at
  /// step 3).
  nonisolated static let releases: [(file: String, shows: String)] = [
    (
      "isolated-dismiss-four-tenths-is-not-half",
      "transition.phase: app finishing | oracle cancelling"
    ),
    ("isolated-dismiss-fast-flick-finishes", "transition.phase: app cancelling | oracle finishing"),
  ]

  @Test("The article's release rule, alone: above 0.4 it finishes, and it never reads the velocity")
  func repairedBegin() throws {
    for (file, shows) in Self.releases {
      let report = ScenarioCheck.run(
        try Self.scenario(file), app: IsolatedContainersAsShipped(setsFractionOnBegin: true))
      let failure = try #require(report.failure, "\(file) passed")
      #expect(failure.invariant == .differential, "\(failure)")
      #expect(failure.stepIndex == 3, "\(failure)")
      #expect(failure.detail.split(separator: "\n").contains { $0.hasPrefix(shows) }, "\(failure)")
      print("\(file) on isolatedContainers, begin repaired:\n\(failure)")
    }
    // With that one line and nothing else changed, a dismissal the two rules agree on holds.
    let report = ScenarioCheck.run(
      try Self.scenario("isolated-dismiss-progress-set-at-begin"),
      app: IsolatedContainersAsShipped(setsFractionOnBegin: true))
    #expect(report.failure == nil, "\(report.failure?.description ?? "")")
  }

  /// Scenarios where a reported bug does not happen on UIKit's surface.
  nonisolated static let holds: [(file: String, system: ShippedSystem)] = [
    ("fd-slider-keeps-its-touch", .fdFullscreen),
    // UIKit's handler ignores the delegate's animator in the swipe's pop ([I2]), so the
    // interceptor's animator without an interaction controller does not reach it.
    ("delegate-swipe-to-animated-screen-follows-the-finger", .delegateInterceptor),
  ]

  static func scenario(_ name: String) throws -> Scenario {
    let file = try #require(corpusFiles.first { $0.path.hasSuffix("shipped/\(name).scenario") })
    guard case .success(let parsed) = file.load() else {
      Issue.record("\(name) does not parse")
      throw CancellationError()
    }
    return parsed.scenario
  }

  @Test("Each bug's scenario fails on the shipped app as worked out", arguments: bugs)
  func failsAsShipped(_ bug: Bug) throws {
    let scenario = try Self.scenario(bug.file)
    let report = ScenarioCheck.run(scenario, app: bug.system.app)
    let failure = try #require(report.failure, "\(bug.file) passed on the shipped app")
    #expect(failure.invariant == bug.invariant, "\(failure)")
    #expect(failure.stepIndex == bug.step, "\(failure)")
    #expect(
      failure.detail.split(separator: "\n").contains { $0.hasPrefix(bug.shows) }, "\(failure)")
    print("\(bug.file) on \(bug.system) as shipped:\n\(failure)")
  }

  @Test(
    "Each bug's scenario holds on the preset: its expectations on the engine and the oracle, every invariant with the engine beside the oracle, and the preset's app",
    arguments: bugs)
  func holdsOnThePreset(_ bug: Bug) throws {
    let file = try #require(corpusFiles.first { $0.path.hasSuffix("shipped/\(bug.file).scenario") })
    guard case .success(let parsed) = file.load() else {
      Issue.record("\(bug.file) does not parse")
      return
    }
    let scenario = parsed.scenario
    #expect(scenario.world.preset == bug.system.preset)
    for simulator in Simulator.allCases {
      let run = ScenarioTrace(parsed, on: simulator)
      #expect(run.refusedStep == nil, "[\(simulator)] \(run.refusedStep?.description ?? "")")
      #expect(
        run.expectationFailures.isEmpty,
        "[\(simulator)] \(run.expectationFailures.map(\.description).joined(separator: "\n"))")
    }
    let engine = ScenarioCheck.run(scenario)
    #expect(engine.failure == nil, "\(engine.failure?.description ?? "")")
    guard let app = PresetApps.app(for: bug.system.preset) else { return }
    let report = ScenarioCheck.run(scenario, app: app)
    #expect(report.failure == nil, "\(report.failure?.description ?? "")")
    #expect(report.stepsRun == scenario.steps.count)
  }

  @Test("Scenarios of reported bugs that UIKit's surface prevents hold on the shipped app")
  func preventedBugsHold() throws {
    for (file, system) in Self.holds {
      let report = ScenarioCheck.run(try Self.scenario(file), app: system.app)
      #expect(report.failure == nil, "\(file): \(report.failure?.description ?? "")")
    }
  }

  @Test("The swipe runs UIKit's own pop whatever the delegates answer")
  func swipeIgnoresTheDelegates() throws {
    let scenario = try Self.scenario("delegate-swipe-to-animated-screen-follows-the-finger")
    // The app's own delegate without the interceptor, and the article's code with no
    // delegate of the app's: the swipe's pop is UIKit's, 350 ms, either way ([I2]).
    for app in [
      DelegateInterceptorAsShipped(intercepts: false),
      DelegateInterceptorAsShipped(hasAppDelegate: false),
    ] {
      let report = ScenarioCheck.run(scenario, app: app)
      #expect(report.failure == nil, "\(report.failure?.description ?? "")")
    }
  }

  /// The random checker, on each shipped app, within a fixed budget: 1000 cases from a
  /// given seed, on the worlds of what the app honours, as `checkBackGestureApp` draws
  /// them.
  static func campaign(_ system: ShippedSystem, seed: UInt64) -> PropertyResult<Scenario> {
    Property.check(
      "\(system) as shipped",
      AppProperty.generator(for: system.app, options: CheckOptions(presets: [system.preset])),
      configuration: PropertyConfiguration(cases: 1000, seed: seed), environment: [:],
      describe: PolicyProperty.describe, AppProperty.body(system.app))
  }

  /// The seeds of the campaigns: twenty in the long checks, the first two in a plain
  /// `swift test`; the same on every run.
  nonisolated static let seeds = TestSupport.seeds(UInt64(1)...20, quick: 2)

  @Test(
    "From every seed the random checker finds a bug in each shipped system, shrunk to at most five steps",
    arguments: ShippedSystem.allCases)
  func randomCheckerFinds(_ system: ShippedSystem) throws {
    for seed in Self.seeds {
      let result = Self.campaign(system, seed: seed)
      let failure = try #require(
        result.failure, "\(system), seed \(seed): nothing found in \(result.statistics.cases) cases"
      )
      #expect(failure.minimal.value.steps.count <= 5, "\(failure.minimal.rendering)")
      let lines = failure.error.split(separator: "\n")
      print(
        """
        campaign \(system) seed \(seed): case \(failure.caseNumber), \
        \(failure.minimal.value.steps.count) steps: \(lines.first ?? "") | \
        \(lines.dropFirst().first.map { $0.trimmingCharacters(in: .whitespaces) } ?? "")
        """)
    }
  }
}
