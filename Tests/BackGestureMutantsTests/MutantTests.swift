import BackGestureEngine
import BackGestureInvariants
import BackGestureModel
import BackGestureMutants
import BackGestureRunner
import Testing
import _TestSupport

/// Every mutant is caught by its hand-written counterexample, by the invariant its notes name.
@Suite struct MutantTests {
  /// The invariant that catches each mutant on its counterexample and the step (from 1)
  /// after which it does, with the oracle (the mutant follows its preset); and the
  /// invariant that catches it without the oracle (`nil` when only the oracle or the
  /// preset's table sees the bug).
  static let catchers: [Mutant: (full: InvariantID, step: Int, alone: InvariantID?)] = [
    .m1: (.rootNeverPopped, 2, .rootNeverPopped),
    .m2: (.noBeginMidTransition, 3, .noBeginMidTransition),
    .m4: (.noBeginMidTransition, 3, .noBeginMidTransition),
    .m6: (.differential, 3, .noFreeze),
    .m7: (.cancelRestores, 3, .cancelRestores),
    .m9: (.settingsRespected, 2, .settingsRespected),
    .m10: (.differential, 2, nil),
    .m11: (.settingsRespected, 2, nil),
    .m13: (.settingsRespected, 3, nil),
    .m14: (.settingsRespected, 2, .settingsRespected),
    .m15: (.differential, 3, .cancelRestores),
    .m16: (.differential, 3, .cancelRestores),
    .m17: (.differential, 1, nil),
    .m18: (.rootNeverPopped, 2, .rootNeverPopped),
    .m20: (.differential, 4, nil),
    .m22: (.settingsRespected, 2, nil),
    .m23: (.differential, 2, nil),
    // Caught by invariant 8's liveness probe on the state at rest before any step (the
    // failure's step index is 0 there): a drag on the slider began a back gesture.
    .m25: (.noFreeze, 1, .noFreeze),
    .m26: (.differential, 4, nil),
    .m28: (.differential, 2, .settingsRespected),
  ]

  /// Reads a mutant's counterexample from `Corpus/mutants`.
  static func counterexample(_ mutant: Mutant) throws -> ParsedScenario {
    let path = "Corpus/" + mutant.counterexample
    let file = try #require(corpusFiles.first { $0.path == path }, "\(path) is missing")
    return try file.load().get()
  }

  @Test(
    "Each counterexample passes on the reference engine and the oracle", arguments: Mutant.allCases)
  func referencePasses(_ mutant: Mutant) throws {
    let parsed = try Self.counterexample(mutant)
    let report = ScenarioCheck.run(parsed.scenario)
    #expect(report.passed, "\(report.failure?.description ?? "")")
    for simulator in Simulator.allCases {
      let run = ScenarioTrace(parsed, on: simulator)
      #expect(run.passed, "\(simulator): \(run.verdict)")
    }
  }

  @Test(
    "Each mutant fails its counterexample, caught by the expected invariant",
    arguments: Mutant.allCases)
  func mutantCaught(_ mutant: Mutant) throws {
    let parsed = try Self.counterexample(mutant)
    let preset = parsed.scenario.world.preset
    #expect(mutant.presets.contains(preset))
    let report = ScenarioCheck.run(
      parsed.scenario, policy: mutant.policy(for: preset), faults: mutant.faults)
    let failure = try #require(report.failure, "\(mutant) went unnoticed")
    #expect(failure.invariant == Self.catchers[mutant]?.full, "\(mutant): \(failure)")
    #expect(failure.stepIndex + 1 == Self.catchers[mutant]?.step, "\(mutant): \(failure)")
    #expect(!failure.invalidScenario)
    let run = ScenarioTrace(parsed, policy: mutant.policy(for: preset), faults: mutant.faults)
    #expect(run.refusedStep == nil)
    #expect(!run.expectationFailures.isEmpty, "\(mutant) meets every expectation of its file")
  }

  @Test(
    "Without the oracle, the invariants alone catch the mutants they can",
    arguments: Mutant.allCases)
  func mutantCaughtByInvariantsAlone(_ mutant: Mutant) throws {
    let parsed = try Self.counterexample(mutant)
    var policy = MutantPolicy(mutant, preset: parsed.scenario.world.preset)
    policy.follows = nil
    let report = ScenarioCheck.run(parsed.scenario, policy: policy, faults: mutant.faults)
    #expect(
      report.failure?.invariant == Self.catchers[mutant]?.alone,
      "\(mutant): \(report.failure?.description ?? "passed")")
    #expect(report.failure?.invalidScenario != true)
  }

  @Test("Every mutant names presets, an id, a title, a change and a file of its own")
  func catalog() {
    #expect(Mutant.allCases.count == 20)
    #expect(Set(Mutant.allCases.map(\.id)).count == Mutant.allCases.count)
    #expect(Set(Mutant.allCases.map(\.counterexample)).count == Mutant.allCases.count)
    for mutant in Mutant.allCases {
      #expect(!mutant.presets.isEmpty, "\(mutant)")
      #expect(!mutant.title.isEmpty && !mutant.change.isEmpty)
      #expect(mutant.counterexample.hasPrefix("mutants/m"))
      #expect(Self.catchers[mutant] != nil, "\(mutant) has no catcher on record")
    }
    #expect(Mutant.m1.counterexample == "mutants/m01-pop-from-root.scenario")
    #expect(Mutant.m28.description == "M28 two-finger pan drives the pop")
  }

  @Test("No two mutants behave alike over the whole corpus, and none behaves like the reference")
  func mutantsAreDistinct() throws {
    let loaded = corpusFiles.map { $0.load() }
    let unreadable = loaded.compactMap { result -> String? in
      guard case .failure(let error) = result else { return nil }
      return error.description
    }
    let names = unreadable.joined(separator: "\n")
    #expect(
      unreadable.isEmpty,
      """
      \(unreadable.count) of \(corpusFiles.count) corpus files do not load, so the mutants are \
      compared on the others:
      \(names)
      """)
    let scenarios = loaded.compactMap { try? $0.get().scenario }
    func traces(_ policy: (Preset) -> any BackGesturePolicy, _ faults: EngineFaults) -> [[Snapshot]]
    {
      scenarios.map { scenario in
        var engine = ReferenceEngine(
          world: scenario.world, policy: policy(scenario.world.preset), faults: faults)
        var trace = [engine.snapshot]
        for step in scenario.steps {
          guard let snapshot = try? engine.apply(step) else { break }
          trace.append(snapshot)
        }
        return trace
      }
    }
    let reference = traces({ GesturePolicy.preset($0) }, [])
    let behaviours = Mutant.allCases.map { mutant in
      (mutant, traces({ mutant.policy(for: $0) }, mutant.faults))
    }
    for (index, (mutant, trace)) in behaviours.enumerated() {
      #expect(trace != reference, "\(mutant) behaves like the reference on the whole corpus")
      for (other, otherTrace) in behaviours[..<index] {
        #expect(trace != otherTrace, "\(mutant) and \(other) behave alike on the whole corpus")
      }
    }
  }
}
