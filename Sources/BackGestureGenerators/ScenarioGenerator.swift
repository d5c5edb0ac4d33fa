import BackGestureModel
import PropertyCore

/// Generates whole scenarios: a random world and a stateful sequence of touches,
/// operations and waits that the oracle accepts step by step.
///
/// ```swift
/// let generator = ScenarioGenerator.scenarios(.init(preset: .fdFullscreen))
/// let result = Property.check("fd", generator, describe: \.scenarioText) { scenario in
///   if let failure = ScenarioCheck.run(scenario).failure {
///     throw PropertyFailure(failure.description)
///   }
/// }
/// ```
///
/// Every choice goes through the `ChoiceSource`, so scenarios replay from tokens, decode
/// from arbitrary bytes (`generator.value(decoding:)`) and shrink: each segment of steps
/// (one gesture, one operation, one wait) and each screen and content item is a span
/// that the shrinker can delete whole.
public enum ScenarioGenerator {
  /// What the generated scenarios look like.
  public struct Options: Sendable, Hashable {
    /// A fixed preset, or `nil` for any preset.
    public var preset: Preset?
    /// The most steps a scenario has; 12 by default.
    public var maximumSteps: Int

    /// Creates options.
    ///
    /// - Parameters:
    ///   - preset: A fixed preset, or `nil` for any preset.
    ///   - maximumSteps: The most steps a scenario has, at least 1.
    public init(preset: Preset? = nil, maximumSteps: Int = 12) {
      self.preset = preset
      self.maximumSteps = max(1, maximumSteps)
    }
  }

  /// Returns a generator of scenarios with the options.
  public static func scenarios(_ options: Options = Options()) -> Generator<Scenario> {
    let worlds = Gen.world(preset: options.preset)
    return Generator { source in
      source.beginSpan("world")
      let world = try worlds.generate(from: source)
      source.endSpan()
      let steps = try Gen.steps(in: world, maximumSteps: options.maximumSteps)
        .generate(from: source)
      return Scenario(world: world, steps: steps)
    }
  }
}

extension Gen {
  /// Returns a generator of valid steps for a world, built statefully with the oracle
  /// running alongside (see ``ScenarioGenerator``).
  ///
  /// - Parameters:
  ///   - world: The world the steps run in.
  ///   - maximumSteps: The most steps; the generator stops there, even mid-gesture.
  public static func steps(in world: World, maximumSteps: Int = 12) -> Generator<[Step]> {
    Generator { source in
      var builder = StepBuilder(world: world, source: source, limit: max(1, maximumSteps))
      return try builder.build()
    }
  }

  /// Returns a generator of scenarios; see ``ScenarioGenerator/scenarios(_:)``.
  public static func scenario(
    _ options: ScenarioGenerator.Options = ScenarioGenerator.Options()
  ) -> Generator<Scenario> {
    ScenarioGenerator.scenarios(options)
  }
}
