import Foundation

/// A control that picks a date; the simulation never turns its wheels, so its date is kept,
/// not read.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
  /// The date shown.
  open var date = Date()

  /// Sets the date, with or without an animation.
  open func setDate(_ date: Date, animated: Bool) {
    self.date = date
  }
}
