import BackGestureEngine
import BackGestureGenerators
import BackGestureModel
import Dispatch
import Foundation
import PropertyCore

/// The campaign of `backgesture check`: generated scenarios of every preset, each checked
/// by ``ScenarioCheck``, stopped at the first counterexample, which is shrunk. Its worlds
/// are those of its options, by default the whole space (`CheckOptions.everything`):
/// page sheets, nested content, the app's answers and cells with swipe actions.
///
/// The count is split over the presets in order (the first presets get the remainder),
/// and each preset's property runs with a seed derived from the campaign's seed and the
/// preset, so the same seed and count give the same scenarios and the same verdict.
///
/// The campaign's cases form one sequence: each preset's cases in turn, case `i` of a
/// preset being the `i`-th case of its property (`Property.checkCases`). With a
/// deadline the sequence goes on in rounds of ``count`` cases, round 0 from the campaign's
/// seed and round `r` from ``roundSeed(_:round:)``. The sequence is cut into batches of
/// ``batchSize`` cases (never across presets) that the jobs take in order; the results
/// are merged in order, up to the first failing case. So:
///
/// - Without a deadline, the outcome is the same for any number of jobs, and the same as
///   checking each preset's property in turn with `Property.check`.
/// - With a deadline, round 0 always runs whole, however soon the deadline comes; after
///   it the jobs stop taking batches when the deadline passes and finish the ones they
///   took: the cases checked are the first of the sequence (how many depends on the
///   machine), each the same for any number of jobs, and the failure reported is the
///   first of the sequence among them.
package struct CheckCampaign: Sendable {
  /// The space the scenarios are drawn from, the count (with a deadline, the count of
  /// each round), the steps and the seed; `nil` presets and seed are every preset and 0.
  package var options: CheckOptions

  /// The scenarios to check, over every preset; with a deadline, those of each round.
  package var count: Int { options.cases }
  /// The campaign's seed.
  package var seed: UInt64 { options.seed ?? 0 }
  /// The most steps per scenario.
  package var maximumSteps: Int { options.maximumSteps }
  /// The presets, in the order they run.
  package var presets: [Preset] { options.presets ?? Preset.allCases }
  /// The systems the worlds run on ([D5]), drawn in every world.
  package var systems: [OperatingSystem] { options.systems }

  /// The cases of one batch, the unit of work a job takes.
  package static let batchSize = 64

  /// The scenarios of each round of a campaign with a time budget.
  package static let roundSize = 1000

  /// Creates a campaign over a space of scenarios.
  package init(_ options: CheckOptions) {
    self.options = options
  }

  /// Creates a campaign over the whole space (`CheckOptions.everything`), narrowed as given.
  package init(
    count: Int, seed: UInt64 = 0, maximumSteps: Int = 12, presets: [Preset] = Preset.allCases,
    systems: [OperatingSystem] = OperatingSystem.allCases
  ) {
    var options = CheckOptions.everything
    options.cases = count
    options.seed = seed
    options.maximumSteps = maximumSteps
    options.presets = presets
    options.systems = systems
    self.init(options)
  }

  /// What a campaign found: the coverage counts, the scenarios checked and the first
  /// result that did not pass, with its preset.
  package struct Outcome {
    /// Each coverage label with the number of scenarios that carried it.
    package var counts: [String: Int] = [:]
    /// The scenarios checked.
    package var total = 0
    /// The first preset whose property did not pass, and its result.
    package var failure: (preset: Preset, result: PropertyResult<Scenario>)?
    /// The time spent checking, before any shrinking (not deterministic).
    package var checking: Duration = .zero
  }

  /// How far a running campaign has got.
  package struct Progress: Sendable, Hashable {
    /// The scenarios checked and merged so far.
    package var scenarios: Int
    /// The time since the campaign started.
    package var elapsed: Duration
  }

  /// The seed of one preset's property: derived from the campaign's seed and the preset.
  package static func seed(_ seed: UInt64, for preset: Preset) -> UInt64 {
    Property.defaultSeed(for: "\(seed) \(preset.rawValue)")
  }

  /// The seed of a round of a campaign with a deadline: the campaign's own for round 0.
  package static func roundSeed(_ seed: UInt64, round: Int) -> UInt64 {
    round == 0 ? seed : Property.defaultSeed(for: "\(seed) round \(round)")
  }

  /// The number of scenarios the preset at a position in ``presets`` gets.
  package func cases(at position: Int) -> Int {
    count / presets.count + (position < count % presets.count ? 1 : 0)
  }

  /// Runs the campaign on the reference engine, or on an engine driven by another policy
  /// and fault switches (the mutants and the planted faults).
  ///
  /// - Parameters:
  ///   - jobs: The threads that check batches; the outcome does not depend on it.
  ///   - deadline: When to stop taking batches; `nil` checks ``count`` scenarios.
  ///   - policy: The policy for each preset; `nil` for the preset's own.
  ///   - faults: The engine's fault switches; empty for the reference engine.
  ///   - progressInterval: How often `progress` is called.
  ///   - progress: Called on the calling thread while the campaign runs.
  package func run(
    jobs: Int = 1, deadline: ContinuousClock.Instant? = nil,
    policy: (Preset) -> (any BackGesturePolicy)? = { _ in nil }, faults: EngineFaults = [],
    progressInterval: Duration = .milliseconds(250), progress: ((Progress) -> Void)? = nil
  ) -> Outcome {
    let plan = Plan(campaign: self, policies: presets.map(policy), faults: faults)
    let state = CampaignState(
      batches: deadline == nil ? plan.slots.count : Int.max, deadline: deadline,
      roundZero: plan.slots.count)
    let started = ContinuousClock.now
    let group = DispatchGroup()
    for _ in 0..<max(1, jobs) {
      group.enter()
      let thread = Thread {
        while let number = state.claim() {
          let batch = plan.batch(number)
          state.complete(number, batch, plan.check(batch))
        }
        group.leave()
      }
      thread.stackSize = 8 << 20
      thread.start()
    }
    let interval =
      Double(progressInterval.components.seconds)
      + Double(progressInterval.components.attoseconds) / 1e18
    if let progress {
      while group.wait(timeout: .now() + interval) == .timedOut {
        progress(Progress(scenarios: state.scenarios, elapsed: .now - started))
      }
    } else {
      group.wait()
    }
    let merged = state.merged
    var outcome = Outcome(
      counts: merged.counts, total: merged.total, checking: .now - started)
    if let failure = merged.failure {
      outcome.failure = (presets[failure.batch.position], plan.shrink(failure))
    }
    return outcome
  }
}

