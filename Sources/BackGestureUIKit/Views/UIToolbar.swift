import Foundation

/// A bar of buttons at the bottom of the screen, such as a navigation controller's.
///
/// The mirror keeps the toolbar out of hit-testing, as it does the navigation bar: the
/// spec's screens have no bar area. Its items and colours are kept, not read.
@preconcurrency @MainActor
open class UIToolbar: UIView {
  /// The buttons, left to right.
  open var items: [UIBarButtonItem]?
  /// The bar's style.
  open var barStyle: UIBarStyle = .default
  /// The bar's background colour.
  open var barTintColor: UIColor?
  /// Whether the bar is translucent.
  open var isTranslucent = true

  /// Sets the buttons, with or without an animation.
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    self.items = items
  }
}
