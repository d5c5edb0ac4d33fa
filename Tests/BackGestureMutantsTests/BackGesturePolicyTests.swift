import BackGestureEngine
import BackGestureModel
import BackGestureMutants
import BackGestureRunner
import Testing
import _TestSupport

/// An app's own back-gesture logic, written by hand against the `fdFullscreen` row of table 2.2.
struct HandWrittenPolicy: BackGesturePolicy {
  var base: GesturePolicy { .preset(.fdFullscreen) }
  var follows: Preset? { .fdFullscreen }
  /// Forgets the root check when set, the way mutant M1 does.
  var forgetsRoot = false

  func decideBegin(_ context: BeginContext) -> BeginRule? {
    if !forgetsRoot, context.stackCount <= 1 { return .root }
    if context.popDisabled { return .optOut }
    let limit = max(0, context.maxDistance)
    if limit > 0, context.leadingDistance > limit { return .maxDistance }
    if context.transitioning { return .transition }
    if context.forwardDisplacement <= 0 { return .direction }
    if context.fingersDown > 1 { return .fingers }
    if context.veto { return .veto }
    return nil
  }

  /// UIKit's handler: the reach, carried on by the velocity for the duration, passes
  /// 187.5 pt or half the width, whichever is less.
  func shouldFinish(_ release: ReleaseContext) -> Bool {
    let reach = release.progress * release.width + release.velocity * release.duration
    return reach > min(187_500, 500 * release.width)
  }
}

/// A policy that opts out of nothing: no `optOut` rule, following no preset.
struct NoOptOutPolicy: BackGesturePolicy {
  var base: GesturePolicy {
    var policy = GesturePolicy.preset(.fdFullscreen)
    policy.panRules.removeAll { $0 == .optOut }
    return policy
  }
}

@Suite struct BackGesturePolicyTests {
  static let fdFullscreenFiles = corpusFiles.filter {
    (try? $0.load().get().scenario.world.preset) == .fdFullscreen
  }

  @Test("The corpus has enough fdFullscreen files to judge a policy by")
  func enoughFiles() {
    #expect(Self.fdFullscreenFiles.count > 20)
  }

  @Test(
    "A correct hand-written policy that follows fdFullscreen passes every fdFullscreen corpus file",
    arguments: fdFullscreenFiles)
  func correctPolicyPasses(_ file: ScenarioFile) throws {
    let parsed = try file.load().get()
    let report = ScenarioCheck.run(parsed.scenario, policy: HandWrittenPolicy())
    #expect(report.passed, "\(file.path)\n\(report.failure?.description ?? "")")
    let run = ScenarioTrace(parsed, policy: HandWrittenPolicy())
    #expect(run.passed, "\(file.path)\n\(run.verdict)")
  }

  @Test("A hand-written policy that forgets the root check is caught by invariant 1")
  func buggyPolicyCaught() throws {
    let file = try #require(
      corpusFiles.first { $0.path == "Corpus/begin-rules/root-refuses.scenario" })
    let parsed = try file.load().get()
    let report = ScenarioCheck.run(parsed.scenario, policy: HandWrittenPolicy(forgetsRoot: true))
    #expect(report.failure?.invariant == .rootNeverPopped)
    #expect(report.stepsRun == 2)
  }

  @Test("A policy that follows no preset is held to the invariants alone, without the oracle")
  func followsNothing() throws {
    let file = try #require(
      corpusFiles.first { $0.path == "Corpus/begin-rules/opt-out-refuses.scenario" })
    let scenario = try file.load().get().scenario
    #expect(NoOptOutPolicy().follows == nil)
    #expect(ScenarioCheck.run(scenario, policy: NoOptOutPolicy()).passed)
    var claimed = MutantPolicy(.m14, preset: .fdFullscreen)
    claimed.follows = .fdFullscreen
    let veto = try #require(
      corpusFiles.first { $0.path == "Corpus/begin-rules/veto-refuses.scenario" })
    let failure = ScenarioCheck.run(try veto.load().get().scenario, policy: claimed).failure
    #expect(failure?.invariant == .settingsRespected)
  }

  @Test("A policy claiming a preset it does not follow fails the differential")
  func wrongClaimCaught() throws {
    struct Claims: BackGesturePolicy {
      var base: GesturePolicy { NoOptOutPolicy().base }
      var follows: Preset? { .fdFullscreen }
    }
    let file = try #require(
      corpusFiles.first { $0.path == "Corpus/begin-rules/opt-out-refuses.scenario" })
    let failure = ScenarioCheck.run(try file.load().get().scenario, policy: Claims()).failure
    #expect(failure?.invariant == .settingsRespected)
  }

  @Test("A plain policy value is judged against the world's preset, as the preset's own")
  func plainPolicyValue() throws {
    let file = try #require(
      corpusFiles.first { $0.path == "Corpus/begin-rules/opt-out-refuses.scenario" })
    let scenario = try file.load().get().scenario
    #expect(ScenarioCheck.run(scenario, policy: GesturePolicy.preset(.fdFullscreen)).passed)
    #expect(
      ScenarioCheck.run(scenario, policy: NoOptOutPolicy().base).failure?.invariant
        == .settingsRespected)
  }
}
