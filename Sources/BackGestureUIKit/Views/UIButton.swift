import Foundation

/// A control that runs an action when tapped.
///
/// The simulation never taps a button; a button keeps the touches that begin on it from
/// pans that are not its own, as every `UIControl` does. Its titles and images are kept,
/// not read.
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// The kind of a button.
  public enum ButtonType: Int, Sendable {
    /// A button the app draws.
    case custom = 0
    /// A system-style button.
    case system = 1
    /// A detail-disclosure button.
    case detailDisclosure = 2
    /// An information button on a light background.
    case infoLight = 3
    /// An information button on a dark background.
    case infoDark = 4
    /// A plus button.
    case contactAdd = 5
    /// A close button (iOS 13).
    case close = 7
  }

  /// The kind of the button.
  open private(set) var buttonType: ButtonType = .custom
  /// The label that shows the title.
  open private(set) var titleLabel: UILabel? = UILabel(frame: .zero)
  /// The view that shows the image.
  open private(set) var imageView: UIImageView? = UIImageView(image: nil)
  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]

  /// Creates a button of a kind, with an empty frame.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  /// Sets the title for a state.
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
  }

  /// Returns the title set for a state, or the normal state's.
  open func title(for state: UIControl.State) -> String? {
    titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
  }

  /// Sets the title's colour for a state.
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    titleColors[state.rawValue] = color
  }

  /// Returns the title's colour set for a state, or the normal state's.
  open func titleColor(for state: UIControl.State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
  }

  /// Sets the image for a state.
  open func setImage(_ image: UIImage?, for state: UIControl.State) {
    images[state.rawValue] = image
  }

  /// Returns the image set for a state, or the normal state's.
  open func image(for state: UIControl.State) -> UIImage? {
    images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
  }
}
