import Foundation

/// The style of a bar.
public enum UIBarStyle: Int, Sendable {
  /// The default light style.
  case `default`
  /// The dark style.
  case black
}

/// The navigation bar of a navigation controller.
///
/// The mirror keeps the bar out of hit-testing: the spec's screens have no bar area.
@MainActor
open class UINavigationBar: UIView {
  /// The bar's background colour; the host reads the bar style from it.
  open var barTintColor: UIColor?
  /// The colour of the bar's items.
  open var tintColor: UIColor?
  /// The bar's style.
  open var barStyle: UIBarStyle = .default
  /// Whether the bar is translucent.
  open var isTranslucent = true
}

/// The title and buttons a view controller shows in the navigation bar.
@MainActor
open class UINavigationItem: NSObject {
  /// The title.
  open var title: String?
  /// Whether the back button is hidden.
  open var hidesBackButton = false
  /// The items on the left, which replace the back button unless they supplement it.
  open var leftBarButtonItems: [UIBarButtonItem]?
  /// The first item on the left.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }
  /// Whether the left items appear beside the back button instead of replacing it.
  open var leftItemsSupplementBackButton = false
  /// The items on the right.
  open var rightBarButtonItems: [UIBarButtonItem]?
  /// The first item on the right.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }
  /// The back button that the next screen shows.
  open var backBarButtonItem: UIBarButtonItem?
  /// The title of the back button that the next screen shows.
  open var backButtonTitle: String?

  /// Creates an item with a title.
  public init(title: String) {
    self.title = title
    super.init()
  }

  /// Creates an item without a title.
  public override init() {
    super.init()
  }

  /// Hides or shows the back button, with or without an animation.
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }

  /// Whether the back button is gone: hidden, or replaced by left items ([S5]).
  var backButtonGone: Bool {
    hidesBackButton || (!(leftBarButtonItems ?? []).isEmpty && !leftItemsSupplementBackButton)
  }
}

/// An item of a bar.
@MainActor
open class UIBarItem: NSObject {
  /// The title.
  open var title: String?
  /// Whether the item responds.
  open var isEnabled = true
}

/// A button in a bar.
@MainActor
open class UIBarButtonItem: UIBarItem {
  /// The style of a button.
  public enum Style: Int, Sendable {
    /// A plain button.
    case plain
    /// A button that finishes a task.
    case done
  }

  /// A system-provided button.
  public enum SystemItem: Int, Sendable {
    /// Done.
    case done
    /// Cancel.
    case cancel
    /// Close.
    case close
  }

  /// The style.
  open var style: Style = .plain
  /// The object the action is sent to.
  open weak var target: AnyObject?
  /// The action sent when the button is tapped.
  open var action: Selector?

  /// Creates a plain button.
  public override init() {
    super.init()
  }

  /// Creates a button with a title, a style and an action.
  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.title = title
    self.style = style
    self.target = target as AnyObject?
    self.action = action
  }

  /// Creates a system-provided button with an action.
  public convenience init(
    barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?
  ) {
    self.init()
    self.target = target as AnyObject?
    self.action = action
  }
}
