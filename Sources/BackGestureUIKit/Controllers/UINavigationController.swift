import Foundation

/// A container that shows a stack of controllers and moves between them with push and
/// pop, a navigation bar, and the system's edge-swipe pop.
///
/// Every operation follows spec section 8 as written for UIKit in section 14: the stack
/// changes at once, the delegate's `willShow`, the old top's `viewWillDisappear` and the
/// new top's `viewWillAppear` come first, and the `did` callbacks come when the
/// animator completes the transition. An operation while a transition is in flight, a
/// push of a controller already on a stack, and an empty stack are faults of the app's
/// code: UIKit corrupts its state or raises there, and the mirror records the fault
/// and changes nothing.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  /// A navigation operation.
  public enum Operation: Int, Sendable {
    /// None.
    case none
    /// A push.
    case push
    /// A pop.
    case pop
  }

  var viewControllersStorage: [UIViewController] = []
  /// The object told about the controllers shown, and asked for animators.
  @exclusivity(unchecked) open weak var delegate: (any UINavigationControllerDelegate)?
  /// The navigation bar.
  @exclusivity(unchecked) open private(set) var navigationBar = UINavigationBar(frame: .zero)
  /// The system's edge-swipe pop.
  let systemPop = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
  /// UIKit's own delegate of the system pop, which a replacing delegate loses.
  let systemPopDelegate = InteractivePopDelegate()
  /// The content pop of iOS 26, installed on the view when the simulation runs iOS 26
  /// (spec [G10]).
  let contentPop = ContentPopGestureRecognizer(target: nil, action: nil)
  /// The push or pop in flight.
  package internal(set) var transition: NavigationTransition? {
    get { transitionStorage }
    set { transitionStorage = newValue }
  }
  /// The storage of ``transition``; no access to it overlaps another.
  @exclusivity(unchecked) var transitionStorage: NavigationTransition?
  /// Whether a pop began with nothing to pop and left the controller transitioning for
  /// good (the freeze of FDFullscreenPopGesture #131).
  package internal(set) var frozen: Bool {
    get { frozenStorage }
    set { frozenStorage = newValue }
  }
  /// The storage of ``frozen``; no access to it overlaps another.
  @exclusivity(unchecked) var frozenStorage: Bool = false
  /// UIKit's interaction of a system pop with the default animator.
  var systemInteraction: UIPercentDrivenInteractiveTransition?
  /// Whether the system pop is starting its pop now.
  var systemPopStarting = false
  /// Whether the last call of the delegate's `navigationController(_:animationControllerFor:from:to:)`
  /// ran the protocol's default body, which an app's own method replaces.
  var animatorAskedByDefault = false
  /// What the controller learned, the last time it asked its delegate for an animator,
  /// about that delegate: whether it implements the method ([U9]). UIKit reads the same
  /// from the delegate's methods when it is set; Swift cannot tell without a call, so the
  /// mirror learns it from the first push or pop that asks (model choice).
  var delegateAnimatorKnowledge: (delegate: ObjectIdentifier, implements: Bool)?
  private var barHidden = false
  /// The toolbar; hidden unless the app shows it.
  open private(set) var toolbar: UIToolbar! = UIToolbar(frame: .zero)

  /// The duration of an animated change of the bars' visibility, UIKit's constant.
  nonisolated public static let hideShowBarDuration: CGFloat = 0.2

  /// Creates a navigation controller with a root controller, which it pushes, unanimated,
  /// onto its empty stack, as UIKit does (spec [U25]): a subclass's override of
  /// ``pushViewController(_:animated:)`` sees the root too.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    configureSystemPop()
    pushViewController(rootViewController, animated: false)
  }

  /// Creates a navigation controller with an empty stack whose bar and toolbar would be of
  /// the given classes; the mirror ignores the classes (its bar is a `UINavigationBar`).
  public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
    super.init(nibName: nil, bundle: nil)
    configureSystemPop()
  }

  /// Creates a navigation controller with an empty stack.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    configureSystemPop()
  }

  /// Creates a navigation controller from an archive; the mirror has none.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configureSystemPop()
  }

  private func configureSystemPop() {
    navigationBar.navigationController = self
    toolbar.isHidden = true
    systemPopDelegate.navigationController = self
    systemPop.delegate = systemPopDelegate
    // UIKit's pop handler is an ordinary target of the recognizer, its own delegate with
    // the private action (spec [U16]): `removeTarget(nil, action: nil)` removes it, and the
    // recognizer's `targets` key lists it first.
    let handler = Selector(SelectorBody.systemPopHandlerName)
    systemPop.addTarget(systemPopDelegate, action: handler)
    // [G10] The content pop shares the system pop's delegate and action, and waits for
    // the edge recognizer.
    contentPop.delegate = systemPopDelegate
    contentPop.addTarget(systemPopDelegate, action: handler)
    contentPop.require(toFail: systemPop)
  }

  // MARK: The stack

  /// The controllers on the stack, bottom first.
  open var viewControllers: [UIViewController] {
    get { viewControllersStorage }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller on top.
  open var topViewController: UIViewController? { viewControllersStorage.last }

  /// The controller on screen: a presented one, or the top.
  open var visibleViewController: UIViewController? {
    presentedViewController ?? topViewController
  }

  /// The system's edge-swipe pop recognizer.
  open var interactivePopGestureRecognizer: UIGestureRecognizer? {
    // Reading it loads the view the recognizer is on (spec [U25]).
    loadViewIfNeeded()
    return systemPop
  }

  /// The content-area pop of iOS 26 (spec [G10]); `nil` when the simulation runs an
  /// earlier system.
  @available(iOS 26.0, *)
  open var interactiveContentPopGestureRecognizer: UIGestureRecognizer? {
    UIKitSimulation.current?.hasContentPop == true ? contentPop : nil
  }

  /// Whether the navigation bar is hidden.
  open var isNavigationBarHidden: Bool {
    get { barHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// Hides or shows the navigation bar; the change is immediate.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    barHidden = hidden
    navigationBar.isHidden = hidden
  }

  /// Makes another bar the navigation bar, as setting the `navigationBar` key does.
  func replaceNavigationBar(with bar: UINavigationBar) {
    bar.isHidden = navigationBar.isHidden
    navigationBar.navigationController = nil
    navigationBar = bar
    bar.navigationController = self
  }

  /// Whether the toolbar is hidden; `true` until the app shows it.
  open var isToolbarHidden: Bool {
    get { toolbar.isHidden }
    set { setToolbarHidden(newValue, animated: false) }
  }

  /// Hides or shows the toolbar; the change is immediate, as for the navigation bar.
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    toolbar.isHidden = hidden
  }

  /// Pushes a controller; onto an empty stack, the controller becomes the root at once,
  /// with no transition (spec [U25]).
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    if viewControllersStorage.isEmpty, !isOnAnyStack(viewController) {
      adopt([viewController])
      return
    }
    guard allowsOperation("pushViewController(_:animated:)") else { return }
    guard !isOnAnyStack(viewController) else {
      UIKitSimulation.current?.fault(
        "pushViewController(_:animated:) pushed a controller that is already on a stack")
      return
    }
    change(to: viewControllersStorage + [viewController], kind: .push, animated: animated)
  }

  /// Pops the top controller; does nothing with one controller on the stack.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard allowsOperation("popViewController(animated:)"), viewControllersStorage.count >= 2 else {
      return nil
    }
    let top = viewControllersStorage.last
    change(
      to: Array(viewControllersStorage.dropLast()), kind: .pop, animated: animated,
      systemDriven: systemPopStarting)
    return top
  }

  /// Pops every controller above the root.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard allowsOperation("popToRootViewController(animated:)"), viewControllersStorage.count >= 2
    else {
      return nil
    }
    let popped = Array(viewControllersStorage.dropFirst())
    change(to: [viewControllersStorage[0]], kind: .popToRoot, animated: animated)
    return popped
  }

  /// Pops every controller above a controller on the stack.
  @discardableResult
  open func popToViewController(
    _ viewController: UIViewController, animated: Bool
  )
    -> [UIViewController]?
  {
    guard allowsOperation("popToViewController(_:animated:)"),
      let index = viewControllersStorage.firstIndexOfObject(viewController),
      index < viewControllersStorage.count - 1
    else { return nil }
    let popped = Array(viewControllersStorage[(index + 1)...])
    change(to: Array(viewControllersStorage[...index]), kind: .pop, animated: animated)
    return popped
  }

  /// Replaces the stack.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    guard allowsOperation("setViewControllers(_:animated:)") else { return }
    guard !viewControllers.isEmpty else {
      UIKitSimulation.current?.fault("setViewControllers(_:animated:) emptied the stack")
      return
    }
    for (index, controller) in viewControllers.enumerated() {
      let repeated = viewControllers.containsObject(controller, before: index)
      let elsewhere =
        !viewControllersStorage.containsObject(controller) && isOnAnyStack(controller)
      if repeated || elsewhere {
        UIKitSimulation.current?.fault(
          "setViewControllers(_:animated:) put a controller on a stack twice")
        return
      }
    }
    change(to: viewControllers, kind: .setStack, animated: animated)
  }

  /// Whether an operation may start now; one during a transition is a fault, except on
  /// iOS 26, where an animation that runs on its own ends first (spec [O7]).
  private func allowsOperation(_ name: String) -> Bool {
    guard let simulation = UIKitSimulation.current else { return true }
    guard simulation.allowsNested(name) else { return false }
    simulation.window.interruptAnimatedTransitions()
    if transition != nil || frozen || simulation.window.presentationTransition != nil {
      simulation.fault("\(name) was called while a transition is in flight")
      return false
    }
    return true
  }

  /// Whether a controller is on this navigation controller's stack, or on the stack of
  /// another one that is on screen (the root or a presented one).
  private func isOnAnyStack(_ controller: UIViewController) -> Bool {
    if viewControllersStorage.containsObject(controller) { return true }
    guard let other = controller.parent as? UINavigationController,
      let window = UIKitSimulation.current?.window
    else { return false }
    if other === window.rootNavigationController { return true }
    for presentation in window.presentationStack where presentation.presented === other {
      return true
    }
    return false
  }

  /// Makes controllers the stack without appearance callbacks: the initial state. The
  /// containment callbacks run at once.
  private func adopt(_ controllers: [UIViewController]) {
    for controller in viewControllersStorage where !controllers.containsObject(controller) {
      controller.willMove(toParent: nil)
      controller.removeFromParent()
    }
    var added: [UIViewController] = []
    for controller in controllers where controller.parent !== self { added.append(controller) }
    for controller in added { addChild(controller) }
    viewControllersStorage = controllers
    for controller in added { controller.didMove(toParent: self) }
  }

  // MARK: The view

  /// Creates the container view, with the system pop on it and the top's view in it.
  open override func loadView() {
    let simulation = UIKitSimulation.current
    view = ContainerView(
      frame: CGRect(x: 0, y: 0, width: simulation?.width ?? 0, height: simulation?.height ?? 0),
      navigationController: self)
    view.addGestureRecognizer(systemPop)
    let rtl = UIKitSimulation.current?.layoutDirection == .rightToLeft
    systemPop.edges = rtl ? .right : .left
    if UIKitSimulation.current?.hasContentPop == true {
      view.addGestureRecognizer(contentPop)
      contentPop.edges = systemPop.edges
    }
    if let top = viewControllersStorage.last {
      show(top.view)
    }
  }

  /// Puts a controller's view in the container, on top of the others.
  private func show(_ content: UIView) {
    content.frame = view.bounds
    view.addSubview(content)
  }

  /// The controller whose view takes touches: the top, or the popped one while an
  /// interactive pop is in flight (its view stays in front until the pop finishes).
  var touchTarget: UIViewController? {
    if let transition, transition.initiallyInteractive, transition.kind == .pop {
      return transition.from
    }
    return topViewController
  }

  /// The top child appears and disappears with the container.
  override var forwardedChild: UIViewController? { viewControllersStorage.last }

  /// Whether the controller has shown its top to its delegate by appearing: its first
  /// appearance ended ([U10]).
  private var firstAppearanceEnded = false

  /// Appears or disappears with the top; on the first appearance, tells the delegate it
  /// will show the top, after the top's `viewWillAppear(_:)` ([U10]). Not logged.
  override package func beginAppearance(_ appearing: Bool, animated: Bool) {
    super.beginAppearance(appearing, animated: animated)
    guard appearing, !firstAppearanceEnded, let top = topViewController else { return }
    delegate?.navigationController(self, willShow: top, animated: animated)
  }

  /// Ends an appearance or disappearance with the top; at the end of the first
  /// appearance, tells the delegate it showed the top, after the top's
  /// `viewDidAppear(_:)`, unless an operation started since shows another ([U10]).
  override package func endAppearance(_ appearing: Bool, animated: Bool) {
    super.endAppearance(appearing, animated: animated)
    guard appearing, !firstAppearanceEnded else { return }
    firstAppearanceEnded = true
    guard transition == nil, let top = topViewController else { return }
    delegate?.navigationController(self, didShow: top, animated: animated)
  }

  /// The transition this controller runs, or the presentation that involves it.
  override var ownTransition: NavigationTransition? {
    transition ?? super.ownTransition
  }
}

