import Dispatch
import Foundation

/// The hand-over between the synchronous engine, on its own thread, and an asynchronous
/// body on the calling task.
///
/// Exactly one side runs at a time: the engine blocks while the task runs the body, and
/// the task waits for the engine's next request, so values and contexts are never
/// touched concurrently.
final class AsyncBridge: @unchecked Sendable {
  /// A request from the engine to the calling task.
  enum Message: Sendable {
    /// Run the body on a value and context, and reply with its outcome.
    case evaluate(
      UncheckedBox<(Any, PropertyContext)>,
      @Sendable (Result<Void, UncheckedBox<any Error>>) -> Void)
    /// The engine's work is done, with this result.
    case finished(UncheckedBox<Any>)
  }

  /// Where the running engine sends its requests; set by `run` before the engine starts,
  /// and read only by the engine.
  private var continuation: AsyncStream<Message>.Continuation?

  /// Runs synchronous engine work on a thread, answering its requests to evaluate the
  /// body on the calling task, and returns what the work returned.
  func run<Value, Outcome>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: nonisolated(nonsending) (Value, PropertyContext) async throws -> Void,
    _ work: @escaping () -> Outcome
  ) async -> sending Outcome {
    let (requests, continuation) = AsyncStream.makeStream(of: Message.self)
    self.continuation = continuation
    let engine = UncheckedBox(value: work)
    let thread = Thread {
      let outcome = engine.value()
      continuation.yield(.finished(UncheckedBox(value: outcome as Any)))
      continuation.finish()
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
      case .finished(let outcome):
        return UncheckedBox(value: outcome.value as! Outcome).value
      }
    }
    fatalError("The property engine stopped without a result")
  }

  /// Asks the calling task to run the body, and waits for its outcome.
  func evaluate(_ request: UncheckedBox<(Any, PropertyContext)>) throws {
    guard let continuation else {
      preconditionFailure("The property engine asked for the body outside AsyncBridge.run")
    }
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
}

extension UncheckedBox {
  /// A slot written by one side and read by the other after a semaphore.
  final class Slot: @unchecked Sendable {
    private var stored: Wrapped?

    func store(_ value: Wrapped) { stored = value }

    func load() -> Wrapped? { stored }
  }
}