extension CheckCampaign {
  /// One batch of the campaign's sequence: consecutive cases of one preset's property.
  struct Batch: Sendable, Hashable {
    /// The round, 0 without a deadline.
    var round: Int
    /// The preset's position in ``CheckCampaign/presets``.
    var position: Int
    /// The cases of the preset's property in this round.
    var cases: Int
    /// The seed of the preset's property in this round.
    var seed: UInt64
    /// The cases of this batch.
    var indices: Range<Int>
  }

  /// The first failing case of the campaign's sequence.
  struct Failure: Sendable, Hashable {
    /// Its batch.
    var batch: Batch
    /// Its index in the preset's property.
    var index: Int
    /// Its number among the valid cases of the preset's property, counting from one.
    var caseNumber: Int
  }

  /// What the campaign runs: the batches of a round, and what checks each one.
  struct Plan: Sendable {
    var campaign: CheckCampaign
    var policies: [(any BackGesturePolicy)?]
    var faults: EngineFaults
    var generators: [Generator<Scenario>]
    /// The batches of one round, without their round: position, cases and indices.
    var slots: [(position: Int, cases: Int, indices: Range<Int>)]

    init(campaign: CheckCampaign, policies: [(any BackGesturePolicy)?], faults: EngineFaults) {
      self.campaign = campaign
      self.policies = policies
      self.faults = faults
      generators = campaign.presets.map { Gen.scenarios(preset: $0, in: campaign.options) }
      slots = []
      for position in campaign.presets.indices {
        let cases = campaign.cases(at: position)
        for start in stride(from: 0, to: cases, by: CheckCampaign.batchSize) {
          slots.append((position, cases, start..<min(cases, start + CheckCampaign.batchSize)))
        }
      }
    }