/// UIKit's own delegate of the system pop: it refuses on the root, while the navigation
/// controller hides its bar ([R-barHidden]), when the top's back button is hidden or
/// replaced (spec [S5]), and during a transition. On iOS 26 a push or
/// pop of its navigation controller that animates on its own does not refuse: the pop
/// handler ends it when the gesture begins ([R-transition-26], [U9]).
@MainActor
final class InteractivePopDelegate: NSObject, UIGestureRecognizerDelegate {
  weak var navigationController: UINavigationController?

  #if canImport(ObjectiveC)
  /// UIKit's private pop handler, `handleNavigationTransition:`, so that the runtime's
  /// `responds(to:)` and `perform(_:with:)` find it where the runtime exists; the mirror's
  /// selectors reach the same handler without it (spec [U16]).
  @objc(handleNavigationTransition:) func handleNavigationTransition(
    _ recognizer: UIGestureRecognizer
  ) {
    navigationController?.handleSystemPop(recognizer)
  }
  #endif

  /// The rule that refuses a begin now, if any: `root`, `barHidden`, `backButton`,
  /// `transition` or `direction`.
  ///
  /// The direction rule refuses only a drag that heads back: UIKit's delegate lets a
  /// begin with no forward travel through (`translation.x >= 0` in the decompiled
  /// `gestureRecognizerShouldBegin:`, [R-direction]).
  func refusal(_ recognizer: UIGestureRecognizer) -> String? {
    guard let navigation = navigationController else { return "root" }
    if navigation.viewControllers.count <= 1 { return "root" }
    if navigation.isNavigationBarHidden,
      UIKitSimulation.current?.plantedFaults.contains(.barHiddenIgnored) != true
    {
      return "barHidden"
    }
    if navigation.topViewController?.navigationItem.backButtonGone ?? false { return "backButton" }
    let interruptible =
      navigation.transition.map {
        $0.phase == .animating && $0.endsWithItsAnimations
          && UIKitSimulation.current?.interruptsAnimatedTransitions == true
      } ?? false
    if navigation.transition != nil && !interruptible || navigation.frozen
      || UIKitSimulation.current?.window.presentationTransition != nil
    {
      return "transition"
    }
    if let pan = recognizer as? UIPanGestureRecognizer {
      let x = pan.translation(in: nil).x
      let forward = UIKitSimulation.current?.layoutDirection == .rightToLeft ? -x : x
      if forward < 0 { return "direction" }
    }
    return nil
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    refusal(gestureRecognizer) == nil
  }

