/// How many cases a property runs, from which seed, and how hard it shrinks.
///
/// Three environment variables override the configuration, so a failure
/// can be rerun and CI can explore without code changes:
///
/// - `PROPERTY_SEED`: a decimal seed, or `random` to draw one from the
///   system (it is printed on failure). Without it the seed is derived from
///   the property's name, so runs are the same everywhere.
/// - `PROPERTY_CASES`: the number of valid cases to run.
/// - `PROPERTY_REPLAY`: a replay token from a failure message; the property
///   it belongs to reruns exactly that case, other properties run normally.
public struct PropertyConfiguration: Sendable, Hashable {
  /// The number of valid cases to check; 100 by default.
  public var cases: Int
  /// The seed, or `nil` to derive one from the property's name.
  public var seed: UInt64?
  /// The most cases filters may reject before the run gives up; by default ten per case.
  public var maximumRejections: Int?
  /// How much work shrinking may spend.
  public var shrinkBudget: ShrinkBudget
  /// Whether to shrink a counterexample at all.
  public var shrinks: Bool
  /// A replay token to rerun instead of generating cases.
  public var replay: String?

  /// Creates a configuration.
  public init(
    cases: Int = 100, seed: UInt64? = nil, maximumRejections: Int? = nil,
    shrinkBudget: ShrinkBudget = ShrinkBudget(), shrinks: Bool = true, replay: String? = nil
  ) {
    self.cases = cases
    self.seed = seed
    self.maximumRejections = maximumRejections
    self.shrinkBudget = shrinkBudget
    self.shrinks = shrinks
    self.replay = replay
  }

  /// The names of the environment variables the runner reads.
  public enum Variable {
    /// Overrides the seed: a decimal number, or `random`.
    public static let seed = "PROPERTY_SEED"
    /// Overrides the number of cases.
    public static let cases = "PROPERTY_CASES"
    /// Reruns one case from a replay token.
    public static let replay = "PROPERTY_REPLAY"
  }

  /// Returns the configuration with the environment's overrides applied.
  ///
  /// - Throws: A ``PropertyConfigurationError`` naming the variable whose
  ///   value cannot be read, or saying that the number of cases is not positive.
  public func applying(environment: [String: String]) throws -> PropertyConfiguration {
    var result = self
    if let text = environment[Variable.seed] {
      if text == "random" {
        var system = SystemRandomNumberGenerator()
        result.seed = system.next()
      } else if let seed = UInt64(text) {
        result.seed = seed
      } else {
        throw PropertyConfigurationError(
          "\(Variable.seed) must be a whole number from 0 to \(UInt64.max) or \"random\", not \"\(text)\"."
        )
      }
    }
    if let text = environment[Variable.cases] {
      guard let cases = Int(text), cases > 0 else {
        throw PropertyConfigurationError(
          "\(Variable.cases) must be a positive whole number, not \"\(text)\".")
      }
      result.cases = cases
    }
    if let token = environment[Variable.replay], !token.isEmpty {
      result.replay = token
    }
    guard result.cases > 0 else {
      throw PropertyConfigurationError(
        "PropertyConfiguration.cases must be a positive whole number, not \(result.cases).")
    }
    return result
  }
}

/// A configuration value that cannot be used, with a message saying which.
public struct PropertyConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong and how to fix it.
  public var description: String

  init(_ description: String) {
    self.description = description
  }
}
