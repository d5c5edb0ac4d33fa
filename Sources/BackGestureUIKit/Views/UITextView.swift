import Foundation

/// A text input of several lines: asked, it becomes the first responder and brings the
/// keyboard up (spec [K1]).
///
/// UIKit's text view is a scroll view; the mirror's is a plain view, so it takes no part
/// in the recognizer graph (a model choice: its scrolling is vertical and never competes
/// with a back swipe).
@preconcurrency @MainActor
open class UITextView: UIView {
  /// The text.
  open var text: String! = ""
  /// Whether the text can be edited; a text view that cannot takes no keyboard.
  open var isEditable = true
  /// The object told about editing.
  open weak var delegate: (any UITextViewDelegate)?

  /// An editable text view can take the keyboard.
  open override var canBecomeFirstResponder: Bool { isEditable }

  /// Becomes the first responder if its delegate agrees, and tells the delegate.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard delegate?.textViewShouldBeginEditing(self) ?? true, super.becomeFirstResponder()
    else { return false }
    delegate?.textViewDidBeginEditing(self)
    return true
  }

  /// Gives up the keyboard if its delegate agrees, and tells the delegate.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard delegate?.textViewShouldEndEditing(self) ?? true, super.resignFirstResponder() else {
      return false
    }
    delegate?.textViewDidEndEditing(self)
    return true
  }
}

/// The object told about a text view's editing; every method is optional.
@preconcurrency @MainActor
public protocol UITextViewDelegate: NSObjectProtocol {
  /// Asks whether editing may begin.
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// Tells that editing began.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Asks whether editing may end.
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// Tells that editing ended.
  func textViewDidEndEditing(_ textView: UITextView)
}

extension UITextViewDelegate {
  /// Returns `true`.
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  /// Does nothing.
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  /// Returns `true`.
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  /// Does nothing.
  public func textViewDidEndEditing(_ textView: UITextView) {}
}
