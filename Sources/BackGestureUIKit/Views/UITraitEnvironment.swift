import Foundation

/// An object with traits: views and view controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
  /// The object's traits.
  var traitCollection: UITraitCollection { get }
  /// Called when the traits change; the mirror's never do.
  @available(iOS, introduced: 8.0, deprecated: 17.0)
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
