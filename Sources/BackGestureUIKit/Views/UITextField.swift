import Foundation

/// A one-line text input: tapped, or asked, it becomes the first responder and brings the
/// keyboard up (spec [K1]).
@preconcurrency @MainActor
open class UITextField: UIControl {
  /// The text.
  open var text: String? = ""
  /// The text shown while the field is empty.
  open var placeholder: String?
  /// The object told about editing.
  open weak var delegate: (any UITextFieldDelegate)?

  /// Whether the field is being edited: it is the first responder.
  open var isEditing: Bool { isFirstResponder }

  /// A text field can take the keyboard.
  open override var canBecomeFirstResponder: Bool { true }

  /// Becomes the first responder if its delegate agrees, and tells the delegate.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard delegate?.textFieldShouldBeginEditing(self) ?? true, super.becomeFirstResponder()
    else { return false }
    delegate?.textFieldDidBeginEditing(self)
    return true
  }

  /// Gives up the keyboard if its delegate agrees, and tells the delegate.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else {
      return false
    }
    delegate?.textFieldDidEndEditing(self)
    return true
  }
}

/// The object told about a text field's editing; every method is optional.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
  /// Asks whether editing may begin.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Tells that editing began.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Asks whether editing may end.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Tells that editing ended.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Asks whether the field handles the return key.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// Returns `true`.
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// Returns `true`.
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// Returns `true`.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
