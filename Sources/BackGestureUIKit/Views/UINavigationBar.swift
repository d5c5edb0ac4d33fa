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
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  /// The bar's background colour; the host reads the bar style from it.
  open var barTintColor: UIColor?
  /// The bar's style.
  open var barStyle: UIBarStyle = .default
  /// Whether the bar is translucent.
  open var isTranslucent = true
  /// The look of the bar at its standard height (iOS 13); kept, not read.
  open var standardAppearance = UINavigationBarAppearance()
  /// The look of the bar when the content's edge lines up with it; `nil` uses the standard
  /// one. Kept, not read.
  open var scrollEdgeAppearance: UINavigationBarAppearance?
  /// The look of the bar at its compact height; `nil` uses the standard one. Kept, not read.
  open var compactAppearance: UINavigationBarAppearance?
  /// The attributes of the title's text; kept, not read.
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  /// The image of the line under the bar; kept, not read.
  open var shadowImage: UIImage?
  /// Whether the bar shows large titles; kept, not read.
  open var prefersLargeTitles = false
  /// The navigation controller that manages the bar, if any.
  weak var navigationController: UINavigationController?
  /// The background images set per bar metrics.
  private var backgroundImages: [UIBarMetrics: UIImage] = [:]

  /// The item of the top of the managing navigation controller's stack: its top
  /// controller's `navigationItem`; `nil` for a bar without a navigation controller.
  open var topItem: UINavigationItem? {
    navigationController?.topViewController?.navigationItem
  }

  /// The item just below the top: the `navigationItem` of the controller under the top of
  /// the managing navigation controller's stack, or `nil`.
  open var backItem: UINavigationItem? {
    guard let stack = navigationController?.viewControllers, stack.count >= 2 else {
      return nil
    }
    return stack[stack.count - 2].navigationItem
  }

  /// Sets the background image for bar metrics; kept, not read.
  open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
    backgroundImages[barMetrics] = backgroundImage
  }

  /// The background image set for bar metrics.
  open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
    backgroundImages[barMetrics]
  }
}

/// The metrics of a bar, for the images set per height.
public enum UIBarMetrics: Int, Sendable {
  /// The standard height.
  case `default` = 0
  /// The compact height (a phone in landscape).
  case compact = 1
  /// The standard height with a prompt.
  case defaultPrompt = 101
  /// The compact height with a prompt.
  case compactPrompt = 102
}

/// The title and buttons a view controller shows in the navigation bar.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
  /// The title.
  open var title: String?
  /// Whether the back button is hidden.
  open var hidesBackButton = false
  /// The items on the left, which replace the back button unless they supplement it.
  open var leftBarButtonItems: [UIBarButtonItem]?
  /// The first item on the left; setting it replaces only the first of
  /// ``leftBarButtonItems`` (see `settingFirst(of:to:)`).
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = Self.settingFirst(of: leftBarButtonItems, to: newValue) }
  }
  /// Whether the left items appear beside the back button instead of replacing it.
  open var leftItemsSupplementBackButton = false
  /// The items on the right.
  open var rightBarButtonItems: [UIBarButtonItem]?
  /// The first item on the right; setting it replaces only the first of
  /// ``rightBarButtonItems`` (see `settingFirst(of:to:)`).
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = Self.settingFirst(of: rightBarButtonItems, to: newValue) }
  }
  /// The back button that the next screen shows.
  open var backBarButtonItem: UIBarButtonItem?
  /// The title of the back button that the next screen shows.
  open var backButtonTitle: String?
  /// How the back button that the next screen shows displays its title (iOS 14); kept, not
  /// read.
  open var backButtonDisplayMode: BackButtonDisplayMode = .default
  /// A view shown in place of the title; kept, not read.
  open var titleView: UIView?
  /// The search controller whose search bar the navigation bar shows while the item is on
  /// top (iOS 11, spec [K4]).
  open var searchController: UISearchController? {
    didSet {
      if oldValue !== searchController { oldValue?.owner = nil }
      searchController?.owner = owner
    }
  }
  /// Whether the search bar hides when the content scrolls; kept, not read.
  open var hidesSearchBarWhenScrolling = true
  /// The controller whose item this is.
  weak var owner: UIViewController?
  /// The bar's look at its standard height while this item is on top (iOS 13); `nil` uses
  /// the bar's. Kept, not read.
  open var standardAppearance: UINavigationBarAppearance?
  /// The bar's look at the content's edge while this item is on top; kept, not read.
  open var scrollEdgeAppearance: UINavigationBarAppearance?
  /// The bar's look at its compact height while this item is on top; kept, not read.
  open var compactAppearance: UINavigationBarAppearance?

  /// How a back button displays its title.
  public enum BackButtonDisplayMode: Int, Sendable {
    /// The previous item's title, or "Back", or no title, as the bar has room.
    case `default` = 0
    /// "Back" or no title, as the bar has room.
    case generic = 1
    /// No title: the chevron only.
    case minimal = 2
  }

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

  /// The items after setting the first, as UIKit's pages for `leftBarButtonItem` and
  /// `rightBarButtonItem` say: a new item replaces the first, or moves to the front when it
  /// is already in the array; `nil` removes the first; no items left is `nil`.
  static func settingFirst(
    of items: [UIBarButtonItem]?, to item: UIBarButtonItem?
  ) -> [UIBarButtonItem]? {
    var result = items ?? []
    if let item {
      if let index = result.firstIndex(where: { $0 === item }) {
        result.remove(at: index)
        result.insert(item, at: 0)
      } else if result.isEmpty {
        result = [item]
      } else {
        result[0] = item
      }
    } else if !result.isEmpty {
      result.removeFirst()
    }
    return result.isEmpty ? nil : result
  }

  /// Whether the back button is gone: hidden, or replaced by left items ([S5]).
  var backButtonGone: Bool {
    hidesBackButton || (!(leftBarButtonItems ?? []).isEmpty && !leftItemsSupplementBackButton)
  }
}

