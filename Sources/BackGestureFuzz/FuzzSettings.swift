import BackGestureEngine
import BackGestureGenerators
import BackGestureInvariants
import BackGestureModel
import BackGestureMutants
import BackGestureRunner
import PropertyCore

/// What a fuzz run checks: which preset's scenarios, and which engine.
///
/// libFuzzer owns the command line, so the settings come from the environment:
///
/// | variable | values | default |
/// |---|---|---|
/// | `BACKGESTURE_PRESET` | a preset name, or `any` | `any` |
/// | `BACKGESTURE_MUTANT` | a mutant id (`M1` ... `M28`), or `none` (reference) | `none` |
/// | `BACKGESTURE_STEPS` | the most steps a scenario has, 1 to 64 | 12 |
package struct FuzzSettings: Sendable, Hashable, CustomStringConvertible {
  /// A fixed preset, or `nil` for any preset (the bytes choose).
  package var preset: Preset?
  /// The deliberately broken engine to check, or `nil` for the reference engine.
  package var mutant: Mutant?
  /// The most steps a generated scenario has.
  package var maximumSteps: Int

  /// Creates settings.
  package init(preset: Preset? = nil, mutant: Mutant? = nil, maximumSteps: Int = 12) {
    self.preset = preset
    self.mutant = mutant
    self.maximumSteps = max(1, maximumSteps)
  }

  /// The variable naming the preset.
  package static let presetVariable = "BACKGESTURE_PRESET"
  /// The variable naming the mutant.
  package static let mutantVariable = Mutant.environmentVariable
  /// The variable bounding the number of steps.
  package static let stepsVariable = "BACKGESTURE_STEPS"

  /// Reads the settings from environment variables.
  ///
  /// - Throws: A ``FuzzSettingsError`` naming the variable and the accepted values.
  package init(environment: [String: String]) throws(FuzzSettingsError) {
    self.init()
    if let value = environment[Self.presetVariable], !value.isEmpty, value != "any" {
      guard let preset = Preset(rawValue: value) else {
        throw FuzzSettingsError(
          variable: Self.presetVariable, value: value,
          accepted: ["any"] + Preset.allCases.map(\.rawValue))
      }
      self.preset = preset
    }
    do {
      self.mutant = try Mutant.selected(in: environment)
    } catch {
      throw FuzzSettingsError(
        variable: Self.mutantVariable, value: error.value,
        accepted: ["none"] + Mutant.allCases.map(\.id))
    }
    if let value = environment[Self.stepsVariable], !value.isEmpty {
      guard let steps = Int(value), (1...64).contains(steps) else {
        throw FuzzSettingsError(
          variable: Self.stepsVariable, value: value, accepted: ["1", "...", "64"])
      }
      self.maximumSteps = steps
    }
  }

  /// The generator that decodes fuzzer bytes: the property suites' scenario generator.
  package var generator: Generator<Scenario> {
    Gen.scenarios(preset: preset, maximumSteps: maximumSteps)
  }

  /// The property's name; it scopes the shrinker's results.
  package var propertyName: String {
    "fuzz \(preset?.rawValue ?? "any")"
  }

  /// Checks a scenario against the engine these settings select.
  package func check(_ scenario: Scenario) -> CheckReport {
    ScenarioCheck.run(scenario, mutant: mutant)
  }

  /// The settings as the environment spells them, such as
  /// `BACKGESTURE_PRESET=fdFullscreen BACKGESTURE_MUTANT=none`.
  package var environmentText: String {
    var words = [
      "\(Self.presetVariable)=\(preset?.rawValue ?? "any")",
      "\(Self.mutantVariable)=\(mutant?.id ?? "none")",
    ]
    if maximumSteps != 12 { words.append("\(Self.stepsVariable)=\(maximumSteps)") }
    return words.joined(separator: " ")
  }

  /// `preset fdFullscreen, reference engine` or `any preset, mutant M1`.
  package var description: String {
    let presetText = preset.map { "preset \($0.rawValue)" } ?? "any preset"
    let engineText = mutant.map { "mutant \($0.id)" } ?? "reference engine"
    return "\(presetText), \(engineText)"
  }
}

/// An environment variable whose value is not understood.
package struct FuzzSettingsError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The variable.
  package var variable: String
  /// Its value.
  package var value: String
  /// What it accepts.
  package var accepted: [String]

  /// `BACKGESTURE_PRESET=foo is not one of: any privateHandler ...`
  package var description: String {
    "\(variable)=\(value) is not one of: \(accepted.joined(separator: " "))"
  }
}
