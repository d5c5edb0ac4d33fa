import Foundation

/// Checking one given case, such as a fuzzer's input, and shrinking it.
extension Property {
  /// Runs the property on one recorded choice sequence and shrinks it if it fails.
  ///
  /// This is how a failure found elsewhere (a fuzzer, a corpus file, another
  /// tool) reaches the shrinker: record its choices, then reproduce them.
  ///
  /// - Returns: `.failed` with the original and minimal counterexample,
  ///   `.passed` if the case passes, or `.gaveUp` if the choices do not
  ///   decode to a value (they run out, or a filter rejects them).
  public static func reproduce<Value>(
    _ name: String,
    _ generator: Generator<Value>,
    choices values: [Int64],
    configuration: PropertyConfiguration = PropertyConfiguration(),
    describe: (Value) -> String = { String(describing: $0) },
    _ body: (Value, PropertyContext) throws -> Void
  ) -> PropertyResult<Value> {
    withoutActuallyEscaping(describe) { describe in
      withoutActuallyEscaping(body) { body in
        let runner = PropertyRunner(
          name: name, generator: generator, describe: describe, body: body)
        return runner.reproduce(values, configuration: configuration)
      }
    }
  }

  /// Decodes a byte string (a fuzzer's input) and reproduces the case it decodes to.
  ///
  /// Every byte string decodes: spent bytes answer with the simplest value.
  public static func reproduce<Value>(
    _ name: String,
    _ generator: Generator<Value>,
    bytes: [UInt8],
    configuration: PropertyConfiguration = PropertyConfiguration(),
    describe: (Value) -> String = { String(describing: $0) },
    _ body: (Value, PropertyContext) throws -> Void
  ) -> PropertyResult<Value> {
    let source = ChoiceSource(bytes: bytes)
    _ = try? generator.generate(from: source)
    let values = source.choices.map(\.value)
    return reproduce(
      name, generator, choices: values, configuration: configuration, describe: describe, body)
  }
}

extension PropertyRunner {
  func reproduce(_ values: [Int64], configuration: PropertyConfiguration) -> PropertyResult<Value> {
    var result = PropertyResult<Value>(
      name: name, seed: configuration.seed ?? Property.defaultSeed(for: name),
      statistics: PropertyStatistics(), outcome: .passed)
    let evaluation = replay(values)
    if let misuse = evaluation.misuse {
      result.outcome = .invalidConfiguration(misuse.description)
      return result
    }
    switch evaluation.status {
    case .invalid:
      result.statistics.rejected = 1
      result.outcome = .gaveUp
    case .passed:
      Self.count(evaluation.context, in: &result.statistics)
    case .failed(let signature):
      result.statistics.cases = 1
      result.outcome = shrink(
        evaluation, signature: signature, caseNumber: 1, settings: configuration)
    }
    return result
  }
}
