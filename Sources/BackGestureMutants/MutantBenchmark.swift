import BackGestureGenerators
import BackGestureInvariants
import BackGestureModel
import BackGestureRunner
import PropertyCore

/// How fast, over many seeds, the property suites catch one mutant, and how small the
/// shrunk counterexample is against the hand-written one.
///
/// Each seed is a fresh campaign: the mutant's presets in order, each a
/// ``MutantHunt`` with the default case budget, until one catches it.
///
/// ```swift
/// let bench = MutantBenchmark.run(.m1, seeds: 0..<20, handWritten: counterexample)
/// print(bench.caught, bench.medianShrunkSteps, bench.medianShrunkScreens)
/// ```
package struct MutantBenchmark: Sendable, Hashable {
  /// The mutant.
  package var mutant: Mutant
  /// One campaign per seed, in seed order.
  package var campaigns: [Campaign]
  /// The hand-written smallest counterexample.
  package var handWritten: Scenario

  /// The steps of the hand-written counterexample.
  package var handWrittenSteps: Int { handWritten.steps.count }
  /// The screens of the hand-written counterexample.
  package var handWrittenScreens: Int { handWritten.world.screens.count }

  /// One seed's campaign: the hunts run, one per preset tried, the last one the catch.
  package struct Campaign: Sendable, Hashable {
    /// The benchmark seed.
    package var seed: UInt64
    /// The hunts, in preset order, up to the first that caught the mutant.
    package var hunts: [MutantHunt]

    /// What caught the mutant, or `nil` when no preset did.
    package var finding: MutantHunt.Finding? { hunts.last?.finding }
    /// The scenarios checked over every preset tried.
    package var scenarios: Int { hunts.reduce(0) { $0 + $1.cases } }
    /// The time until the catch over every preset tried, in nanoseconds.
    package var nanoseconds: Int64 { hunts.reduce(0) { $0 + $1.nanoseconds } }
  }

  /// Runs one campaign per seed.
  ///
  /// - Parameters:
  ///   - cases: The case budget of each preset's property; the suites' by default.
  ///   - handWritten: The mutant's hand-written counterexample.
  package static func run(
    _ mutant: Mutant, seeds: some Sequence<UInt64>, cases: Int = MutantBenchmark.defaultCases,
    handWritten: Scenario
  ) -> MutantBenchmark {
    let campaigns = seeds.map { seed in
      var hunts: [MutantHunt] = []
      for preset in mutant.presets {
        let hunt = MutantHunt.run(
          mutant, preset: preset, cases: cases, seed: CheckCampaign.seed(seed, for: preset))
        hunts.append(hunt)
        if hunt.caught { break }
      }
      return Campaign(seed: seed, hunts: hunts)
    }
    return MutantBenchmark(mutant: mutant, campaigns: campaigns, handWritten: handWritten)
  }

  /// The case budget of each preset in the default property suites.
  package static let defaultCases = 2500

  /// The campaigns that caught the mutant.
  package var caught: Int { campaigns.count { $0.finding != nil } }

  /// The median scenarios until the catch, over the campaigns that caught it.
  package var medianScenarios: Int { Self.median(caughtCampaigns.map(\.scenarios)) }
  /// The median time until the catch, in nanoseconds (not deterministic).
  package var medianNanoseconds: Int64 { Self.median(caughtCampaigns.map(\.nanoseconds)) }
  /// The median steps of the shrunk counterexamples.
  package var medianShrunkSteps: Int { Self.median(findings.map(\.shrunkSteps)) }
  /// The median screens of the shrunk counterexamples.
  package var medianShrunkScreens: Int { Self.median(findings.map(\.shrunkScreens)) }
  /// The median parts of the shrunk counterexamples (``Scenario/parts``).
  package var medianShrunkParts: Int { Self.median(findings.map(\.shrunkParts)) }
  /// The shrunk counterexamples that keep a part that plays no role (taking it out
  /// leaves a scenario that still fails the same way); 0 when each is 1-minimal.
  package var notMinimal: Int { findings.count { !$0.idleParts.isEmpty } }
  /// The most steps of a shrunk counterexample.
  package var maximumShrunkSteps: Int { findings.map(\.shrunkSteps).max() ?? 0 }
  /// The median property runs spent shrinking.
  package var medianEvaluations: Int { Self.median(findings.map(\.evaluations)) }
  /// The invariants that caught the mutant, each once, in invariant order.
  package var invariants: [InvariantID] {
    InvariantID.allCases.filter { id in findings.contains { $0.invariant == id } }
  }

  var caughtCampaigns: [Campaign] { campaigns.filter { $0.finding != nil } }
  var findings: [MutantHunt.Finding] { campaigns.compactMap(\.finding) }

  /// The lower median: the middle value, or the lower of the two middle values; 0 when empty.
  static func median<T: BinaryInteger>(_ values: [T]) -> T {
    guard !values.isEmpty else { return 0 }
    return values.sorted()[(values.count - 1) / 2]
  }
}
