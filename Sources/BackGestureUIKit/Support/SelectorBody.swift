/// What a selector does when it is sent, shared by the mirror's own `Selector` and the
/// Objective-C one it extends where the runtime exists.
enum SelectorBody {
  /// The Objective-C name of UIKit's private handler of the system pop.
  static let systemPopHandlerName = "handleNavigationTransition:"

  /// The body of a selector made from a method that takes its sender.
  ///
  /// - Parameters:
  ///   - method: The method, unapplied.
  ///   - name: The selector's name, if it was given one: a target that is not of the
  ///     method's class is sent the selector by that name (``named(_:target:sender:)``).
  static func method<Target: AnyObject, Sender: AnyObject>(
    _ method: @escaping @MainActor (Target) -> (Sender) -> Void, name: String?
  ) -> @MainActor (AnyObject, AnyObject?) -> Void {
    { target, sender in
      guard let typed = target as? Target else {
        if let name { named(name, target: target, sender: sender) }
        return
      }
      guard let sender = sender as? Sender else { return }
      method(typed)(sender)
    }
  }

  /// The body of a selector made from a method without arguments.
  ///
  /// - Parameters:
  ///   - method: The method, unapplied.
  ///   - name: The selector's name, if it was given one: a target that is not of the
  ///     method's class is sent the selector by that name (``named(_:target:sender:)``).
  static func method<Target: AnyObject>(
    _ method: @escaping @MainActor (Target) -> () -> Void, name: String?
  ) -> @MainActor (AnyObject, AnyObject?) -> Void {
    { target, sender in
      guard let typed = target as? Target else {
        if let name { named(name, target: target, sender: sender) }
        return
      }
      method(typed)()
    }
  }

  /// Whether an object has the method of a selector made from a method: an object of the
  /// method's class does; another answers by the selector's name, when it was given one.
  static func answers<Target: AnyObject>(
    _ target: AnyObject, of _: Target.Type, name: String?
  ) -> Bool {
    if target is Target { return true }
    return name.map { answers($0, target: target) } ?? false
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
