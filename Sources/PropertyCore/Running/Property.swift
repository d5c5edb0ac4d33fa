import Foundation

/// The namespace of the property runner.
///
/// ```swift
/// let result = Property.check("reverse twice", Gen.array(of: Gen.int(in: 0...9))) { list in
///   guard Array(list.reversed().reversed()) == list else {
///     throw PropertyFailure("reversing twice changed the list")
///   }
/// }
/// if let message = PropertyReport.message(for: result) { print(message) }
/// ```
public enum Property {}

extension Property {
  /// Checks a property on generated cases and shrinks the first failure.
  ///
  /// The runner is pure: it records nothing and prints nothing. The body
  /// fails by throwing; ``PropertyFailure`` lets the message mention values
  /// while keeping the failure's identity stable during shrinking.
  ///
  /// - Parameters:
  ///   - name: The property's name; it derives the default seed and scopes
  ///     replay tokens, so keep it stable and unique.
  ///   - generator: The generator of cases.
  ///   - configuration: Cases, seed and shrink budget.
  ///   - environment: Variables that override the configuration (see
  ///     ``PropertyConfiguration``); the process environment by default.
  ///   - describe: How values are rendered in messages.
  ///   - body: The property; it can classify cases through the context.
  /// - Returns: The structured result.
  public static func check<Value>(
    _ name: String,
    _ generator: Generator<Value>,
    configuration: PropertyConfiguration = PropertyConfiguration(),
    environment: [String: String] = ProcessInfo.processInfo.environment,
    describe: (Value) -> String = { String(describing: $0) },
    _ body: (Value, PropertyContext) throws -> Void
  ) -> PropertyResult<Value> {
    withoutActuallyEscaping(describe) { describe in
      withoutActuallyEscaping(body) { body in
        let runner = PropertyRunner(
          name: name, generator: generator, describe: describe, body: body)
        return runner.run(configuration: configuration, environment: environment)
      }
    }
  }

  /// Checks a property whose body fails by throwing.
  public static func check<Value>(
    _ name: String,
    _ generator: Generator<Value>,
    configuration: PropertyConfiguration = PropertyConfiguration(),
    environment: [String: String] = ProcessInfo.processInfo.environment,
    describe: (Value) -> String = { String(describing: $0) },
    _ body: (Value) throws -> Void
  ) -> PropertyResult<Value> {
    check(
      name, generator, configuration: configuration, environment: environment,
      describe: describe
    ) { value, _ in try body(value) }
  }

  /// Checks a property given as a predicate that must return `true`.
  ///
  /// ```swift
  /// let result = Property.holds("non-negative", Gen.int(in: 0...9)) { $0 >= 0 }
  /// ```
  public static func holds<Value>(
    _ name: String,
    _ generator: Generator<Value>,
    configuration: PropertyConfiguration = PropertyConfiguration(),
    environment: [String: String] = ProcessInfo.processInfo.environment,
    describe: (Value) -> String = { String(describing: $0) },
    _ predicate: (Value) throws -> Bool
  ) -> PropertyResult<Value> {
    check(
      name, generator, configuration: configuration, environment: environment,
      describe: describe
    ) { value, _ in
      if try !predicate(value) { throw Property.returnedFalse }
    }
  }

  /// The failure a predicate reports by returning `false`.
  static let returnedFalse = PropertyFailure("The property returned false.")

  /// Returns the seed used when none is configured: a hash of the name.
  public static func defaultSeed(for name: String) -> UInt64 {
    StableHash.fnv1a(name)
  }
}
