import Dispatch
import Foundation

/// Checking properties whose body is asynchronous.
///
/// The runner and shrinker are synchronous, so they run on a dedicated
/// thread. Each time they need the body evaluated they hand the value to the
/// calling task and wait; the task runs the body (on the caller's isolation,
/// inside any task-local scope the caller set up) and hands back the
/// outcome. Exactly one side runs at a time, so values and contexts are
/// never touched concurrently.
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
    _ body: (Value, PropertyContext) async throws -> Void
  ) async -> sending PropertyResult<Value> {
    let (requests, continuation) = AsyncStream.makeStream(of: AsyncBridge.Message.self)
    let bridge = AsyncBridge(continuation: continuation)
    let engine = UncheckedBox(
      value: {
        Property.check(
          name, generator, configuration: configuration, environment: environment,
          describe: describe
        ) { value, context in
          try bridge.evaluate(UncheckedBox(value: (value as Any, context)))
        }
      })
    let thread = Thread {
      let result = engine.value()
      bridge.finish(UncheckedBox(value: result as Any))
    }
    thread.stackSize = 8 << 20
    thread.start()
    for await message in requests {
      switch message {
      case .evaluate(let request, let reply):
        let (value, context) = request.value
        do {
          try await body(value as! Value, context)
          reply(.success(()))
        } catch {
          reply(.failure(UncheckedBox(value: error)))
        }
      case .finished(let result):
        return result.value as! PropertyResult<Value>
      }
    }
    fatalError("The property engine stopped without a result")
  }
}

/// A value moved between the engine thread and the calling task.
///
/// Safe because the two sides take strict turns: the sender blocks until
/// the receiver is done with the value.
struct UncheckedBox<Wrapped>: @unchecked Sendable {
  var value: Wrapped
}

/// The hand-over between the synchronous engine and an asynchronous body.
final class AsyncBridge: Sendable {
  enum Message: Sendable {
    case evaluate(
      UncheckedBox<(Any, PropertyContext)>,
      @Sendable (Result<Void, UncheckedBox<any Error>>) -> Void)
    case finished(UncheckedBox<Any>)
  }

  let continuation: AsyncStream<Message>.Continuation

  init(continuation: AsyncStream<Message>.Continuation) {
    self.continuation = continuation
  }

  /// Asks the calling task to run the body, and waits for its outcome.
  func evaluate(_ request: UncheckedBox<(Any, PropertyContext)>) throws {
    let done = DispatchSemaphore(value: 0)
    let outcome = UncheckedBox<Result<Void, UncheckedBox<any Error>>>.Slot()
    continuation.yield(
      .evaluate(request) { result in
        outcome.store(result)
        done.signal()
      })
    done.wait()
    if case .failure(let error) = outcome.load() { throw error.value }
  }

  /// Hands the final result to the calling task.
  func finish(_ result: UncheckedBox<Any>) {
    continuation.yield(.finished(result))
    continuation.finish()
  }
}

extension UncheckedBox {
  /// A slot written by one side and read by the other after a semaphore.
  final class Slot: @unchecked Sendable {
    private var stored: Wrapped?

    func store(_ value: Wrapped) { stored = value }

    func load() -> Wrapped? { stored }
  }
}

extension UncheckedBox: Error where Wrapped == any Error {}
