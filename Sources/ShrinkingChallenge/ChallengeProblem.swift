import PropertyCore

/// One Shrinking Challenge problem: a false property and its smallest counterexample.
///
/// The value hides the problem's value type, so tests and the benchmark can
/// treat every problem alike: run it from a seed, compare the rendered
/// minimal counterexample with the expected one, and count evaluations.
public struct ChallengeProblem: Sendable {
  /// The problem's name as the challenge spells it.
  public var name: String
  /// The rendering of the smallest counterexample.
  public var expected: String
  /// How many cases each run may try to find a counterexample.
  public var cases: Int
  private let attempt: @Sendable (PropertyConfiguration) -> ChallengeRun

  /// Creates a problem from a generator, a false property and a rendering.
  public init<Value>(
    name: String,
    expected: String,
    cases: Int = 1_000,
    generator: Generator<Value>,
    render: @escaping @Sendable (Value) -> String,
    property: @escaping @Sendable (Value) throws -> Void
  ) {
    self.name = name
    self.expected = expected
    self.cases = cases
    self.attempt = { configuration in
      let result = Property.check(
        name, generator, configuration: configuration, environment: [:],
        describe: render, property)
      switch result.outcome {
      case .failed(let details):
        return ChallengeRun(
          answer: details.minimal.rendering, evaluations: details.evaluations,
          generations: details.generations, improvements: details.improvements,
          limitReached: details.limitReached != nil)
      default:
        return ChallengeRun(
          answer: nil, evaluations: 0, generations: 0, improvements: 0, limitReached: false)
      }
    }
  }

  /// Runs the problem from a seed and returns what the shrinker ended with.
  public func run(seed: UInt64) -> ChallengeRun {
    attempt(PropertyConfiguration(cases: cases, seed: seed))
  }
}

/// What one seeded run of a challenge problem ended with.
public struct ChallengeRun: Sendable, Hashable {
  /// The rendered minimal counterexample, or `nil` if none was found.
  public var answer: String?
  /// Property evaluations spent shrinking: runs of the property's body.
  public var evaluations: Int
  /// Candidates generated while shrinking, whether or not the property ran on them.
  public var generations: Int
  /// Improvements the shrinker accepted.
  public var improvements: Int
  /// Whether a shrink budget stopped the run early.
  public var limitReached: Bool
}
