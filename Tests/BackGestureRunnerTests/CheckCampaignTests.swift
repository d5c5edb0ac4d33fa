import BackGestureEngine
import BackGestureGenerators
import BackGestureModel
import BackGestureMutants
import BackGestureRunner
import PropertyCore
import Testing

/// The campaign of `backgesture check` in batches on several jobs finds what checking each
/// preset's property in turn finds, whatever the number of jobs.
@Suite struct CheckCampaignTests {
  /// What one campaign found, in a form that compares.
  struct Summary: Equatable, CustomStringConvertible {
    var total: Int
    var counts: [String: Int]
    var preset: Preset?
    var minimal: String?
    var original: String?
    var error: String?
    var caseNumber: Int?
    var evaluations: Int?
    var token: String?

    init(_ outcome: CheckCampaign.Outcome) {
      self.init(
        total: outcome.total, counts: outcome.counts, preset: outcome.failure?.preset,
        result: outcome.failure?.result)
    }

    init(total: Int, counts: [String: Int], preset: Preset?, result: PropertyResult<Scenario>?) {
      self.total = total
      self.counts = counts
      self.preset = preset
      let failure = result?.failure
      minimal = failure?.minimal.rendering
      original = failure?.original.rendering
      error = failure?.error
      caseNumber = failure?.caseNumber
      evaluations = failure?.evaluations
      token = failure?.replayToken.description
    }

    var description: String {
      "\(total) scenarios, failure in \(preset?.rawValue ?? "none") at case \(caseNumber ?? 0)"
    }
  }

  /// The campaign as it was first written: each preset's property in turn, with
  /// `Property.check`, stopped at the first that does not pass.
  static func sequential(_ campaign: CheckCampaign, mutant: Mutant?) -> Summary {
    var total = 0
    var counts: [String: Int] = [:]
    for (position, preset) in campaign.presets.enumerated() {
      let cases = campaign.cases(at: position)
      guard cases > 0 else { continue }
      let result = Property.check(
        ScenarioProperty.name(for: preset),
        Gen.scenarios(
          preset: preset, maximumSteps: campaign.maximumSteps, sheets: true,
          nested: true, systemUI: true),
        configuration: PropertyConfiguration(
          cases: cases, seed: CheckCampaign.seed(campaign.seed, for: preset)),
        environment: [:], describe: ScenarioProperty.describe,
        ScenarioProperty.body(policy: mutant?.policy(for: preset), faults: mutant?.faults ?? []))
      total += result.statistics.cases
      counts.merge(result.statistics.labelCounts, uniquingKeysWith: +)
      if !result.isSuccess {
        return Summary(total: total, counts: counts, preset: preset, result: result)
      }
    }
    return Summary(total: total, counts: counts, preset: nil, result: nil)
  }

  @Test(
    "One job, two jobs and each preset's property in turn find the same",
    arguments: [
      (nil, 300, 1, 12), (Mutant.m17, 1000, 0, 12), (Mutant.m22, 1500, 0, 12),
      (Mutant.m1, 400, 2, 20),
    ] as [(Mutant?, Int, UInt64, Int)])
  func sameOutcome(mutant: Mutant?, count: Int, seed: UInt64, steps: Int) {
    let campaign = CheckCampaign(count: count, seed: seed, maximumSteps: steps)
    let expected = Self.sequential(campaign, mutant: mutant)
    for jobs in [1, 2, 3] {
      let outcome = campaign.run(
        jobs: jobs, policy: { mutant?.policy(for: $0) }, faults: mutant?.faults ?? [])
      #expect(Summary(outcome) == expected, "\(jobs) jobs")
    }
    #expect((expected.preset != nil) == (mutant != nil))
  }

  @Test("A failure after the first batches is the first in the sequence")
  func lateFailure() throws {
    // M7 needs a system cancel while a swipe is under way: on seed 5 the first preset
    // finds it in its second batch (`check --mutant M7 --seed 5 --count 1500` stops
    // after 111 scenarios).
    let campaign = CheckCampaign(count: 1500, seed: 5)
    let outcome = campaign.run(
      jobs: 2, policy: { Mutant.m7.policy(for: $0) }, faults: Mutant.m7.faults)
    let failure = try #require(outcome.failure)
    #expect(failure.preset == .privateHandler)
    #expect(outcome.total > CheckCampaign.batchSize)
  }

  @Test("With a deadline the first round is the campaign of its count")
  func deadline() throws {
    let campaign = CheckCampaign(count: CheckCampaign.roundSize)
    let counted = Summary(campaign.run(policy: { Mutant.m17.policy(for: $0) }))
    let timed = Summary(
      campaign.run(
        jobs: 2, deadline: .now + .seconds(30), policy: { Mutant.m17.policy(for: $0) }))
    #expect(timed == counted)
  }

  @Test("A deadline that has already passed still runs round 0 whole")
  func roundZeroAlwaysRuns() {
    let campaign = CheckCampaign(count: 40, presets: [.fdFullscreen, .restoredEdge])
    let outcome = campaign.run(jobs: 2, deadline: .now - .seconds(1))
    #expect(outcome.failure == nil)
    #expect(outcome.total == 40)
    #expect(outcome.counts == campaign.run().counts)
  }

  @Test("With a deadline the reference runs round after round until it passes")
  func rounds() {
    let campaign = CheckCampaign(count: 20, presets: [.fdFullscreen])
    var reports = 0
    let outcome = campaign.run(
      jobs: 2, deadline: .now + .milliseconds(1500), progressInterval: .milliseconds(100)
    ) { _ in reports += 1 }
    #expect(outcome.failure == nil)
    #expect(outcome.total > 20)
    #expect(outcome.counts["preset:fdFullscreen"] == outcome.total)
    #expect(reports > 0)
  }

  @Test("Rounds after the first have seeds of their own")
  func roundSeeds() {
    #expect(CheckCampaign.roundSeed(42, round: 0) == 42)
    let seeds = Set((0..<50).map { CheckCampaign.roundSeed(42, round: $0) })
    #expect(seeds.count == 50)
  }
}
