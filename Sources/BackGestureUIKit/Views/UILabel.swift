import Foundation

/// A view that shows text; the mirror draws nothing, so its text is kept, not read.
@preconcurrency @MainActor
open class UILabel: UIView {
  /// The text shown.
  open var text: String?
  /// The colour of the text; `nil` resets it to the label colour.
  open var textColor: UIColor! {
    get { ownTextColor ?? .label }
    set { ownTextColor = newValue }
  }
  /// The colour set on the label, if any.
  private var ownTextColor: UIColor?
  /// The font; `nil` resets it to the 17-point system font.
  open var font: UIFont! {
    get { ownFont ?? .systemFont(ofSize: 17) }
    set { ownFont = newValue }
  }
  /// The font set on the label, if any.
  private var ownFont: UIFont?
  /// The most lines the text takes; 0 for no limit.
  open var numberOfLines = 1
}
