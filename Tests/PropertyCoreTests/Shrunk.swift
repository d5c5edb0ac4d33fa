import PropertyCore

/// Helpers the generator tests share: the minimal value a property shrinks to.
enum Shrunk {
  /// Runs a property from a seed and returns the minimal counterexample, or `nil`.
  static func value<Value>(
    _ generator: Generator<Value>, seed: UInt64 = 1, cases: Int = 1_000,
    _ fails: (Value) -> Bool
  ) -> Value? {
    let result = Property.check(
      "shrunk", generator, configuration: PropertyConfiguration(cases: cases, seed: seed),
      environment: [:]
    ) { value in
      if fails(value) { throw PropertyFailure("fails") }
    }
    return result.failure?.minimal.value
  }

  /// Draws values from seeds `0..<count`, skipping any the generator rejects.
  static func samples<Value>(_ generator: Generator<Value>, count: Int = 300) -> [Value] {
    (0..<UInt64(count)).compactMap { seed in
      try? generator.generate(from: ChoiceSource(seed: seed))
    }
  }
}
