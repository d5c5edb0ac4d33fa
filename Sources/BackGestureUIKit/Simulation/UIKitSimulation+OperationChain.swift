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
  func allowsNested(_ name: String) -> Bool {
    let chain = operationChain
    guard chain.count >= Self.operationDepthLimit else { return true }
    let shown = chain.prefix(4).joined(separator: ", ")
    fault(
      "\(name) was called inside \(chain.count) operations still running, each started from "
        + "the callbacks of the one before (\(shown), ...): the app's code never returns to "
        + "the run loop")
    return false
  }

  /// Runs an operation's body with the operation on the chain of those running.
  func running<Result>(_ operation: String, _ body: () -> Result) -> Result {
    operationChain.append(operation)
    defer { operationChain.removeLast() }
    return body()
  }
}
