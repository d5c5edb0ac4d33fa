import Foundation

/// Checking properties whose body is asynchronous.
///
/// The cases are generated and checked on the calling task: each value is drawn
/// synchronously and the body awaited on the caller's isolation, inside any task-local
/// scope the caller set up, so a body that does not suspend costs no more than a
/// function call per case. Only the replay of a token and the shrinking of a failure,
/// whose engine is synchronous, run on a dedicated thread; each time that engine needs
/// the body evaluated it hands the value to the calling task and waits (`AsyncBridge`).
extension Property {
  /// Checks a property whose body is `async`, on the caller's isolation.
  ///
  /// Behaves like the synchronous `check` with a context parameter
  /// and returns the same result.
  package static func checkAsync<Value>(
    _ name: String,
    _ generator: Generator<Value>,
    configuration: PropertyConfiguration = PropertyConfiguration(),
    environment: [String: String] = ProcessInfo.processInfo.environment,
    describe: @escaping (Value) -> String = { String(describing: $0) },
    isolation: isolated (any Actor)? = #isolation,
    _ body: nonisolated(nonsending) (Value, PropertyContext) async throws -> Void
  ) async -> sending PropertyResult<Value> {
    let bridge = AsyncBridge()
    let runner = PropertyRunner(
      name: name, generator: generator, describe: describe,
      body: { value, context in try bridge.evaluate(UncheckedBox(value: (value as Any, context))) }
    )
    switch runner.start(configuration: configuration, environment: environment) {
    case .finished(let result):
      return UncheckedBox(value: result).value
    case .replay(let token, let result):
      return await bridge.run(isolation: isolation, body) {
        runner.runReplay(token, into: result)
      }
    case .search(var search):
      while let source = search.nextSource() {
        var evaluation = runner.generate(source)
        if let value = evaluation.value {
          do {
            try await body(value, evaluation.context)
            evaluation.status = .passed
          } catch {
            evaluation.fail(with: error)
          }
        }
        switch search.record(evaluation, from: source) {
        case .next:
          continue
        case .stop:
          return UncheckedBox(value: search.result).value
        case .shrink(let signature):
          let result = search.result
          let settings = search.settings
          return await bridge.run(isolation: isolation, body) {
            var result = result
            result.outcome = runner.shrink(
              evaluation, signature: signature, caseNumber: result.statistics.cases,
              settings: settings)
            return result
          }
        }
      }
      return UncheckedBox(value: search.finished()).value
    }
  }
}

/// A value moved between the engine thread and the calling task.
///
/// Safe because the two sides take strict turns: the sender blocks until
/// the receiver is done with the value.
struct UncheckedBox<Wrapped>: @unchecked Sendable {
  var value: Wrapped
}

extension UncheckedBox: Error where Wrapped == any Error {}
