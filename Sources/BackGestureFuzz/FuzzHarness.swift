import BackGestureInvariants
import BackGestureModel
import BackGestureMutants
import BackGestureRunner
import PropertyCore

/// What one fuzzer input gave.
package enum FuzzVerdict: Sendable, Hashable {
  /// The bytes decode to no scenario (a filter gave up); nothing was checked.
  case undecodable
  /// Every invariant held.
  case passed(Scenario)
  /// Engine and oracle both refused a step: the scenario is invalid, not a finding.
  case invalid(Scenario, CheckFailure)
  /// An invariant broke: a finding.
  case failed(Scenario, CheckFailure)

  /// Whether the input is a finding.
  package var isFailure: Bool {
    if case .failed = self { true } else { false }
  }
}

/// The body of the fuzz target: bytes in, a verdict out, nothing printed.
package enum FuzzHarness {
  /// Decodes bytes with the settings' generator (the byte-buffer choice source) and
  /// checks the scenario through engine, oracle and invariants.
  package static func check(_ bytes: [UInt8], settings: FuzzSettings) -> FuzzVerdict {
    check(bytes, settings: settings, generator: settings.generator)
  }

  /// As ``check(_:settings:)`` with a generator built once by the caller.
  package static func check(
    _ bytes: [UInt8], settings: FuzzSettings, generator: Generator<Scenario>
  ) -> FuzzVerdict {
    guard let scenario = generator.value(decoding: bytes) else { return .undecodable }
    return check(scenario, settings: settings)
  }

  /// Checks a scenario, such as a corpus file's, on the engine the settings select.
  package static func check(_ scenario: Scenario, settings: FuzzSettings) -> FuzzVerdict {
    guard let failure = settings.check(scenario).failure else { return .passed(scenario) }
    return failure.invalidScenario ? .invalid(scenario, failure) : .failed(scenario, failure)
  }

  /// The counterexample as a failing input reports it: the failure, the settings, and
  /// the scenario in the scenario format.
  package static func report(
    _ scenario: Scenario, _ failure: CheckFailure, settings: FuzzSettings
  ) -> String {
    """
    backgesture-fuzz: \(failure.message)
    Settings: \(settings.environmentText)

    \(failure.description)

    Counterexample (not yet shrunk; scripts/fuzz.sh import shrinks it):
    \(scenario.scenarioText)
    """
  }
}