    /// The batch with a number in the campaign's sequence.
    func batch(_ number: Int) -> Batch {
      let round = number / slots.count
      let slot = slots[number % slots.count]
      let seed = CheckCampaign.seed(
        CheckCampaign.roundSeed(campaign.seed, round: round), for: campaign.presets[slot.position])
      return Batch(
        round: round, position: slot.position, cases: slot.cases, seed: seed,
        indices: slot.indices)
    }

    /// Checks a batch's cases, up to the first that fails.
    func check(_ batch: Batch) -> Property.CaseStretch {
      Property.checkCases(
        ScenarioProperty.name(for: campaign.presets[batch.position]),
        generators[batch.position], cases: batch.cases, seed: batch.seed,
        indices: batch.indices,
        ScenarioProperty.body(policy: policies[batch.position], faults: faults))
    }

    /// Shrinks the first failing case, as its preset's property would have.
    func shrink(_ failure: Failure) -> PropertyResult<Scenario> {
      let batch = failure.batch
      return Property.shrinkCase(
        ScenarioProperty.name(for: campaign.presets[batch.position]),
        generators[batch.position], cases: batch.cases, seed: batch.seed, index: failure.index,
        caseNumber: failure.caseNumber, describe: ScenarioProperty.describe,
        ScenarioProperty.body(policy: policies[batch.position], faults: faults))
    }
  }

  /// The results merged in the order of the sequence, up to the first failing case.
  struct Merged: Sendable {
    var counts: [String: Int] = [:]
    var total = 0
    var failure: Failure?
    /// The round and preset of the last batch merged, and the valid cases merged of them.
    var run: (round: Int, position: Int)?
    var runChecked = 0

    mutating func fold(_ batch: Batch, _ stretch: Property.CaseStretch) {
      guard failure == nil else { return }
      if run?.round != batch.round || run?.position != batch.position {
        run = (batch.round, batch.position)
        runChecked = 0
      }
      runChecked += stretch.checked
      total += stretch.checked
      counts.merge(stretch.labelCounts, uniquingKeysWith: +)
      if let index = stretch.failingIndex {
        failure = Failure(batch: batch, index: index, caseNumber: runChecked)
      }
    }
  }
}

/// The state the jobs of a campaign share: the next batch to take and the merge.
///
/// Batches are taken in order under the lock, and once one is refused (the sequence
/// ended, the deadline passed after round 0, or a failure was found in an earlier batch)
/// every later one is, so the batches taken are always the first of the sequence.
private final class CampaignState: @unchecked Sendable {
  private let lock = NSLock()
  private let batches: Int
  private let deadline: ContinuousClock.Instant?
  /// The batches of round 0, which run whatever the deadline.
  private let roundZero: Int
  private var next = 0
  private var closed = false
  private var firstFailing = Int.max
  private var finished: [Int: (CheckCampaign.Batch, Property.CaseStretch)] = [:]
  private var mergedUpTo = 0
  private var mergedValue = CheckCampaign.Merged()

  init(batches: Int, deadline: ContinuousClock.Instant?, roundZero: Int) {
    self.batches = batches
    self.deadline = deadline
    self.roundZero = roundZero
  }

  /// The number of the next batch to check, or `nil` when the job should stop.
  func claim() -> Int? {
    lock.withLock {
      if !closed {
        let expired = next >= roundZero && (deadline.map { ContinuousClock.now >= $0 } ?? false)
        closed = next >= batches || next > firstFailing || expired
      }
      guard !closed else { return nil }
      next += 1
      return next - 1
    }
  }

  /// Records a checked batch and merges every batch now complete in order.
  func complete(_ number: Int, _ batch: CheckCampaign.Batch, _ stretch: Property.CaseStretch) {
    lock.withLock {
      if stretch.failingIndex != nil { firstFailing = min(firstFailing, number) }
      finished[number] = (batch, stretch)
      while let (batch, stretch) = finished.removeValue(forKey: mergedUpTo) {
        mergedValue.fold(batch, stretch)
        mergedUpTo += 1
      }
    }
  }

  /// The scenarios merged so far.
  var scenarios: Int { lock.withLock { mergedValue.total } }

  /// The merged results.
  var merged: CheckCampaign.Merged { lock.withLock { mergedValue } }
}
