import Foundation

/// A controller of one screen's view.
///
/// The mirror calls the appearance methods where UIKit does: when a navigation
/// controller pushes, pops or swipes, and when a controller is presented or dismissed
/// (docs/Specification.md, section 14). It loads the view the first time the view is
/// needed, just before the first `viewWillAppear(_:)`, or earlier when the app's code
/// reads ``view``.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UITraitEnvironment {
  /// Where a controller's view is in its appearance.
  package enum Appearance: Sendable {
    case none, appearing, appeared, disappearing, disappeared
  }

  /// The title.
  open var title: String?
  /// How the controller is presented.
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// Whether the controller refuses interactive dismissal while it is presented as a
  /// sheet (iOS 13).
  open var isModalInPresentation = false
  /// The controller that contains this one.
  @exclusivity(unchecked) open internal(set) weak var parent: UIViewController?
  /// The controllers this one contains.
  @exclusivity(unchecked) open internal(set) var children: [UIViewController] = []
  /// The controller this one presents.
  @exclusivity(unchecked) open internal(set) var presentedViewController: UIViewController?
  /// The controller that presents this one (or one of its ancestors).
  open var presentingViewController: UIViewController? {
    var controller: UIViewController? = self
    while let current = controller {
      if let presenter = current.presenter { return presenter }
      controller = current.parent
    }
    return nil
  }
  weak var presenter: UIViewController?
  /// The presentation controller this controller has, or would have if it were presented.
  open var presentationController: UIPresentationController? {
    if let existing = presentationControllerStorage { return existing }
    let made = UIPresentationController(presentedViewController: self)
    presentationControllerStorage = made
    return made
  }
  /// The storage of ``presentationController``, made on first use.
  @exclusivity(unchecked) private var presentationControllerStorage: UIPresentationController?
  /// The object asked for the animators and interaction controllers of this controller's
  /// presentation and dismissal; UIKit keeps it weakly.
  open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
  /// Whether the tab bar hides while the controller is on a navigation stack above its
  /// root (spec [K6]).
  open var hidesBottomBarWhenPushed = false
  /// Whether a presentation over the controller, such as its active search, stays with it
  /// (spec [K5]); `false` by default.
  open var definesPresentationContext = false
  /// The items the navigation controller's toolbar shows while this controller is on top;
  /// kept, not read.
  open var toolbarItems: [UIBarButtonItem]?

  private var loadedView: UIView?
  private lazy var item: UINavigationItem = {
    let item = UINavigationItem()
    item.owner = self
    return item
  }()
  /// Where the view is in its appearance.
  package internal(set) var appearance: Appearance {
    get { appearanceStorage }
    set { appearanceStorage = newValue }
  }
  /// The storage of ``appearance``; no access to it overlaps another.
  @exclusivity(unchecked) var appearanceStorage: Appearance = .none
  /// Whether a navigation controller is removing the controller now.
  var movingFromParent = false
  /// Whether a navigation controller is adding the controller now.
  var movingToParent = false
  /// Whether the controller is being presented now.
  var beingPresented = false
  /// Whether the controller is being dismissed now.
  var beingDismissed = false
  /// The index of the world's screen the controller shows, set by the host that made it;
  /// -1 for a controller the host did not make.
  package var screenIndex: Int {
    get { screenIndexStorage }
    set { screenIndexStorage = newValue }
  }
  /// The storage of ``screenIndex``; no access to it overlaps another.
  @exclusivity(unchecked) var screenIndexStorage: Int = -1

  /// Creates a controller.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Creates a controller from an archive; the mirror has none.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// Creates a controller.
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  // MARK: The view

  /// The controller's view; reading it loads it (`loadView()`, then `viewDidLoad()`).
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set { loadedView = newValue }
  }

  /// The view if it is loaded.
  open var viewIfLoaded: UIView? { loadedView }

  /// Whether the view is loaded.
  open var isViewLoaded: Bool { loadedView != nil }

  /// Creates the view; the default makes a screen-sized view.
  open func loadView() {
    let simulation = UIKitSimulation.current
    loadedView = UIView(
      frame: CGRect(x: 0, y: 0, width: simulation?.width ?? 0, height: simulation?.height ?? 0))
  }

  /// Called once after the view loaded.
  open func viewDidLoad() {}

  /// Loads the view if it is not loaded yet.
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { loadedView = UIView(frame: .zero) }
    UIKitSimulation.current?.contentInstaller?(self)
    UIKitSimulation.current?.record(.load(self))
    viewDidLoad()
  }

  // MARK: Layout, memory and traits

  /// Called before the view lays out its subviews; the mirror lays nothing out and never
  /// calls it.
  open func viewWillLayoutSubviews() {}

  /// Called after the view laid out its subviews; the mirror never calls it.
  open func viewDidLayoutSubviews() {}

  /// Called when the system is low on memory; the simulated one never is, so the mirror
  /// never calls it.
  open func didReceiveMemoryWarning() {}

  /// The traits of the simulated screen (see `UIView.traitCollection`).
  open var traitCollection: UITraitCollection { UITraitCollection.simulated }

  /// Called when the traits change; the simulated screen's never do, so the mirror never
  /// calls it.
  @available(iOS, introduced: 8.0, deprecated: 17.0)
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Sets the items of the navigation controller's toolbar for this controller.
  open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    self.toolbarItems = toolbarItems
  }

  // MARK: Status bar and orientation

  /// The status bar's style while this controller decides it; kept, not read.
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }

  /// Whether the status bar hides while this controller decides it; kept, not read.
  open var prefersStatusBarHidden: Bool { false }

  /// How the status bar animates a change of style or visibility; kept, not read.
  open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

  /// The child whose `preferredStatusBarStyle` decides the status bar, if any.
  open var childForStatusBarStyle: UIViewController? { nil }

  /// The child whose `prefersStatusBarHidden` decides the status bar, if any.
  open var childForStatusBarHidden: UIViewController? { nil }

  /// Tells the system that the status bar's answers changed; there is no status bar in the
  /// mirror, so this does nothing.
  open func setNeedsStatusBarAppearanceUpdate() {}

  /// Whether the controller's interface rotates with the device; kept, not read.
  open var shouldAutorotate: Bool { true }

  /// The orientations the controller supports: every one but upside down, a phone's
  /// default; kept, not read.
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

  /// The orientation the controller prefers when it is presented; kept, not read.
  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

  // MARK: Appearance

  /// Called before the view appears.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view appeared.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view disappears.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view disappeared.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Whether a navigation controller is removing the controller now (from the start of
  /// its disappearance until its `viewDidDisappear(_:)`).
  open var isMovingFromParent: Bool { movingFromParent }
  /// Whether a navigation controller is adding the controller now.
  open var isMovingToParent: Bool { movingToParent }
  /// Whether the controller is being presented now.
  open var isBeingPresented: Bool { beingPresented }
  /// Whether the controller (or an ancestor) is being dismissed now.
  open var isBeingDismissed: Bool {
    beingDismissed || (parent?.isBeingDismissed ?? false)
  }

  /// Starts an appearance or disappearance: loads the view if needed, records the
  /// callback, and calls the method; containers forward it to their visible child.
  package func beginAppearance(_ appearing: Bool, animated: Bool) {
    if appearing {
      loadViewIfNeeded()
      appearance = .appearing
      UIKitSimulation.current?.record(.willAppear(self))
      viewWillAppear(animated)
    } else {
      appearance = .disappearing
      UIKitSimulation.current?.record(.willDisappear(self))
      viewWillDisappear(animated)
    }
    forwardedChild?.beginAppearance(appearing, animated: animated)
  }

  /// Ends an appearance or disappearance.
  package func endAppearance(_ appearing: Bool, animated: Bool) {
    if appearing {
      appearance = .appeared
      UIKitSimulation.current?.record(.didAppear(self))
      viewDidAppear(animated)
    } else {
      appearance = .disappeared
      UIKitSimulation.current?.record(.didDisappear(self))
      viewDidDisappear(animated)
    }
    forwardedChild?.endAppearance(appearing, animated: animated)
  }

  /// The child that appears and disappears with this controller; none by default.
  var forwardedChild: UIViewController? { nil }

  // MARK: Navigation

  /// The item that stands for the controller in a tab bar.
  open var tabBarItem: UITabBarItem! {
    get {
      if let tabItem { return tabItem }
      let made = UITabBarItem(title: title, image: nil, tag: 0)
      tabItem = made
      return made
    }
    set { tabItem = newValue }
  }
  private var tabItem: UITabBarItem?

  /// The tab bar controller that holds this controller, if any.
  open var tabBarController: UITabBarController? {
    var controller = parent
    while let current = controller {
      if let tabs = current as? UITabBarController { return tabs }
      controller = current.parent
    }
    return nil
  }

  /// The navigation controller that holds this controller, if any.
  open var navigationController: UINavigationController? {
    var controller = parent
    while let current = controller {
      if let navigation = current as? UINavigationController { return navigation }
      controller = current.parent
    }
    return nil
  }

  /// The item the navigation bar shows for this controller.
  open var navigationItem: UINavigationItem { item }

  /// The coordinator of the transition this controller (or an ancestor) is part of, if any.
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    var controller: UIViewController? = self
    while let current = controller {
      if let transition = current.ownTransition { return transition }
      controller = current.parent
    }
    return nil
  }

  /// The transition this controller runs or takes part in directly, if any.
  var ownTransition: NavigationTransition? {
    if let transition = presentationTransition, transition.from === self || transition.to === self {
      return transition
    }
    return nil
  }

  /// The presentation or dismissal in flight that involves this controller.
  var presentationTransition: NavigationTransition? {
    UIKitSimulation.current?.window.presentationTransition
  }

  // MARK: Presentation

  /// Presents a controller over this one's screen.
  ///
  /// Presenting while this controller already presents one, or while a transition is in
  /// flight, is a fault of the app's code and does nothing.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    guard let window = UIKitSimulation.current?.window else { return }
    window.present(viewControllerToPresent, from: self, animated: flag, completion: completion)
  }

  /// Dismisses the controller this one presents, or this one if it is presented.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    guard let window = UIKitSimulation.current?.window else { return }
    window.dismiss(from: self, animated: flag, completion: completion)
  }

  // MARK: Containment

  /// Adds a child controller; calls the child's ``willMove(toParent:)`` first, as UIKit
  /// does. A child of another controller leaves it without callbacks.
  open func addChild(_ childController: UIViewController) {
    childController.willMove(toParent: self)
    childController.detachFromParent()
    children.append(childController)
    childController.parent = self
  }

  /// Removes the controller from its parent; calls its ``didMove(toParent:)`` with `nil`
  /// after, as UIKit does. Does nothing without a parent.
  open func removeFromParent() {
    guard parent != nil else { return }
    detachFromParent()
    didMove(toParent: nil)
  }

  /// Called just before the controller is added to a container or removed from one
  /// (`nil`); a navigation controller calls it when an operation adds or removes the
  /// controller (spec [U10]).
  open func willMove(toParent parent: UIViewController?) {}

  /// Called after the controller was added to a container or removed from one (`nil`); a
  /// navigation controller calls it when the operation's transition ends (spec [U10]).
  open func didMove(toParent parent: UIViewController?) {}

  /// Leaves the parent without callbacks.
  func detachFromParent() {
    guard let parent else { return }
    parent.children.removeObject(self)
    self.parent = nil
  }
}
