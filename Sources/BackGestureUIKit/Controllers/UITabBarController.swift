import Foundation

/// A controller that shows one of its children at a time, chosen in a tab bar at the
/// bottom (spec [K6]).
///
/// The selected child's view fills the controller's; the tab bar is kept out of
/// hit-testing, as the navigation bar is (the spec's screens have no bar area). A
/// navigation controller in a tab hides the tab bar while a screen above its root asks to
/// (`hidesBottomBarWhenPushed`).
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
  /// The tab bar.
  open private(set) var tabBar = UITabBar(frame: .zero)
  /// The object told about selections.
  open weak var delegate: (any UITabBarControllerDelegate)?
  private var tabs: [UIViewController] = []
  private var selected = 0

  /// The children, one per tab.
  open var viewControllers: [UIViewController]? {
    get { tabs.isEmpty ? nil : tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the children; the first is selected unless the selected one stays.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    let old = selectedViewController
    let shown = appearance == .appeared
    for controller in tabs where !(viewControllers ?? []).containsObject(controller) {
      controller.willMove(toParent: nil)
      controller.viewIfLoaded?.removeFromSuperview()
      controller.removeFromParent()
    }
    tabs = viewControllers ?? []
    for controller in tabs where controller.parent !== self {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    selected = old.flatMap { tabs.firstIndexOfObject($0) } ?? 0
    tabBar.items = tabs.map(\.tabBarItem)
    let new = selectedViewController
    (new as? UINavigationController)?.applyTabBarRule()
    guard old !== new else { return }
    if shown { old?.beginAppearance(false, animated: false) }
    if shown { new?.beginAppearance(true, animated: false) }
    showSelected()
    if shown { old?.endAppearance(false, animated: false) }
    if shown { new?.endAppearance(true, animated: false) }
  }

  /// The index of the selected tab.
  open var selectedIndex: Int {
    get { selected }
    set {
      guard tabs.indices.contains(newValue), newValue != selected else { return }
      let old = selectedViewController
      let shown = appearance == .appeared
      selected = newValue
      let new = selectedViewController
      (new as? UINavigationController)?.applyTabBarRule()
      if shown { old?.beginAppearance(false, animated: false) }
      if shown { new?.beginAppearance(true, animated: false) }
      showSelected()
      if shown { old?.endAppearance(false, animated: false) }
      if shown { new?.endAppearance(true, animated: false) }
    }
  }

  /// The selected child.
  open var selectedViewController: UIViewController? {
    get { tabs.indices.contains(selected) ? tabs[selected] : nil }
    set {
      guard let newValue, let index = tabs.firstIndexOfObject(newValue) else { return }
      selectedIndex = index
    }
  }

  /// Makes a screen-sized view that shows the selected child's.
  open override func loadView() {
    super.loadView()
    showSelected()
  }

  /// Puts the selected child's view in the controller's, alone.
  private func showSelected() {
    guard let container = viewIfLoaded else { return }
    for controller in tabs where controller !== selectedViewController {
      if controller.viewIfLoaded?.superview === container {
        controller.viewIfLoaded?.removeFromSuperview()
      }
    }
    guard let child = selectedViewController else { return }
    let content: UIView = child.view
    content.frame = container.bounds
    if content.superview !== container { container.addSubview(content) }
  }

  /// The selected child appears and disappears with the controller.
  override var forwardedChild: UIViewController? { selectedViewController }
}

/// The object told about a tab bar controller's selections; every method is optional.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
  /// Asks whether a tab may be selected.
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool
  /// Tells that a tab was selected.
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  /// Returns `true`.
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }
  /// Does nothing.
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}
}

/// The bar of a tab bar controller: one item per tab. Its `isHidden` is the tab bar's
/// visibility (spec [K6]).
@preconcurrency @MainActor
open class UITabBar: UIView {
  /// The items, one per tab.
  open var items: [UITabBarItem]?
  /// The selected item; kept, not read.
  open var selectedItem: UITabBarItem?
  /// The bar's background colour; kept, not read.
  open var barTintColor: UIColor?
  /// Whether the bar is translucent; kept, not read.
  open var isTranslucent = true
}

/// A tab's item in a tab bar.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
  /// The badge text; kept, not read.
  open var badgeValue: String?
  /// The image shown while selected; kept, not read.
  open var selectedImage: UIImage?

  /// Creates an item with a title, an image and a tag.
  public init(title: String?, image: UIImage?, tag: Int) {
    super.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// Creates an item with a title, an image and an image for the selected state.
  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    super.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  /// Creates an item without a title.
  public override init() {
    super.init()
  }
}