  /// No event reaches the system pop, or the content pop, while the navigation
  /// controller's delegate implements custom transitions, unless the app gave the
  /// recognizer failure requirements of its own or made a recognizer of its own wait for
  /// it ([U9]: the decompiled iOS 26.1
  /// `_gestureRecognizer:shouldReceiveEvent:` asks `_shouldUseBuiltinInteractionController`,
  /// I; Hero #62, openradar 15215690, WordPress-iOS PR 6639, S).
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent
  ) -> Bool {
    guard let navigation = navigationController, navigation.delegateHasCustomTransitions,
      UIKitSimulation.current?.plantedFaults.contains(.customTransitionsIgnored) != true
    else {
      return true
    }
    // UIKit's own pairing of the two system pops does not count.
    let pops = [navigation.interactivePopGestureRecognizer, navigation.contentPop]
    func isSystemPop(_ recognizer: UIGestureRecognizer) -> Bool {
      pops.contains { $0 === recognizer }
    }
    if gestureRecognizer.failureRequirements.contains(where: { !isSystemPop($0) }) { return true }
    guard let window = UIKitSimulation.current?.window else { return false }
    return Self.hasDependent(gestureRecognizer, in: window, except: isSystemPop)
  }

  /// Whether a recognizer in a view's tree, other than the excepted ones, requires a
  /// recognizer to fail.
  private static func hasDependent(
    _ recognizer: UIGestureRecognizer, in view: UIView,
    except excepted: (UIGestureRecognizer) -> Bool
  ) -> Bool {
    for other in view.gestureRecognizers ?? [] where !excepted(other) {
      if other.failureRequirements.contains(where: { $0 === recognizer }) { return true }
    }
    return view.subviews.contains { hasDependent(recognizer, in: $0, except: excepted) }
  }
}

/// The navigation controller's view: touches go to the controller whose view takes them
/// ([N3]: the top of the stack, which an operation changes at once), whatever its
/// place among the views that animate.
@MainActor
final class ContainerView: UIView {
  weak var navigationController: UINavigationController?

  init(frame: CGRect, navigationController: UINavigationController) {
    self.navigationController = navigationController
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) { nil }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard isUserInteractionEnabled, !isHidden, self.point(inside: point, with: event) else {
      return nil
    }
    guard let content = navigationController?.touchTarget?.viewIfLoaded,
      content.superview === self
    else { return self }
    let frame = content.frame
    let inner = CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
    return content.hitTest(inner, with: event) ?? self
  }
}
