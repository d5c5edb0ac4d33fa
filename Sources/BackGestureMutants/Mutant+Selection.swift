import BackGestureGenerators
import BackGestureInvariants
import BackGestureModel
import BackGestureRunner
import Foundation

/// Choosing a mutant by name, as `BACKGESTURE_MUTANT` does for the fuzz target and for
/// the corpus replay in `swift test`.
///
/// ```sh
/// BACKGESTURE_MUTANT=M1 swift test --filter FuzzCorpusTests   # fails: M1 is caught
/// swift test --filter FuzzCorpusTests                         # passes on the reference
/// ```
extension Mutant {
  /// The environment variable that selects a mutant.
  package static let environmentVariable = "BACKGESTURE_MUTANT"

  /// The mutant with an id, spelled `M1`, `m1` or `1`.
  package init?(id: String) {
    let digits = id.hasPrefix("M") || id.hasPrefix("m") ? String(id.dropFirst()) : id
    guard let number = Int(digits), let mutant = Mutant(rawValue: "M\(number)") else {
      return nil
    }
    self = mutant
  }

  /// The mutant `BACKGESTURE_MUTANT` selects: `nil` when it is unset, empty or `none`
  /// (the reference engine).
  ///
  /// - Throws: A ``MutantSelectionError`` listing the ids when the value names no mutant.
  package static func selected(
    in environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(MutantSelectionError) -> Mutant? {
    guard let value = environment[environmentVariable], !value.isEmpty, value != "none" else {
      return nil
    }
    guard let mutant = Mutant(id: value) else { throw MutantSelectionError(value: value) }
    return mutant
  }
}

/// A `BACKGESTURE_MUTANT` value that names no mutant.
package struct MutantSelectionError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The value.
  package var value: String

  /// `BACKGESTURE_MUTANT=M3 is not one of: none M1 M2 ...`
  package var description: String {
    "\(Mutant.environmentVariable)=\(value) is not one of: none "
      + Mutant.allCases.map(\.id).joined(separator: " ")
  }
}

extension ScenarioCheck {
  /// Checks a scenario on a mutant, or on the reference engine for `nil`.
  package static func run(_ scenario: Scenario, mutant: Mutant?) -> CheckReport {
    guard let mutant else { return run(scenario) }
    return run(scenario, policy: mutant.policy(for: scenario.world.preset), faults: mutant.faults)
  }
}
