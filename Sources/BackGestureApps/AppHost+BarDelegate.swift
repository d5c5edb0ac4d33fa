import BackGestureUIKit

extension AppHost {
  /// A navigation controller's own answer to its bar ([U15]): its conformance to
  /// `UINavigationBarDelegate` when its class, or a superclass of the app's, declares one;
  /// `nil` when it has none, or only the one an extension gave a class of UIKit's.
  ///
  /// A conformance is found by a dynamic cast, which sees every conformance loaded in
  /// the process. One that an extension declares on `UINavigationController` (or on
  /// `UIViewController`) is retroactive: every navigation controller of every app in the
  /// test bundle inherits it, so one app's extension would answer for another app's
  /// navigation controllers. Such a conformance is told apart by its witness table: a
  /// class that declares its own conformance has its own table, which the runtime finds
  /// before an inherited one; a class that only inherits one shares the table of a plain
  /// `UINavigationController`.
  func ownBarDelegate(
    of navigation: UINavigationController
  ) -> (any UINavigationBarDelegate)? {
    guard let delegate = navigation as? any UINavigationBarDelegate else { return nil }
    guard let inherited = plainNavigationController as? any UINavigationBarDelegate else {
      return delegate
    }
    return Self.witnessTable(of: delegate) == Self.witnessTable(of: inherited) ? nil : delegate
  }

  /// The witness table of a conformance, read from the existential that holds it: a
  /// class-bound existential of one protocol is the object's reference and then the
  /// conformance's witness table (Swift ABI, "Class existential containers").
  static func witnessTable(of delegate: any UINavigationBarDelegate) -> UnsafeRawPointer? {
    precondition(
      MemoryLayout<any UINavigationBarDelegate>.size == 2 * MemoryLayout<UnsafeRawPointer>.size)
    // `as any`, so that the existential is not opened to the object's own type (SE-0352).
    return withUnsafeBytes(of: delegate as any UINavigationBarDelegate) { bytes in
      bytes.load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer?.self)
    }
  }
}
