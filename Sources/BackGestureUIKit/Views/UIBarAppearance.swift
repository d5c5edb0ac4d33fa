import Foundation

/// The look of a bar's background and shadow (iOS 13); kept, not read.
///
/// The configure methods set the background and shadow colours UIKit's do, in the light
/// style: opaque is the system background with a separator line; transparent has neither;
/// the default has no background colour of its own (UIKit blurs the content) and the
/// separator line.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
  /// The background colour, over the background effect.
  open var backgroundColor: UIColor?
  /// The image drawn over the background colour.
  open var backgroundImage: UIImage?
  /// The colour of the line under the bar; `nil` for none.
  open var shadowColor: UIColor?
  /// The image of the line under the bar.
  open var shadowImage: UIImage?

  /// Creates an appearance with the default background.
  public override init() {
    super.init()
    configureWithDefaultBackground()
  }

  /// Creates an appearance with the values of another.
  public init(barAppearance: UIBarAppearance) {
    backgroundColor = barAppearance.backgroundColor
    backgroundImage = barAppearance.backgroundImage
    shadowColor = barAppearance.shadowColor
    shadowImage = barAppearance.shadowImage
    super.init()
  }

  /// The system's default background: no colour of its own, and the separator line.
  open func configureWithDefaultBackground() {
    backgroundColor = nil
    backgroundImage = nil
    shadowColor = .separator
    shadowImage = nil
  }

  /// An opaque background: the system background colour, and the separator line.
  open func configureWithOpaqueBackground() {
    backgroundColor = .systemBackground
    backgroundImage = nil
    shadowColor = .separator
    shadowImage = nil
  }

  /// A transparent background: no colour and no line.
  open func configureWithTransparentBackground() {
    backgroundColor = nil
    backgroundImage = nil
    shadowColor = nil
    shadowImage = nil
  }
}

/// The look of a navigation bar (iOS 13): the bar's background and its titles; kept, not
/// read.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
  /// The attributes of the title's text.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The attributes of the large title's text.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

  /// Creates an appearance with the default background.
  public override init() {
    super.init()
  }

  /// Creates an appearance with the values of another.
  public override init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
    if let navigation = barAppearance as? UINavigationBarAppearance {
      titleTextAttributes = navigation.titleTextAttributes
      largeTitleTextAttributes = navigation.largeTitleTextAttributes
    }
  }
}
