import Foundation

extension UIKitSimulation {
  /// The most operations that may run inside one another, each started from the callbacks
  /// of the one before, before the next is refused as code that never returns ([U31]).
  static let operationDepthLimit = 32

  /// Refuses an operation started inside ``operationDepthLimit`` operations still
  /// running, recording a fault that names the chain; whether it may go on.
  ///
  /// UIKit's callbacks (`viewWillAppear(_:)`, `willShow`, ...) run inside the operation
  /// that calls them; an app that starts another operation there, of which the same
  /// callback starts another, never returns to the run loop. The mirror ends the chain
  /// as a counterexample instead of recursing until the stack runs out.
  ///
  /// An operation started from the callbacks or the completion of one that ended, or from
  /// work those deferred, is refused the same way past ``operationDepthLimit`` in a row
  /// ([U32]): the app's navigation never comes to rest.
  func allowsNested(_ name: String) -> Bool {
    let chain = operationChain
    if chain.count >= Self.operationDepthLimit {
      let shown = chain.prefix(4).joined(separator: ", ")
      fault(
        "\(name) was called inside \(chain.count) operations still running, each started "
          + "from the callbacks of the one before (\(shown), ...): the app's code never "
          + "returns to the run loop")
      return false
    }
    guard causes.count >= Self.operationDepthLimit else { return true }
    let shown = causes.prefix(4).joined(separator: ", ")
    fault(
      "\(name) was called after \(causes.count) operations in a row, each started from the "
        + "callbacks or the completion of the one before (\(shown), ...): the app's "
        + "navigation never comes to rest")
    return false
  }

  /// Runs an operation's body with the operation on the chain of those running and among
  /// the causes of what it schedules.
  func running<Result>(_ operation: String, _ body: () -> Result) -> Result {
    operationChain.append(operation)
    causes.append(operation)
    defer {
      operationChain.removeLast()
      causes.removeLast()
    }
    return body()
  }

  /// The operations that led to a scheduled action, for a fault's message: empty, or
  /// ", scheduled after push B, push C" (the first four).
  static func describe(_ causes: [String]) -> String {
    guard !causes.isEmpty else { return "" }
    let shown = causes.prefix(4).joined(separator: ", ")
    return ", scheduled after \(shown)\(causes.count > 4 ? ", ..." : "")"
  }
}
