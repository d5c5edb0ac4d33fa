/// What a selector does when it is sent, shared by the mirror's own `Selector` and the
/// Objective-C one it extends where the runtime exists.
enum SelectorBody {
  /// The Objective-C name of UIKit's private handler of the system pop.
  static let systemPopHandlerName = "handleNavigationTransition:"

  /// The body of a selector made from a method that takes its sender.
  static func method<Target: AnyObject, Sender: AnyObject>(
    _ method: @escaping @MainActor (Target) -> (Sender) -> Void
  ) -> @MainActor (AnyObject, AnyObject?) -> Void {
    { target, sender in
      guard let target = target as? Target, let sender = sender as? Sender else { return }
      method(target)(sender)
    }
  }

  /// The body of a selector made from a method without arguments.
  static func method<Target: AnyObject>(
    _ method: @escaping @MainActor (Target) -> () -> Void
  ) -> @MainActor (AnyObject, AnyObject?) -> Void {
    { target, _ in
      guard let target = target as? Target else { return }
      method(target)()
    }
  }

  /// Whether an object has the method a selector known only by its Objective-C name
  /// names: the mirror knows UIKit's private pop handler on its own object, which
  /// `responds(to:)` reports as UIKit does; any other name is not answered.
  static func answers(_ name: String, target: AnyObject) -> Bool {
    name == systemPopHandlerName && target is InteractivePopDelegate
  }

  /// Sends a selector known only by its Objective-C name: the mirror knows one such method,
  /// UIKit's private handler of the system pop, on the object that is both the system
  /// pop's target and its own delegate (spec [U16]); any other name does nothing.
  @MainActor
  static func named(_ name: String, target: AnyObject, sender: AnyObject?) {
    guard name == systemPopHandlerName, let handler = target as? InteractivePopDelegate,
      let recognizer = sender as? UIGestureRecognizer
    else { return }
    handler.navigationController?.handleSystemPop(recognizer)
  }
}