/// An item of a bar.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
  /// The title.
  open var title: String?
  /// The image; kept, not read.
  open var image: UIImage?
  /// Whether the item responds.
  open var isEnabled = true
  /// A number the app tells the item by.
  open var tag = 0
}

/// A button in a bar.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
  /// The style of a button.
  public enum Style: Int, Sendable {
    /// A plain button.
    case plain = 0
    /// A bordered button; deprecated in UIKit.
    @available(iOS, introduced: 2.0, deprecated: 8.0, message: "Use plain")
    case bordered = 1
    /// A button that finishes a task.
    case done = 2
  }

  /// A system-provided button.
  public enum SystemItem: Int, Sendable {
    /// Done.
    case done = 0
    /// Cancel.
    case cancel = 1
    /// Edit.
    case edit = 2
    /// Save.
    case save = 3
    /// A plus sign.
    case add = 4
    /// Flexible space between items.
    case flexibleSpace = 5
    /// Fixed space between items.
    case fixedSpace = 6
    /// Compose.
    case compose = 7
    /// Reply.
    case reply = 8
    /// Share.
    case action = 9
    /// Organize.
    case organize = 10
    /// Bookmarks.
    case bookmarks = 11
    /// Search.
    case search = 12
    /// Refresh.
    case refresh = 13
    /// Stop.
    case stop = 14
    /// Camera.
    case camera = 15
    /// Trash.
    case trash = 16
    /// Play.
    case play = 17
    /// Pause.
    case pause = 18
    /// Rewind.
    case rewind = 19
    /// Fast forward.
    case fastForward = 20
    /// Undo.
    case undo = 21
    /// Redo.
    case redo = 22
    /// A page curl.
    case pageCurl = 23
    /// Close.
    case close = 24
  }

  /// The style.
  open var style: Style = .plain
  /// The object the action is sent to.
  open weak var target: AnyObject?
  /// The action sent when the button is tapped.
  open var action: Selector?
  /// A view shown in place of the button; kept, not read.
  open var customView: UIView?
  /// The button's tint; kept, not read.
  open var tintColor: UIColor?

  /// Creates a plain button.
  public override init() {
    super.init()
  }

  /// Creates a button with a title, a style and an action.
  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.title = title
    self.style = style
    self.target = targetObject(target)
    self.action = action
  }

  /// Creates a button with an image, a style and an action.
  public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.image = image
    self.style = style
    self.target = targetObject(target)
    self.action = action
  }

  /// Creates a button that shows a view of its own.
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// Creates a system-provided button with an action.
  public convenience init(
    barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?
  ) {
    self.init()
    self.target = targetObject(target)
    self.action = action
  }
}

extension UIBarButtonItem {
  /// Sends the item's action to its target, as a tap on it does (spec [U15]); nothing
  /// without both. Not UIKit API: the host's tap on a left item.
  package func tap() {
    guard isEnabled, let target, let action,
      UIKitSimulation.current?.plantedFaults.contains(.barItemsIgnored) != true
    else { return }
    action.invoke(target, self)
  }
}
